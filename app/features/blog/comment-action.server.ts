import { data, type AppLoadContext } from 'react-router';
import { SLUG_MAX_LENGTH } from '../../../common/content-limits';
import { messages } from '../../../common/messages';
import { isPossibleKey } from '../../../common/schemas';
import { readForm, UNREADABLE_FORM_MESSAGE } from '../../lib/read-form.server';
import type { CommentActionResult } from './CommentForm';

const BAD_REQUEST = 400;
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
    return data<CommentActionResult>(
      { ok: false, message: messages.postNotFound },
      { status: NOT_FOUND },
    );
  }
  const form = await readForm(request);
  if (!form) {
    return data<CommentActionResult>(
      { ok: false, message: UNREADABLE_FORM_MESSAGE },
      { status: BAD_REQUEST },
    );
  }
  const result = await context.visitorWrites.submitComment({
    postSlug: slug,
    author: form.get('author'),
    email: form.get('email'),
    content: form.get('content'),
  });
  if (!result.ok) {
    return data<CommentActionResult>(
      { ok: false, message: result.message },
      { status: result.status },
    );
  }
  return data<CommentActionResult>({ ok: true });
}
