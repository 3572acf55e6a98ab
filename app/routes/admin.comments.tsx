import { useActionData, useLoaderData } from 'react-router';
import { moderationAction, moderationData } from '../features/console/comments.server';
import { CommentQueue } from '../features/console/CommentQueue';
import { consoleHeaders } from '../features/console/owner.server';
import { ConsoleAnswer } from '../features/console/ConsoleAnswer';
import styles from '../features/console/console.module.css';
import { consoleMeta } from '../features/console/paths';
import type { Route } from './+types/admin.comments';

export const loader = ({ context, request }: Route.LoaderArgs) => moderationData(context, request);
export const action = ({ context, request }: Route.ActionArgs) =>
  moderationAction(context, request);
export const headers = consoleHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('Comments', '/admin/comments', matches[0].loaderData);

export default function CommentsPage() {
  const { comments } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const waiting = comments.filter((comment) => !comment.approved).length;
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Comments</h1>
      <p className={styles.hint}>
        {waiting === 1 ? '1 comment is' : `${waiting} comments are`} waiting for approval.
      </p>
      <ConsoleAnswer answer={answer} />
      <CommentQueue comments={comments} />
    </main>
  );
}
