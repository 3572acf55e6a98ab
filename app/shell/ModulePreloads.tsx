import { useContext } from 'react';
import { UNSAFE_FrameworkContext as FrameworkContext, useMatches } from 'react-router';

/**
 * The page's scripts, announced at low priority ahead of React Router's own preload links for the
 * same files (a module is fetched once, by the first of them). The page is complete HTML and
 * its first paint needs none of them: at high priority they would compete with the document's
 * own images and fonts on a slow connection, for code that only hydrates what is already shown.
 * Rendered on the server only (root.tsx): in the browser React Router loads the modules of later
 * navigations itself.
 */
export function ModulePreloads() {
  const framework = useContext(FrameworkContext);
  const matches = useMatches();
  if (!framework) return null;
  const { entry, routes } = framework.manifest;
  const hrefs = new Set([entry.module, ...entry.imports]);
  for (const match of matches) {
    const route = routes[match.id];
    if (!route) continue;
    hrefs.add(route.module);
    route.imports?.forEach((href) => hrefs.add(href));
  }
  return [...hrefs].map((href) => (
    <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
  ));
}
