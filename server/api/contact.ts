import { Router } from 'express';
import { messages } from '#common/schemas.ts';
import type { VisitorWrites } from '#common/load-context.ts';

/** /api/contact: one visitor write (server/content/visitor-writes.ts), as JSON. */
export function contactRouter(writes: VisitorWrites): Router {
  const router = Router();
  // Rate limited in ./index.ts, before the body is parsed.
  router.post('/', async (req, res) => {
    const result = await writes.submitContact(req.body);
    if (!result.ok) {
      res.status(result.status).json({ message: result.message });
      return;
    }
    res.status(201).json({ message: messages.contactSent, _id: result.value._id });
  });
  return router;
}
