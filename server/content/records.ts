import type {
  AdminComment,
  BlogPost,
  ContactMessage,
  InboxMessage,
  Project,
  ProjectCaseStudy,
  PublicComment,
  PostState,
  Stat,
} from '#common/types.ts';
import { minutesForWords } from '#common/markdown/reading-time.ts';
import { postPath } from '#common/post-paths.ts';
import type * as schema from '../db/schema';

/**
 * Rows as both stores keep them (the database's own shape), and the one mapping from a row to
 * the entity the API and the pages see. Sharing it keeps the memory and database stores alike.
 */
export type PostRow = typeof schema.posts.$inferSelect;
export type ProjectRow = typeof schema.projects.$inferSelect;
export type StatRow = typeof schema.stats.$inferSelect;
export type CommentRow = typeof schema.comments.$inferSelect;
export type ContactRow = typeof schema.contactMessages.$inferSelect;

function postUrl(row: Pick<PostRow, 'url' | 'slug'>): string {
  return row.url ?? postPath(row.slug);
}

/** Whether visitors see the post at `now`: not a draft, and its date has come. */
export function isPublicPost(row: Pick<PostRow, 'draft' | 'date'>, now: Date): boolean {
  return !row.draft && row.date.getTime() <= now.getTime();
}

function postState(row: PostRow, now: Date): PostState {
  if (row.draft) return 'draft';
  return isPublicPost(row, now) ? 'published' : 'scheduled';
}

/** The post as the API and the pages see it; its state as of `now`. */
export function toPost(row: PostRow, now: Date): BlogPost {
  return {
    _id: row.id,
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    date: row.date.toISOString(),
    image: row.image,
    slug: row.slug,
    url: postUrl(row),
    categories: row.categories,
    featured: row.featured,
    markdown: row.markdown,
    content: row.content,
    toc: row.toc,
    wordCount: row.wordCount,
    readingMinutes: minutesForWords(row.wordCount),
    author: row.author,
    updatedAt: row.updatedAt.toISOString(),
    tags: row.tags,
    draft: row.draft,
    state: postState(row, now),
  };
}

export function toProject(row: ProjectRow): Project {
  return {
    _id: row.id,
    id: row.id,
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
    slug: row.slug,
    writeUp: row.writeUp,
  };
}

/** The case study of a project that has a write-up; null for one without. */
export function toCaseStudy(row: ProjectRow): ProjectCaseStudy | null {
  if (row.writeUp === '') return null;
  return {
    project: toProject(row),
    html: row.writeUpHtml,
    toc: row.writeUpToc,
    readingMinutes: minutesForWords(row.writeUpWordCount),
  };
}

export function toStat(row: StatRow): Stat {
  return {
    _id: row.id,
    label: row.label,
    value: row.value,
    suffix: row.suffix,
    order: row.order,
    active: row.active,
  };
}

/** The public shape is built field by field, so the e-mail address cannot leak by accident. */
export function toPublicComment(row: CommentRow): PublicComment {
  return {
    _id: row.id,
    postSlug: row.postSlug,
    author: row.author,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    approved: row.approved,
  };
}

export function toAdminComment(row: CommentRow): AdminComment {
  return { ...toPublicComment(row), email: row.email };
}

export function toInboxMessage(row: ContactRow): InboxMessage {
  return {
    ...toContact(row),
    readAt: row.readAt?.toISOString() ?? null,
    lastError: row.lastError,
  };
}

export function toContact(row: ContactRow): ContactMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    deliveryAttempts: row.deliveryAttempts,
  };
}
