import { Form, NavLink } from 'react-router';
import styles from './console.module.css';

const PAGES = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/comments', label: 'Comments', end: false },
  { to: '/admin/inbox', label: 'Inbox', end: false },
  { to: '/admin/posts', label: 'Posts', end: false },
  { to: '/admin/profile', label: 'Profile', end: false },
  { to: '/admin/projects', label: 'Projects', end: false },
  { to: '/admin/images', label: 'Images', end: false },
  { to: '/admin/audience', label: 'Audience', end: false },
  { to: '/admin/devices', label: 'Devices', end: false },
];

export function ConsoleNav() {
  return (
    <nav className={styles.nav} aria-label="Console">
      <ul className={styles.navList}>
        {PAGES.map((page) => (
          <li key={page.to}>
            <NavLink to={page.to} end={page.end} className={styles.navLink}>
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <Form method="post" action="/admin/sign-out">
        <button type="submit" className="btn btn-ghost btn-sm">
          Sign out
        </button>
      </Form>
    </nav>
  );
}
