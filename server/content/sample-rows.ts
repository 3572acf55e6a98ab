import {
  sampleClientProjects,
  samplePersonalProjects,
  sampleStats,
} from '#common/sample-content/index.ts';
import { samplePosts } from './sample-posts';
import { DEFAULT_PROFILE } from '#common/site.ts';
import type { PostRow, ProjectRow, StatRow } from './records';
import { postWriteOfFile } from './post-files';
import {
  postFields,
  projectFields,
  statFields,
  type PostFields,
  type ProjectFields,
} from './writes';

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

/** The sample projects with their write-ups rendered, once per process, as for the posts. */
let renderedProjects: Promise<ProjectFields[]> | undefined;

/**
 * The built-in projects as rows, in the sample order (client work first, then personal). Ids
 * are the slugs, as for every sample row.
 */
export async function sampleProjectRows(now: Date = new Date()): Promise<ProjectRow[]> {
  renderedProjects ??= Promise.all(
    [...sampleClientProjects, ...samplePersonalProjects].map((sample) =>
      projectFields({ ...sample, sourceUrl: '', hidden: false }),
    ),
  );
  const rendered = await renderedProjects;
  return rendered.map((fields, position) => ({
    id: fields.slug,
    ...structuredClone(fields),
    position,
    createdAt: now,
    updatedAt: now,
  }));
}

/**
 * The built-in stats as rows. Their ids are their labels as slugs, so the same content has the
 * same ids whether it comes from the database or the compiled-in fallback.
 */
export function sampleStatRows(now: Date = new Date()): StatRow[] {
  return sampleStats.map((sample) => ({
    id: sample.label.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    ...statFields(sample),
    createdAt: now,
    updatedAt: now,
  }));
}
