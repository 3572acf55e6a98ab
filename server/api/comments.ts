import { Router, type RequestHandler } from 'express';
import { isPossibleKey } from '#common/schemas.ts';
import type { CommentStore, PostStore } from '#common/stores.ts';
import type { VisitorWrites } from '#common/load-context.ts';
import { notFound } from './middleware/errors';
import { lookupKey } from './middleware/validate';

const COMMENT_NOT_FOUND = 'Comment not found';

/**
 * /api/comments. Visitors see approved comments only and never an e-mail address; new comments
 * wait for the owner's approval. /admin/unapproved is declared before /:postSlug, which would
 * otherwise match it.
 */
export function commentsRouter(
  deps: { comments: CommentStore; posts: Pick<PostStore, 'getBySlug'>; writes: VisitorWrites },
  owner: RequestHandler,
): Router {
  const { comments, posts, writes } = deps;
  const router = Router();
  // The comments of a draft or a scheduled post (one published once, then taken back) are as
  // hidden as the post itself.
  const isReadable = async (slug: string): Promise<boolean> =>
    isPossibleKey(slug) && (await posts.getBySlug(slug)) !== null;

  router.get('/admin/unapproved', owner, async (_req, res) => {
    res.json(await comments.listUnapproved());
  });
  // A slug that cannot exist has no comments; no need to ask the database.
  router.get('/:postSlug', async (req, res) => {
    const slug = req.params.postSlug;
    res.json((await isReadable(slug)) ? await comments.listApproved(slug) : []);
  });
  router.get('/:postSlug/count', async (req, res) => {
    const slug = req.params.postSlug;
    res.json({ count: (await isReadable(slug)) ? await comments.countApproved(slug) : 0 });
  });

  // Rate limited in ./index.ts, before the body is parsed.
  router.post('/', async (req, res) => {
    const result = await writes.submitComment(req.body);
    if (!result.ok) {
      res.status(result.status).json({ message: result.message });
      return;
    }
    res.status(201).json(result.value);
  });
  router.put('/:id/approve', owner, async (req, res) => {
    const approved = await comments.approve(lookupKey(req.params.id, COMMENT_NOT_FOUND));
    if (!approved) throw notFound(COMMENT_NOT_FOUND);
    res.json(approved);
  });
  router.delete('/:id', owner, async (req, res) => {
    const removed = await comments.remove(lookupKey(req.params.id, COMMENT_NOT_FOUND));
    if (!removed) throw notFound(COMMENT_NOT_FOUND);
    res.json({ message: 'Comment deleted' });
  });

  return router;
}
