import { FormBoundary } from '../../lib/ui/FormBoundary';
import type { PublicComment } from '#common/types.ts';
import { preloadedLazy } from '../../lib/lazy-component';
import type { Settled } from '#common/settled.ts';
import { EMPTY_STATES } from '../../lib/page-errors';
import { ErrorNotice } from '../../lib/ui/ErrorNotice';
import type { CommentActionResult } from './CommentForm';
import { formatDate } from '#common/format-date.ts';
import styles from './comments.module.css';

// The form's code arrives beside the page's first download, not in it: the server renders the
// form whole, it works without JavaScript, and text typed before it hydrates is kept.
const CommentForm = preloadedLazy(() => import('./CommentForm').then((m) => m.CommentForm));

interface CommentsProps {
  slug: string;
  comments: Settled<PublicComment[]>;
  actionResult?: CommentActionResult;
}

/** Approved comments, oldest first, as plain text; then the form. */
export function Comments({ slug, comments, actionResult }: CommentsProps) {
  const list = comments.ok ? comments.data : [];
  return (
    <section className={styles.comments} aria-labelledby="comments-title">
      <h2 id="comments-title" className={styles.title}>
        Comments {comments.ok ? <span className={styles.count}>({list.length})</span> : null}
      </h2>
      {!comments.ok ? (
        <ErrorNotice
          title="Comments could not be loaded"
          message={comments.message}
          headingLevel={3}
        />
      ) : list.length === 0 ? (
        <p className={styles.empty}>{EMPTY_STATES.comments}</p>
      ) : (
        <ol className={styles.list}>
          {list.map((comment) => (
            <li key={comment._id} className={styles.comment}>
              <p className={styles.commentHead}>
                <span className={styles.author}>{comment.author}</span>
                <time dateTime={comment.createdAt}>{formatDate(comment.createdAt)}</time>
              </p>
              <p className={styles.content}>{comment.content}</p>
            </li>
          ))}
        </ol>
      )}
      <FormBoundary name="Comment form">
        <CommentForm slug={slug} actionResult={actionResult} />
      </FormBoundary>
    </section>
  );
}
