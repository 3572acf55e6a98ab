import type { AppLoadContext } from 'react-router';
import { SLUG_MAX_LENGTH } from '#common/content-limits.ts';
import { messages } from '#common/messages.ts';
import { isPossibleKey } from '#common/schemas.ts';
import { answerVisitorForm, visitorFormRefusal } from '../../lib/visitor-form-action.server';

const NOT_FOUND = 404;

/**
 * The comment form without JavaScript posts here (with JavaScript it calls /api/comments); both
 * go through the same server function (`context.visitorWrites`), so rules, statuses and
 * messages are the same.
 */
export async function postCommentFromForm(
  context: Pick<AppLoadContext, 'visitorWrites'>,
  slug: string,
  request: Request,
) {
  // A URL naming a post that cannot exist (a NUL byte, too long) is not found, as a GET is.
  if (!isPossibleKey(slug, SLUG_MAX_LENGTH)) {
    return visitorFormRefusal(messages.postNotFound, NOT_FOUND);
  }
  return answerVisitorForm(request, (form) =>
    context.visitorWrites.submitComment({
      postSlug: slug,
      author: form.get('author'),
      email: form.get('email'),
      content: form.get('content'),
    }),
  );
}
