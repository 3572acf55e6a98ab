import { Router } from 'express';
import { postCreateSchema, postUpdateSchema } from '#common/admin-schemas.ts';
import { renderMarkdown } from '#common/markdown/render-markdown.ts';
import { messages } from '#common/messages.ts';
import { previewPath } from '#common/post-paths.ts';
import { ConflictError, type PostStore, type ProfileStore } from '#common/stores.ts';
import { z } from '#common/zod.ts';
import { POST_MARKDOWN_MAX_LENGTH } from '#common/content-limits.ts';
import { HttpError, notFound } from './middleware/errors';
import { lookupKey, parseBody, parseQuery } from './middleware/validate';
import { categoriesOf, foundOr404 } from './record-routes';
import { postListQuery } from './middleware/query';
import type { RequestHandler } from 'express';

const POST_NOT_FOUND = messages.postNotFound;

const renderRequestSchema = z.object({
  markdown: z
    .string({ error: 'Markdown must be text' })
    .max(
      POST_MARKDOWN_MAX_LENGTH,
      `Markdown must be at most ${POST_MARKDOWN_MAX_LENGTH} characters long`,
    ),
});

/**
 * /api/blog (docs/product.md#rest-api). Visitors' routes see published posts only; the owner's
 * (`owner` guards them) see drafts and scheduled posts too, write Markdown, and make or revoke a
 * draft's preview link.
 */
export function blogRouter(posts: PostStore, profile: ProfileStore, owner: RequestHandler): Router {
  const router = Router();
  const idOf = (value: unknown) => lookupKey(value, POST_NOT_FOUND);

  router.get('/posts', async (req, res) => {
    res.json(await posts.list(parseQuery(postListQuery, req.query)));
  });
  router.get('/posts/slug/:slug', async (req, res) => {
    const slug = lookupKey(req.params.slug, POST_NOT_FOUND);
    const post = await posts.getBySlug(slug);
    const movedTo = post ? null : await posts.movedTo(slug);
    if (movedTo) {
      res.redirect(301, `${req.baseUrl}/posts/slug/${movedTo}`);
      return;
    }
    res.json(foundOr404(post, POST_NOT_FOUND));
  });
  router.get('/categories', categoriesOf(posts));
  router.get('/posts/:id', async (req, res) => {
    res.json(foundOr404(await posts.get(idOf(req.params.id)), POST_NOT_FOUND));
  });

  router.get('/manage/posts', owner, async (_req, res) => {
    res.json(await posts.listForOwner());
  });
  router.get('/manage/posts/:id', owner, async (req, res) => {
    res.json(foundOr404(await posts.getForOwner(idOf(req.params.id)), POST_NOT_FOUND));
  });
  // The console's preview and any editor: the article's own pipeline, nothing stored.
  router.post('/render', owner, async (req, res) => {
    const { markdown } = parseBody(renderRequestSchema, req.body);
    res.json(await renderMarkdown(markdown));
  });
  router.post('/posts', owner, async (req, res) => {
    const { author, ...input } = parseBody(postCreateSchema, req.body);
    // A post without an author is the owner's, by the name the profile says now.
    const byline = author ?? (await profile.get()).name;
    res.status(201).json(await withoutConflict(() => posts.create({ ...input, author: byline })));
  });
  router.put('/posts/:id', owner, async (req, res) => {
    const id = idOf(req.params.id);
    const patch = parseBody(postUpdateSchema, req.body);
    const saved = await withoutConflict(() => posts.update(id, patch));
    res.json(foundOr404(saved, POST_NOT_FOUND).post);
  });
  router.delete('/posts/:id', owner, async (req, res) => {
    if (!(await posts.remove(idOf(req.params.id)))) throw notFound(POST_NOT_FOUND);
    res.json({ message: 'Post deleted' });
  });
  router.post('/posts/:id/preview-link', owner, async (req, res) => {
    const token = await posts.createPreviewToken(idOf(req.params.id));
    if (!token) throw notFound(POST_NOT_FOUND);
    res.status(201).json({ token, path: previewPath(token) });
  });
  router.delete('/posts/:id/preview-link', owner, async (req, res) => {
    if (!(await posts.revokePreviewToken(idOf(req.params.id)))) {
      throw notFound('This post has no preview link');
    }
    res.json({ message: 'Preview link revoked' });
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
