import type { PostRow, ProjectRow, StatRow } from './records';
import { normaliseSlugs } from './helpers';
import { normaliseMarkdown } from '#common/markdown/post-file.ts';
import { MARKDOWN_RENDERER_VERSION, renderMarkdown } from '#common/markdown/render-markdown.ts';
import type { PostWrite, ProjectWrite, StatWrite } from '#common/stores.ts';

/**
 * What a write stores, the same for both stores: a post's Markdown rendered once, here (never
 * per request), category lists lowercase (a post's list always includes its main category, so
 * filtering by either finds it).
 */
export type PostFields = Omit<PostRow, 'id' | 'createdAt' | 'updatedAt' | 'previewToken'>;
export type ProjectFields = Omit<ProjectRow, 'id' | 'createdAt' | 'updatedAt' | 'position'>;
type PostRenderedColumns = Awaited<ReturnType<typeof renderedPostColumns>>;
export type StatFields = Omit<StatRow, 'id' | 'createdAt' | 'updatedAt'>;

/** The columns rendered from a post's Markdown, by the current renderer. */
export async function renderedPostColumns(markdown: string) {
  const rendered = await renderMarkdown(markdown);
  return {
    content: rendered.html,
    toc: rendered.toc,
    plainText: rendered.plainText,
    wordCount: rendered.wordCount,
    rendererVersion: MARKDOWN_RENDERER_VERSION,
  };
}

export async function postFields(write: PostWrite): Promise<PostFields> {
  const markdown = normaliseMarkdown(write.markdown);
  return {
    slug: write.slug.trim(),
    title: write.title.trim(),
    excerpt: write.excerpt,
    category: write.category.trim(),
    categories: normaliseSlugs([write.category, ...write.categories]),
    date: new Date(write.date),
    image: write.image,
    url: write.url ?? null,
    featured: write.featured,
    markdown,
    ...(await renderedPostColumns(markdown)),
    author: write.author,
    tags: write.tags,
    draft: write.draft,
  };
}

/** The stored post as a write, with `patch` applied on top (PUT may send any subset). */
export function patchedPost(row: PostRow, patch: Partial<PostWrite>): PostWrite {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    categories: row.categories,
    date: row.date.toISOString(),
    image: row.image,
    url: row.url,
    featured: row.featured,
    markdown: row.markdown,
    author: row.author,
    tags: row.tags,
    draft: row.draft,
    ...withoutUndefined(patch),
  };
}

/**
 * A project's write-up through the posts' one pipeline, into the project's own columns; '' stays
 * '' without a render (most projects have no case study).
 */
export async function renderedWriteUpColumns(writeUp: string) {
  const rendered: Omit<PostRenderedColumns, 'rendererVersion'> =
    writeUp === ''
      ? { content: '', toc: [], plainText: '', wordCount: 0 }
      : await renderedPostColumns(writeUp);
  return {
    writeUpHtml: rendered.content,
    writeUpToc: rendered.toc,
    writeUpText: rendered.plainText,
    writeUpWordCount: rendered.wordCount,
    writeUpRendererVersion: MARKDOWN_RENDERER_VERSION,
  };
}

export async function projectFields(write: ProjectWrite): Promise<ProjectFields> {
  const writeUp = normaliseMarkdown(write.writeUp);
  return {
    slug: write.slug.trim(),
    writeUp,
    ...(await renderedWriteUpColumns(writeUp)),
    title: write.title.trim(),
    category: write.category.trim(),
    description: write.description,
    image: write.image,
    url: write.url,
    sourceUrl: write.sourceUrl,
    tags: write.tags,
    categories: normaliseSlugs(write.categories),
    type: write.type,
    hidden: write.hidden,
  };
}

export function patchedProject(row: ProjectRow, patch: Partial<ProjectWrite>): ProjectWrite {
  const current: ProjectWrite = {
    slug: row.slug,
    title: row.title,
    category: row.category,
    description: row.description,
    image: row.image,
    url: row.url,
    sourceUrl: row.sourceUrl,
    tags: row.tags,
    categories: row.categories,
    type: row.type,
    hidden: row.hidden,
    writeUp: row.writeUp,
  };
  return { ...current, ...withoutUndefined(patch) };
}

export function statFields(write: StatWrite): StatFields {
  return { ...write, label: write.label.trim() };
}

export function patchedStat(row: StatRow, patch: Partial<StatWrite>): StatWrite {
  const { id: _id, createdAt: _c, updatedAt: _u, ...current } = row;
  return { ...current, ...withoutUndefined(patch) };
}

function withoutUndefined<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
