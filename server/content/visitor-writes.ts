import { SLUG_MAX_LENGTH } from '#common/content-limits.ts';
import { messages } from '#common/messages.ts';
import {
  commentInputSchema,
  contactInputSchema,
  firstIssueMessage,
  isPossibleKey,
} from '#common/schemas.ts';
import type { ContactMessage } from '#common/types.ts';
import type { Logger } from '../logger';
import type { ContactMailer } from '../mail/contact-mailer';
import { checkBody } from './check-body';
import type { VisitorWrites } from '#common/load-context.ts';
import type { Stores } from '#common/stores.ts';

/**
 * The one path of each visitor write, behind both the REST API (/api/comments, /api/contact)
 * and the pages' form actions (through the load context), so the two can never disagree on a
 * rule, a status or a message. A store that fails is logged and answered with 503 and the
 * form's own 'please try again' message; nothing typed is lost on the page, which keeps it.
 */
export function createVisitorWrites(deps: {
  stores: Pick<Stores, 'posts' | 'comments' | 'contact'>;
  mailer: ContactMailer;
  logger: Logger;
}): VisitorWrites {
  const { stores, mailer, logger } = deps;
  const unavailable = (error: unknown, what: string, message: string) => {
    logger.error({ err: error }, `Storing a ${what} failed`);
    return { ok: false as const, status: 503 as const, message };
  };

  return {
    async submitComment(input) {
      const checked = checkBody(commentInputSchema, input, firstIssueMessage);
      if (!checked.ok) return { ok: false, status: 400, message: checked.message };
      const comment = checked.data;
      // A slug that cannot exist (too long) would only make the database fail.
      if (!isPossibleKey(comment.postSlug, SLUG_MAX_LENGTH)) {
        return { ok: false, status: 404, message: messages.postNotFound };
      }
      try {
        if (!(await stores.posts.getBySlug(comment.postSlug))) {
          return { ok: false, status: 404, message: messages.postNotFound };
        }
        return { ok: true, value: await stores.comments.create(comment) };
      } catch (error) {
        return unavailable(error, 'comment', messages.commentFailed);
      }
    },

    async submitContact(input) {
      const checked = checkBody(contactInputSchema, input, firstIssueMessage);
      if (!checked.ok) return { ok: false, status: 400, message: checked.message };
      let stored: ContactMessage;
      try {
        stored = await stores.contact.create(checked.data);
      } catch (error) {
        return unavailable(error, 'contact message', messages.contactFailed);
      }
      // Stored first, so it is kept whatever happens to the e-mail; forwarding retries itself.
      mailer.deliver(stored._id).catch((error: unknown) => {
        logger.error({ err: error }, 'Contact message forwarding failed unexpectedly');
      });
      return { ok: true, value: stored };
    },
  };
}
