import { Form, Link, useNavigation } from 'react-router';
import { useId } from 'react';
import type { AdminComment } from '#common/types.ts';
import { useConfirmFirst } from './use-confirm-first';
import styles from './console.module.css';

export type QueuedComment = AdminComment & { postTitle: string };

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The moderation queue: each comment with its post, its author's e-mail (shown only here) and
 * its own buttons, and boxes to act on several at once. A plain form, so it works before the
 * page's JavaScript has loaded; with it, deleting asks first in the site's dialog.
 */
export function CommentQueue({ comments }: { comments: QueuedComment[] }) {
  const busy = useNavigation().state === 'submitting';
  const headingId = useId();
  const { onSubmit: confirmDeletes, dialog } = useConfirmFirst((submitter, form) => {
    const deleting = submitter?.value === 'delete' || submitter?.value.startsWith('delete:');
    if (!deleting) return null;
    const ticked = new FormData(form).getAll('ids').length;
    const several = submitter?.value === 'delete' && ticked !== 1;
    return {
      title: several ? `Delete ${ticked} comments?` : 'Delete this comment?',
      message: 'A deleted comment cannot be brought back.',
      submitLabel: 'Delete',
    };
  });

  if (comments.length === 0) return <p className={styles.hint}>No comments yet.</p>;

  return (
    <>
      {/* Outside the form: the dialog's own buttons must not submit it. */}
      {dialog}
      <Form method="post" onSubmit={confirmDeletes} aria-labelledby={headingId}>
        <h2 id={headingId} className="visually-hidden">
          Comments
        </h2>
        <div className={styles.bulk} role="group" aria-label="With the ticked comments">
          <button
            type="submit"
            name="intent"
            value="approve"
            className="btn btn-sm"
            disabled={busy}
          >
            Approve ticked
          </button>
          <button
            type="submit"
            name="intent"
            value="unapprove"
            className="btn btn-sm"
            disabled={busy}
          >
            Unapprove ticked
          </button>
          <button type="submit" name="intent" value="delete" className="btn btn-sm" disabled={busy}>
            Delete ticked
          </button>
        </div>
        <ul className={styles.queue}>
          {comments.map((comment) => (
            <li key={comment._id} className={styles.queued} data-approved={comment.approved}>
              <input
                type="checkbox"
                name="ids"
                value={comment._id}
                className={styles.tick}
                aria-label={`Tick the comment by ${comment.author}`}
              />
              <div className={styles.queuedBody}>
                <p className={styles.queuedMeta}>
                  <span className={styles.badge}>{comment.approved ? 'Approved' : 'Waiting'}</span>{' '}
                  <strong>{comment.author}</strong> &lt;{comment.email}&gt; on{' '}
                  <Link to={`/blog/${encodeURIComponent(comment.postSlug)}#comments`}>
                    {comment.postTitle}
                  </Link>{' '}
                  · {dateTime.format(new Date(comment.createdAt))}
                </p>
                <p className={styles.queuedText}>{comment.content}</p>
                <div className={styles.rowActions}>
                  {comment.approved ? (
                    <RowButton action="unapprove" comment={comment} busy={busy} />
                  ) : (
                    <RowButton action="approve" comment={comment} busy={busy} primary />
                  )}
                  <RowButton action="delete" comment={comment} busy={busy} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </Form>
    </>
  );
}

const ROW_LABELS = { approve: 'Approve', unapprove: 'Unapprove', delete: 'Delete' };

/** A comment's own button: `row=<action>:<id>`, named for a screen reader by its author. */
function RowButton({
  action,
  comment,
  busy,
  primary = false,
}: {
  action: keyof typeof ROW_LABELS;
  comment: QueuedComment;
  busy: boolean;
  primary?: boolean;
}) {
  return (
    <button
      type="submit"
      name="row"
      value={`${action}:${comment._id}`}
      className={`btn btn-sm ${primary ? 'btn-primary' : 'btn-ghost'}`}
      disabled={busy}
    >
      {ROW_LABELS[action]}
      <span className="visually-hidden"> the comment by {comment.author}</span>
    </button>
  );
}
