import { redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { labRedirectTarget, type LabRouteId } from '#common/lab-redirects.ts';

/**
 * /fluxbuilder, /algo and /algo/*: HTTP redirects to the static lab pages (built from
 * labs-static/ by vite.labs.config.ts and served from build/client before the router).
 * redirectDocument, not redirect: the targets are not router routes, so even a client-side
 * navigation must load them as documents.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const routeId = routeIdOf(request);
  const target = labRedirectTarget(routeId, new URL(request.url));
  if (target === null) {
    return new Response('This lab page is missing: the static labs are built by `npm run build`.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return redirectDocument(target);
}

/** The module serves three routes of app/routes.ts; the path says which one matched. */
function routeIdOf(request: Request): LabRouteId {
  const { pathname } = new URL(request.url);
  if (/^\/fluxbuilder\/?$/.test(pathname)) return 'fluxbuilder';
  if (/^\/algo\/?$/.test(pathname)) return 'algo';
  return 'algo-page';
}
