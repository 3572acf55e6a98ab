import {
  sampleClientProjects,
  samplePersonalProjects,
  samplePosts,
  sampleStats,
} from '#common/sample-content/index.ts';
import { DEFAULT_PROFILE } from '#common/site.ts';
import type { PostRow, ProjectRow, StatRow } from './records';
import { postFields, projectFields, statFields } from './writes';

/**
 * The built-in sample content as rows. Ids are the slugs (stats: their label as a slug), so the
 * same content has the same ids whether it comes from the database or the compiled-in fallback.
 * Projects keep the sample order: client work first, then personal.
 */
export function sampleRows(now: Date = new Date()) {
  const posts: PostRow[] = samplePosts.map((sample) => ({
    id: sample.slug,
    ...postFields({ ...sample, url: null, author: DEFAULT_PROFILE.name }),
    createdAt: now,
    updatedAt: now,
  }));
  const projects: ProjectRow[] = [...sampleClientProjects, ...samplePersonalProjects].map(
    ({ slug, ...sample }, position) => ({
      id: slug,
      ...projectFields(sample),
      position,
      createdAt: now,
      updatedAt: now,
    }),
  );
  const stats: StatRow[] = sampleStats.map((sample) => ({
    id: sample.label.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    ...statFields(sample),
    createdAt: now,
    updatedAt: now,
  }));
  return { posts, projects, stats };
}
