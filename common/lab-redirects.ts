import { withoutTrailingSlashes } from '../common/trailing-slashes';

/**
 * Where the lab routes of docs/product.md#labs send the visitor. The pages are static files under
 * build/client; their paths end in .html, which the redirects never produce from a path that
 * already ends in .html, so there is no loop.
 */
const ALGO_INDEX_PAGE = '/algo/index.html';
const FLUXBUILDER_PAGE = '/fluxbuilder/index.html';

const ALGO_PAGES: Readonly<Record<string, string>> = {
  bfs: '/algo/bfs.html',
  'bfs-2': '/algo/bfs-2.html',
  dfs: '/algo/dfs.html',
  dijkstra: '/algo/dijkstra.html',
};

/** Every static page under /algo/, as built. */
const ALGO_FILES = new Set([
  'index.html',
  'rbtree.html',
  ...Object.values(ALGO_PAGES).map((page) => page.slice('/algo/'.length)),
]);

export type LabRouteId = 'fluxbuilder' | 'algo' | 'algo-page';

/**
 * The page a lab route redirects to, keeping the query (so a shared grid link survives), or
 * null when the request names one of the static pages itself: that file is served before the
 * router, so reaching here means it is missing (the labs were not built) and redirecting
 * would loop.
 */
export function labRedirectTarget(routeId: LabRouteId, url: URL): string | null {
  const rest = withoutTrailingSlashes(url.pathname.replace(/^\/algo\/?/, ''));
  if (routeId === 'algo-page' && ALGO_FILES.has(rest)) return null;
  const page =
    routeId === 'fluxbuilder'
      ? FLUXBUILDER_PAGE
      : routeId === 'algo'
        ? ALGO_INDEX_PAGE
        : (ALGO_PAGES[rest] ?? ALGO_INDEX_PAGE);
  return page + url.search;
}
