import { ConflictError, type PostStore } from '#common/stores.ts';
import { matchesCategory, newId, paginate, toCategories } from './helpers';
import { newPreviewToken } from './preview-token';
import { isPublicPost, toPost, type PostRow } from './records';
import { patchedPost, postFields } from './writes';

/** Same order as the database's `order by date desc, created_at desc, id collate "C"`. */
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byNewest = (a: PostRow, b: PostRow) =>
  b.date.getTime() - a.date.getTime() ||
  b.createdAt.getTime() - a.createdAt.getTime() ||
  byId(a, b);

/**
 * Posts kept in memory with the database store's behaviour. `rows` may still be on its way (the
 * sample posts are rendered first); every call waits for it. `stamp` gives strictly increasing
 * write times; `now` is the clock that decides what is published.
 */
export function memoryPosts(
  source: PostRow[] | Promise<PostRow[]>,
  stamp: () => Date,
  now: () => Date = () => new Date(),
): PostStore {
  let rows: PostRow[] = [];
  const ready = Promise.resolve(source).then((loaded) => {
    rows = loaded;
  });
  const redirects = new Map<string, string>();
  const entity = (row: PostRow) => toPost(row, now());
  const visible = () => rows.filter((row) => isPublicPost(row, now())).toSorted(byNewest);
  const find = (id: string) => rows.find((row) => row.id === id);
  const assertSlugFree = (slug: string, ownId?: string) => {
    if (rows.some((row) => row.slug === slug && row.id !== ownId)) {
      throw new ConflictError(`A post with the slug '${slug}' already exists`);
    }
  };
  const waiting =
    <Args extends unknown[], R>(method: (...args: Args) => R | Promise<R>) =>
    async (...args: Args): Promise<R> => {
      await ready;
      return method(...args);
    };

  return {
    list: waiting(({ category, page, limit }) => {
      const matching = visible().filter((row) => !category || matchesCategory(row, category));
      const { pagination, offset, beyondEnd } = paginate(matching.length, page, limit);
      const posts = beyondEnd ? [] : matching.slice(offset, offset + limit).map(entity);
      return { posts, pagination };
    }),
    get: waiting((id: string) => {
      const row = visible().find((candidate) => candidate.id === id);
      return row ? entity(row) : null;
    }),
    getBySlug: waiting((slug: string) => {
      const row = visible().find((candidate) => candidate.slug === slug);
      return row ? entity(row) : null;
    }),
    all: waiting(() => visible().map(entity)),
    categories: waiting(() => toCategories(visible().map((row) => row.category))),
    movedTo: waiting((oldSlug: string) => {
      const id = redirects.get(oldSlug);
      return visible().find((row) => row.id === id)?.slug ?? null;
    }),
    getByPreviewToken: waiting((token: string) => {
      const row = rows.find((candidate) => candidate.previewToken === token);
      return row ? entity(row) : null;
    }),
    publishedBetween: waiting((after: Date, upTo: Date) =>
      rows.filter((row) => !row.draft && row.date > after && row.date <= upTo).map((row) => row.id),
    ),
    getForOwner: waiting((id: string) => {
      const row = find(id);
      return row ? entity(row) : null;
    }),
    listForOwner: waiting(() => rows.toSorted(byNewest).map(entity)),
    create: waiting(async (input) => {
      const fields = await postFields(input);
      assertSlugFree(fields.slug);
      redirects.delete(fields.slug);
      const row: PostRow = {
        id: newId(),
        ...fields,
        previewToken: null,
        createdAt: stamp(),
        updatedAt: stamp(),
      };
      rows.push(row);
      return entity(row);
    }),
    update: waiting(async (id: string, patch) => {
      const row = find(id);
      if (!row) return null;
      const wasPublic = isPublicPost(row, now());
      const fields = await postFields(patchedPost(row, patch));
      assertSlugFree(fields.slug, id);
      if (fields.slug !== row.slug) {
        redirects.delete(fields.slug);
        if (wasPublic) redirects.set(row.slug, id);
      }
      Object.assign(row, fields, { updatedAt: stamp() });
      return { post: entity(row), wasPublic };
    }),
    remove: waiting((id: string) => {
      const index = rows.findIndex((row) => row.id === id);
      if (index === -1) return false;
      rows.splice(index, 1);
      for (const [slug, target] of redirects) if (target === id) redirects.delete(slug);
      return true;
    }),
    createPreviewToken: waiting((id: string) => {
      const row = find(id);
      if (!row) return null;
      row.previewToken = newPreviewToken();
      return row.previewToken;
    }),
    revokePreviewToken: waiting((id: string) => {
      const row = find(id);
      if (!row?.previewToken) return false;
      row.previewToken = null;
      return true;
    }),
    // Rows here are always rendered by this process's renderer.
    renderStale: waiting(() => 0),
  };
}
