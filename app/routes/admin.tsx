import { Outlet } from 'react-router';
import { ConsoleNav } from '../features/console/ConsoleNav';
import { consoleHeaders, requireOwner } from '../features/console/owner.server';
import styles from '../features/console/console.module.css';
import type { Route } from './+types/admin';

export function loader({ context, request }: Route.LoaderArgs) {
  return { device: requireOwner(context, request).device };
}
export const headers = consoleHeaders;

/** Every console page but sign-in: the console's own navigation above the page. */
export default function ConsoleLayout() {
  return (
    <div className={styles.console}>
      <ConsoleNav />
      <Outlet />
    </div>
  );
}
