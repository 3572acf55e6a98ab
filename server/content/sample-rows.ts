import {
  sampleClientProjects,
  samplePersonalProjects,
  sampleStats,
} from '#common/sample-content/index.ts';
import { samplePosts } from './sample-posts';
import { DEFAULT_PROFILE } from '#common/site.ts';
import type { PostRow, ProjectRow, StatRow } from './records';
import { postWriteOfFile } from './post-files';
import { postFields, projectFields, statFields, type PostFields } from './writes';

/** The sample posts rendered once per process: every memory store and seed copies them. */
let renderedSamples: Promise<PostFields[]> | undefined;

/**
 * The sample posts (Markdown files, common/sample-content/posts) as rows, rendered. Ids are the
 * slugs, as for every sample row.
 */
export async function samplePostRows(now: Date = new Date()): Promise<PostRow[]> {
  renderedSamples ??= Promise.all(
    samplePosts.map((sample) => postFields(postWriteOfFile(sample, DEFAULT_PROFILE.name))),
  );
  const rendered = await renderedSamples;
  return rendered.map((fields) => ({
    id: fields.slug,
    ...structuredClone(fields),
    previewToken: null,
    createdAt: now,
    updatedAt: now,
  }));
}

/**
 * The built-in projects and stats as rows. Ids are the slugs (stats: their label as a slug), so
 * the same content has the same ids whether it comes from the database or the compiled-in
 * fallback. Projects keep the sample order: client work first, then personal.
 */
export function sampleRows(now: Date = new Date()) {
  const projects: ProjectRow[] = [...sampleClientProjects, ...samplePersonalProjects].map(
    ({ slug, ...sample }, position) => ({
      id: slug,
      ...projectFields({ ...sample, sourceUrl: '', hidden: false }),
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
  return { projects, stats };
}
