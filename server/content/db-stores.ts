import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { posts } from '../db/schema';
import { createDbCommentStore, createDbContactStore } from './db-visitor-stores';
import { createDbProjectStore, createDbStatStore } from './db-catalog-stores';
import { isUniqueViolation } from './db-errors';
import { createDbProfileStore } from './db-profile-store';
import { paginate, slugOf, toCategories } from './helpers';
import { findById, insertRow, removeById, updateById } from './db-rows';
import { toPost } from './records';
import { ConflictError, type PostStore, type PostWrite, type Stores } from '#common/stores.ts';
import { patchedPost, postFields } from './writes';

/** The stores over Drizzle: one code path for PGlite and node-postgres. */
export function createDbStores(db: Db): Stores {
  return {
    profile: createDbProfileStore(db),
    posts: createDbPostStore(db),
    projects: createDbProjectStore(db),
    stats: createDbStatStore(db),
    comments: createDbCommentStore(db),
    contact: createDbContactStore(db),
  };
}

/** Matches the main category or any entry of the `categories` list, ignoring case. */
function inCategory(category: string) {
  const wanted = slugOf(category);
  return sql`(lower(${posts.category}) = ${wanted} or exists (
    select 1 from jsonb_array_elements_text(${posts.categories}) as listed(value)
    where lower(listed.value) = ${wanted}))`;
}

const newestFirst = [desc(posts.date), desc(posts.createdAt), sql`${posts.id} collate "C"`];

function createDbPostStore(db: Db): PostStore {
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

  return {
    async list({ category, page, limit }) {
      const where = category ? inCategory(category) : undefined;
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
      return { posts: rows.map((row) => toPost(row.post)), pagination };
    },
    async get(id) {
      const row = await findById(db, posts, id);
      return row ? toPost(row) : null;
    },
    async getBySlug(slug) {
      const [row] = await db.select().from(posts).where(eq(posts.slug, slug));
      return row ? toPost(row) : null;
    },
    async all() {
      const rows = await db
        .select()
        .from(posts)
        .orderBy(...newestFirst);
      return rows.map(toPost);
    },
    async categories() {
      const rows = await db
        .select({ category: posts.category })
        .from(posts)
        .orderBy(...newestFirst);
      return toCategories(rows.map((row) => row.category));
    },
    async create(input: PostWrite) {
      const fields = postFields(input);
      return toPost(await saving(fields.slug, () => insertRow(db, posts, fields)));
    },
    async update(id, patch) {
      const current = await findById(db, posts, id);
      if (!current) return null;
      const fields = postFields(patchedPost(current, patch));
      const row = await saving(fields.slug, () => updateById(db, posts, id, fields));
      return row ? toPost(row) : null;
    },
    remove: (id) => removeById(db, posts, id),
  };
}
