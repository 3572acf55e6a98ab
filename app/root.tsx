import faviconSvg from '../public/favicon.svg?raw';
import interLatinFont from './styles/fonts/inter-latin-400-800.woff2?url';
import {
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { readProfile } from './lib/profile.server';
import { siteIdentityOf, useSite } from './lib/site-identity';
import { ErrorScreen } from './shell/ErrorScreen';
import { PageStyles } from './shell/PageStyles';
import { Shell } from './shell/Shell';
import { prePaintThemeScript } from './shell/theme/pre-paint-script';
import './styles/global.css';

/**
 * The pre-paint script, written by the server only: the browser keeps the text it was sent, and
 * an unchanging value lets React leave it alone (nor ship the code that builds it).
 */
const PRE_PAINT_SCRIPT = { __html: import.meta.env.SSR ? prePaintThemeScript() : '' };

/**
 * The icon travels inside the HTML (243 bytes): as a file the browser fetches it just after the
 * first paint, one more round trip in the page's critical chain. The browser takes the value the
 * server sent, so the page hydrates with the same link and ships no copy of the icon.
 */
const FAVICON_HREF = import.meta.env.SSR
  ? `data:image/svg+xml,${encodeURIComponent(faviconSvg)}`
  : document.querySelector<HTMLLinkElement>('link[rel=icon]')?.href;

/**
 * Values every page needs in its document head, the owner's profile as every page shows it (read
 * on each render: a cached page is stale once the profile changes), and whether the owner is
 * signed in.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return {
    publicUrl: context.publicUrl,
    ownerSignedIn: context.owner.signedIn !== null,
    site: siteIdentityOf(await readProfile(context)),
  };
}

// The public URL never changes while the app runs; being signed in, and the profile, change
// only by a form (signing in or out, the console's profile), so navigations need not ask again.
export function shouldRevalidate({ formMethod }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod.toUpperCase() !== 'GET';
}

export const links: Route.LinksFunction = () => [
  // The Latin text face is needed by every page: fetch it with the HTML, not after the CSS.
  {
    rel: 'preload',
    href: interLatinFont,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous',
  },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const publicUrl = data?.publicUrl ?? '';
  const siteName = data?.site.name ?? '';
  return (
    // The pre-paint script adds the theme's colours and the `js` class to <html> before React
    // hydrates, so those attributes legitimately differ from the server's.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark" />
        <meta name="theme-color" content="#0b1020" />
        <script suppressHydrationWarning dangerouslySetInnerHTML={PRE_PAINT_SCRIPT} />
        {/* The SVG inline; favicon.ico (public/) for browsers that ask for it by name. */}
        <link rel="icon" type="image/svg+xml" href={FAVICON_HREF} />
        <link
          rel="alternate"
          type="application/rss+xml"
          title={`${siteName}: Blog`}
          href={`${publicUrl}/rss.xml`}
        />
        <Meta />
        <PageStyles />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** The router's default error screen for anything no route handled itself. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const site = useSite();
  return (
    <Shell>
      <ErrorScreen error={error} siteName={site.name} />
    </Shell>
  );
}
