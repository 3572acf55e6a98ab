import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { formatDateTime } from '#common/format-date.ts';
import { ConsoleAnswer } from '../features/console/ConsoleAnswer';
import { consoleHeaders } from '../features/console/owner.server';
import { NEW_POST_ID, STATE_LABELS } from '../features/console/post-form';
import { postsListAction, postsListData } from '../features/console/posts.server';
import { useConfirmedSubmit } from '../features/console/use-confirmed-submit';
import styles from '../features/console/console.module.css';
import { consoleMeta, POSTS_PATH } from '../features/console/paths';
import type { Route } from './+types/admin.posts';

export const loader = ({ context, request }: Route.LoaderArgs) => postsListData(context, request);
export const action = ({ context, request }: Route.ActionArgs) => postsListAction(context, request);
export const headers = consoleHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('Posts', POSTS_PATH, matches[0].loaderData);

/** /admin/posts: every post with its state and date, to edit or delete, and "New post". */
export default function PostsPage() {
  const { posts } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { confirmFirst, dialog } = useConfirmedSubmit();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Posts</h1>
      <p className={styles.hint}>
        Drafts and scheduled posts are yours alone until they are published or their date comes.
      </p>
      <p>
        <Link to={`${POSTS_PATH}/${NEW_POST_ID}`} className="btn btn-primary">
          New post
        </Link>
      </p>
      <ConsoleAnswer answer={answer} />
      {dialog}
      {posts.length === 0 ? (
        <p className={styles.hint}>No posts yet.</p>
      ) : (
        <ol className={styles.queue} aria-label="Posts">
          {posts.map((post) => (
            <li key={post._id} className={styles.queued}>
              <div className={styles.queuedBody}>
                <p className={styles.projectName}>
                  <strong>{post.title}</strong>
                  <span className={styles.badge}>{STATE_LABELS[post.state]}</span>
                </p>
                <p className={styles.queuedMeta}>
                  {post.state === 'scheduled' ? 'Appears ' : ''}
                  <time dateTime={post.date}>{formatDateTime(post.date)}</time>
                </p>
                <Form
                  method="post"
                  className={styles.rowActions}
                  onSubmit={confirmFirst({
                    title: `Delete “${post.title}”?`,
                    message: 'A deleted post cannot be brought back; its address stops working.',
                    submitLabel: 'Delete',
                  })}
                >
                  <input type="hidden" name="id" value={post._id} />
                  <Link
                    to={`${POSTS_PATH}/${encodeURIComponent(post._id)}`}
                    className="btn btn-sm btn-ghost"
                  >
                    Edit<span className="visually-hidden"> {post.title}</span>
                  </Link>
                  <button
                    type="submit"
                    name="intent"
                    value="delete"
                    className="btn btn-sm btn-ghost"
                  >
                    Delete<span className="visually-hidden"> {post.title}</span>
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
