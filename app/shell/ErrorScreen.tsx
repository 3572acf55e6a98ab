import { ArrowLeft, House } from 'lucide';
import { Icon } from '#app/lib/ui/Icon.tsx';
import { isRouteErrorResponse, Link } from 'react-router';
import { describeResponseError, describeThrownError } from './error-copy';
import styles from './error-screen.module.css';

/** The root error boundary's screen: status-aware, inside the shell, with a way back. */
export function ErrorScreen({ error, siteName }: { error: unknown; siteName: string }) {
  const copy = isRouteErrorResponse(error)
    ? describeResponseError(error)
    : describeThrownError(error);
  const stack =
    import.meta.env.DEV && error instanceof Error && error.stack ? error.stack : undefined;
  return (
    <main className={styles.screen}>
      <title>{siteName ? `${copy.title} | ${siteName}` : copy.title}</title>
      <p className={styles.code} aria-hidden="true">
        {copy.status}
      </p>
      <h1 className={styles.title}>{copy.title}</h1>
      <p className={styles.message}>{copy.message}</p>
      <div className={styles.actions}>
        <Link to="/" className="btn btn-primary">
          <Icon drawing={House} size={16} aria-hidden="true" />
          Back to home
        </Link>
        <Link to="/blog" className="btn">
          <Icon drawing={ArrowLeft} size={16} aria-hidden="true" />
          Read the blog
        </Link>
      </div>
      {stack && <pre className={styles.stack}>{stack}</pre>}
    </main>
  );
}
