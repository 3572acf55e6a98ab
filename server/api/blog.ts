import { Router } from 'express';
import { postCreateSchema, postUpdateSchema } from '#common/admin-schemas.ts';
import { messages } from '#common/messages.ts';
import { ConflictError, type PostStore, type ProfileStore } from '#common/stores.ts';
import { HttpError } from './middleware/errors';
import { lookupKey, parseQuery } from './middleware/validate';
import { addRecordRoutes, categoriesOf, foundOr404 } from './record-routes';
import { postListQuery } from './middleware/query';
import type { RequestHandler } from 'express';

const POST_NOT_FOUND = messages.postNotFound;

/** /api/blog: posts (newest first, paged, by category), one post by id or slug, categories. */
export function blogRouter(posts: PostStore, profile: ProfileStore, owner: RequestHandler): Router {
  const router = Router();

  router.get('/posts', async (req, res) => {
    res.json(await posts.list(parseQuery(postListQuery, req.query)));
  });
  router.get('/posts/slug/:slug', async (req, res) => {
    const post = await posts.getBySlug(lookupKey(req.params.slug, POST_NOT_FOUND));
    res.json(foundOr404(post, POST_NOT_FOUND));
  });
  router.get('/categories', categoriesOf(posts));

  addRecordRoutes(router, '/posts', owner, {
    // A post without an author is the owner's, by the name the profile says now.
    store: {
      ...posts,
      create: async ({ author, ...post }) =>
        posts.create({ ...post, author: author ?? (await profile.get()).name }),
    },
    createSchema: postCreateSchema,
    updateSchema: postUpdateSchema,
    notFoundMessage: POST_NOT_FOUND,
    deletedMessage: 'Post deleted',
    write: withoutConflict,
  });
  return router;
}

async function withoutConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ConflictError) throw new HttpError(409, error.message);
    throw error;
  }
}
