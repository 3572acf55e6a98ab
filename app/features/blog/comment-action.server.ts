import { data, type AppLoadContext } from 'react-router';
import { SLUG_MAX_LENGTH } from '../../../common/constants';
import { messages } from '../../../common/messages';
import { commentInputSchema, firstIssueMessage, isPossibleKey } from '../../../common/schemas';
import { readForm, UNREADABLE_FORM_MESSAGE } from '../../lib/read-form.server';
import type { CommentActionResult } from './CommentForm';

const BAD_REQUEST = 400;
const NOT_FOUND = 404;
const SERVICE_UNAVAILABLE = 503;
const POST_NOT_FOUND = 'Post not found';

/**
 * The comment form without JavaScript posts here (with JavaScript it calls /api/comments).
 * Same schema, same messages, same store as the API.
 */
export async function postCommentFromForm(
  context: Pick<AppLoadContext, 'stores'>,
  slug: string,
  request: Request,
) {
  // A slug that cannot exist (a NUL byte, too long) would only make the database fail.
  if (!isPossibleKey(slug, SLUG_MAX_LENGTH)) {
    return data<CommentActionResult>({ ok: false, message: POST_NOT_FOUND }, { status: NOT_FOUND });
  }
  const form = await readForm(request);
  if (!form) {
    return data<CommentActionResult>(
      { ok: false, message: UNREADABLE_FORM_MESSAGE },
      { status: BAD_REQUEST },
    );
  }
  const parsed = commentInputSchema.safeParse({
    postSlug: slug,
    author: form.get('author'),
    email: form.get('email'),
    content: form.get('content'),
  });
  if (!parsed.success) {
    return data<CommentActionResult>(
      { ok: false, message: firstIssueMessage(parsed.error) },
      { status: BAD_REQUEST },
    );
  }
  try {
    if (!(await context.stores.posts.getBySlug(slug))) {
      return data<CommentActionResult>(
        { ok: false, message: POST_NOT_FOUND },
        { status: NOT_FOUND },
      );
    }
    await context.stores.comments.create(parsed.data);
    return data<CommentActionResult>({ ok: true });
  } catch {
    return data<CommentActionResult>(
      { ok: false, message: messages.commentFailed },
      { status: SERVICE_UNAVAILABLE },
    );
  }
}
