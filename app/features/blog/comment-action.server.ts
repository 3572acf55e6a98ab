import { data, type AppLoadContext } from 'react-router';
import { messages } from '../../../common/messages';
import { commentInputSchema, firstIssueMessage } from '../../../common/schemas';
import type { CommentActionResult } from './CommentForm';

const BAD_REQUEST = 400;
const NOT_FOUND = 404;
const SERVICE_UNAVAILABLE = 503;

/**
 * The comment form without JavaScript posts here (with JavaScript it calls /api/comments).
 * Same schema, same messages, same store as the API.
 */
export async function postCommentFromForm(
  context: Pick<AppLoadContext, 'stores'>,
  slug: string,
  form: FormData,
) {
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
        { ok: false, message: 'Post not found' },
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
