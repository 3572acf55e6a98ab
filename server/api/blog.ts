import { Router } from 'express';
import { postCreateSchema, postUpdateSchema } from '../../common/admin-schemas';
import { messages } from '../../common/messages';
import type { BlogPost } from '../../common/types';
import { ConflictError, type PostStore } from '../../common/stores';
import { HttpError, notFound } from './middleware/errors';
import { lookupKey, parseBody, parseQuery } from './middleware/validate';
import { postListQuery } from './middleware/query';
import type { RequestHandler } from 'express';

const POST_NOT_FOUND = messages.postNotFound;

/** /api/blog: posts (newest first, paged, by category), one post by id or slug, categories. */
export function blogRouter(posts: PostStore, owner: RequestHandler): Router {
  const router = Router();

  router.get('/posts', async (req, res) => {
    res.json(await posts.list(parseQuery(postListQuery, req.query)));
  });
  router.get('/posts/slug/:slug', async (req, res) => {
    res.json(found(await posts.getBySlug(lookupKey(req.params.slug, POST_NOT_FOUND))));
  });
  router.get('/posts/:id', async (req, res) => {
    res.json(found(await posts.get(lookupKey(req.params.id, POST_NOT_FOUND))));
  });
  router.get('/categories', async (_req, res) => {
    res.json(await posts.categories());
  });

  router.post('/posts', owner, async (req, res) => {
    const input = parseBody(postCreateSchema, req.body);
    res.status(201).json(await withoutConflict(() => posts.create(input)));
  });
  router.put('/posts/:id', owner, async (req, res) => {
    const id = lookupKey(req.params.id, POST_NOT_FOUND);
    const patch = parseBody(postUpdateSchema, req.body);
    res.json(found(await withoutConflict(() => posts.update(id, patch))));
  });
  router.delete('/posts/:id', owner, async (req, res) => {
    const removed = await posts.remove(lookupKey(req.params.id, POST_NOT_FOUND));
    if (!removed) throw notFound(POST_NOT_FOUND);
    res.json({ message: 'Post deleted' });
  });

  return router;
}

function found(post: BlogPost | null): BlogPost {
  if (!post) throw notFound(POST_NOT_FOUND);
  return post;
}

async function withoutConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ConflictError) throw new HttpError(409, error.message);
    throw error;
  }
}
