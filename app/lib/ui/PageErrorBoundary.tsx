import { Link, useLocation } from 'react-router';
import { toPageError } from '../page-errors';
import { ErrorNotice } from './ErrorNotice';
import ui from './ui.module.css';

interface PageErrorBoundaryProps {
  error: unknown;
  title: string;
  /** Where the visitor can go instead, e.g. back to the blog. */
  backTo?: { href: string; label: string };
}

/** A route's error screen: its humorous title plus the error, inside the page container. */
export function PageErrorBoundary({ error, title, backTo }: PageErrorBoundaryProps) {
  const { message } = toPageError(error);
  const location = useLocation();
  return (
    <main className={`container ${ui.page}`}>
      <ErrorNotice title={title} message={message}>
        <a className="btn btn-primary" href={`${location.pathname}${location.search}`}>
          Try again
        </a>
        {backTo ? (
          <Link className="btn" to={backTo.href}>
            {backTo.label}
          </Link>
        ) : null}
      </ErrorNotice>
    </main>
  );
}
