import { data, Link } from 'react-router';
import { pageMeta } from '../lib/seo';
import { siteOf } from '../lib/site-identity';
import ui from '../lib/ui/ui.module.css';
import type { Route } from './+types/not-found';

const NOT_FOUND = 404;
const TITLE = 'Page Not Found';

/** Any URL no other route matches: a real page, sent with status 404. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  return data({ canonical: `${context.publicUrl}${pathname}` }, { status: NOT_FOUND });
}

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(
    siteOf(matches),
    TITLE,
    'This page does not exist.',
    loaderData?.canonical ?? '/',
    {
      noindex: true,
    },
  );
}

export default function NotFound() {
  return (
    <main className={`container ${ui.page}`}>
      <div className={ui.notice}>
        <p className="eyebrow">Error 404</p>
        <h1 className={ui.errorTitle}>This page wandered off</h1>
        <p>The address may be mistyped, or the page has moved.</p>
        <div className={ui.actions}>
          <Link className="btn btn-primary" to="/">
            Go to Home
          </Link>
          <Link className="btn" to="/blog">
            Read the Blog
          </Link>
          <Link className="btn" to="/labs">
            Explore Labs
          </Link>
        </div>
      </div>
    </main>
  );
}
