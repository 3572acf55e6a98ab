import { and, count, desc, eq, gt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { MARKDOWN_RENDERER_VERSION } from '#common/markdown/render-markdown.ts';
import { ConflictError, type PostStore, type PostWrite } from '#common/stores.ts';
import type { Db } from '../db/client';
import { postRedirects, posts } from '../db/schema';
import { isUniqueViolation } from './db-errors';
import { findById, insertRow, removeById } from './db-rows';
import { paginate, slugOf, toCategories } from './helpers';
import { newPreviewToken } from './preview-token';
import { publicPostsAt } from './post-visibility';
import { isPublicPost, toPost, type PostRow } from './records';
import { patchedPost, postFields, renderedPostColumns } from './writes';

/** Matches the main category or any entry of the `categories` list, ignoring case. */
function inCategory(category: string) {
  const wanted = slugOf(category);
  return sql`(lower(${posts.category}) = ${wanted} or exists (
    select 1 from jsonb_array_elements_text(${posts.categories}) as listed(value)
    where lower(listed.value) = ${wanted}))`;
}

const newestFirst = [desc(posts.date), desc(posts.createdAt), sql`${posts.id} collate "C"`];

/** The posts over Drizzle; `now` is the clock that decides when a scheduled post appears. */
export function createDbPostStore(db: Db, now: () => Date = () => new Date()): PostStore {
  /** Visitors' view: no drafts, nothing dated after now. */
  const isPublic = () => publicPostsAt(now());
  const entity = (row: PostRow) => toPost(row, now());
  const countPosts = async (where: SQL | undefined) => {
    const [counted] = await db.select({ total: count() }).from(posts).where(where);
    return counted?.total ?? 0;
  };
  const conflict = (slug: string) =>
    new ConflictError(`A post with the slug '${slug}' already exists`);
  const saving = async <T>(slug: string, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      throw isUniqueViolation(error) ? conflict(slug) : error;
    }
  };
  const publicBySlug = async (slug: string) => {
    const [row] = await db
      .select()
      .from(posts)
      .where(and(eq(posts.slug, slug), isPublic()));
    return row;
  };

  return {
    async list({ category, page, limit }) {
      const where = and(isPublic(), category ? inCategory(category) : undefined);
      // One query for the page and the count of every match (each row carries it); only a page
      // past the end, which has no row to carry it, asks for the count on its own.
      const rows = await db
        .select({ post: posts, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(posts)
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset((page - 1) * limit);
      const total = rows[0]?.total ?? (page > 1 ? await countPosts(where) : 0);
      const { pagination } = paginate(total, page, limit);
      return { posts: rows.map((row) => entity(row.post)), pagination };
    },
    async get(id) {
      const [row] = await db
        .select()
        .from(posts)
        .where(and(eq(posts.id, id), isPublic()));
      return row ? entity(row) : null;
    },
    async getBySlug(slug) {
      const row = await publicBySlug(slug);
      return row ? entity(row) : null;
    },
    async all() {
      const rows = await db
        .select()
        .from(posts)
        .where(isPublic())
        .orderBy(...newestFirst);
      return rows.map(entity);
    },
    async categories() {
      const rows = await db
        .select({ category: posts.category })
        .from(posts)
        .where(isPublic())
        .orderBy(...newestFirst);
      return toCategories(rows.map((row) => row.category));
    },
    async movedTo(oldSlug) {
      const [row] = await db
        .select({ slug: posts.slug })
        .from(postRedirects)
        .innerJoin(posts, eq(posts.id, postRedirects.postId))
        .where(and(eq(postRedirects.slug, oldSlug), isPublic()));
      return row?.slug ?? null;
    },
    async getByPreviewToken(token) {
      const [row] = await db.select().from(posts).where(eq(posts.previewToken, token));
      return row ? entity(row) : null;
    },
    async publishedBetween(after, upTo) {
      const rows = await db
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.draft, false), gt(posts.date, after), lte(posts.date, upTo)));
      return rows.map((row) => row.id);
    },
    async getForOwner(id) {
      const row = await findById(db, posts, id);
      return row ? entity(row) : null;
    },
    async listForOwner() {
      const rows = await db
        .select()
        .from(posts)
        .orderBy(...newestFirst);
      return rows.map(entity);
    },
    async create(input: PostWrite) {
      const fields = await postFields(input);
      const row = await saving(fields.slug, () =>
        db.transaction(async (tx) => {
          // A new post takes over an address an older post moved away from.
          await tx.delete(postRedirects).where(eq(postRedirects.slug, fields.slug));
          return insertRow(tx, posts, fields);
        }),
      );
      return entity(row);
    },
    async update(id, patch) {
      const current = await findById(db, posts, id);
      if (!current) return null;
      const wasPublic = isPublicPost(current, now());
      const fields = await postFields(patchedPost(current, patch));
      const row = await saving(fields.slug, () =>
        db.transaction(async (tx) => {
          const [updated] = await tx
            .update(posts)
            .set({ ...fields, updatedAt: new Date() })
            .where(eq(posts.id, id))
            .returning();
          if (updated && fields.slug !== current.slug) {
            await tx.delete(postRedirects).where(eq(postRedirects.slug, fields.slug));
            // Only an address visitors could have seen (and linked to) is kept.
            if (wasPublic) {
              await tx
                .insert(postRedirects)
                .values({ slug: current.slug, postId: id })
                .onConflictDoUpdate({ target: postRedirects.slug, set: { postId: id } });
            }
          }
          return updated;
        }),
      );
      return row ? { post: entity(row), wasPublic } : null;
    },
    remove: (id) => removeById(db, posts, id),
    async createPreviewToken(id) {
      const token = newPreviewToken();
      const [row] = await db
        .update(posts)
        .set({ previewToken: token })
        .where(eq(posts.id, id))
        .returning({ id: posts.id });
      return row ? token : null;
    },
    async revokePreviewToken(id) {
      const rows = await db
        .update(posts)
        .set({ previewToken: null })
        .where(and(eq(posts.id, id), sql`${posts.previewToken} is not null`))
        .returning({ id: posts.id });
      return rows.length > 0;
    },
    async renderStale() {
      const stale = await db
        .select({
          id: posts.id,
          markdown: posts.markdown,
          content: posts.content,
          version: posts.rendererVersion,
        })
        .from(posts)
        .where(ne(posts.rendererVersion, MARKDOWN_RENDERER_VERSION));
      for (const row of stale) {
        // Rows from before Markdown held sanitised HTML only: that HTML becomes their source
        // (Markdown passes HTML blocks through, and the same sanitiser cleans them).
        const markdown = row.version === 0 && row.markdown === '' ? row.content : row.markdown;
        await db
          .update(posts)
          .set({ markdown, ...(await renderedPostColumns(markdown)) })
          .where(eq(posts.id, row.id));
      }
      return stale.length;
    },
  };
}
