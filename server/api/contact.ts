import { Router } from 'express';
import { contactInputSchema, firstIssueMessage, messages } from '../../common/schemas';
import type { ContactStore } from '../content/stores';
import type { Logger } from '../logger';
import type { ContactMailer } from '../mail/contact-mailer';
import { parseBody } from './middleware/validate';

/**
 * /api/contact: the message is stored before anything else, so it is kept whatever happens to
 * the e-mail; forwarding runs after the answer and retries on its own.
 */
export function contactRouter(deps: {
  contact: ContactStore;
  mailer: ContactMailer;
  logger: Logger;
}): Router {
  const router = Router();
  // Rate limited in ./index.ts, before the body is parsed.
  router.post('/', async (req, res) => {
    const input = parseBody(contactInputSchema, req.body, firstIssueMessage);
    const stored = await deps.contact.create(input);
    res.status(201).json({ message: messages.contactSent, _id: stored._id });
    deps.mailer.deliver(stored._id).catch((error: unknown) => {
      deps.logger.error({ err: error }, 'Contact message forwarding failed unexpectedly');
    });
  });
  return router;
}
