import { Link, useLoaderData } from 'react-router';
import { consoleHeaders } from '../features/console/owner.server';
import { dashboardData } from '../features/console/console.server';
import styles from '../features/console/console.module.css';
import { consoleMeta } from '../features/console/paths';
import { ReadingNowPanel } from '../features/console/ReadingNowPanel';
import type { Route } from './+types/admin._index';

export const loader = ({ context, request }: Route.LoaderArgs) => dashboardData(context, request);
export const headers = consoleHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('Console', '/admin', matches[0].loaderData);

export default function Dashboard() {
  const { pendingComments, unreadMessages, posts, projects, hiddenProjects } =
    useLoaderData<typeof loader>();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Dashboard</h1>
      <ul className={styles.figures}>
        <li className={styles.figure}>
          <Link to="/admin/comments" className={styles.figureLink}>
            <span className={styles.count}>{pendingComments}</span>
            {pendingComments === 1 ? 'comment' : 'comments'} waiting for approval
          </Link>
        </li>
        <li className={styles.figure}>
          <Link to="/admin/inbox" className={styles.figureLink}>
            <span className={styles.count}>{unreadMessages}</span>
            unread {unreadMessages === 1 ? 'message' : 'messages'}
          </Link>
        </li>
        <li className={styles.figure}>
          <span className={styles.count}>{posts}</span> posts
        </li>
        <li className={styles.figure}>
          <Link to="/admin/projects" className={styles.figureLink}>
            <span className={styles.count}>{projects}</span>
            {projects === 1 ? 'project' : 'projects'}
            {hiddenProjects > 0 && `, ${hiddenProjects} hidden`}
          </Link>
        </li>
      </ul>
      <ReadingNowPanel />
      <p>
        <Link to="/admin/devices">Your signed-in devices</Link>
      </p>
    </main>
  );
}
