/**
 * The navigation bar's entries (docs/product.md#global-shell "Global shell"). Route entries link to their page;
 * section entries scroll to a home-page section, or go to /#section from any other route.
 */
import type { HomeSection } from '../palette/commands';

export type NavItem =
  | { label: string; kind: 'route'; to: string; alsoActiveOn?: readonly string[] }
  | { label: string; kind: 'section'; section: HomeSection };

/** The lab tools are reached from /labs, so Labs stays highlighted while using them. */
const LAB_ROUTES = ['/collab', '/whiteboard', '/editor', '/ide'] as const;

export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Labs', kind: 'route', to: '/labs', alsoActiveOn: LAB_ROUTES },
  { label: 'Projects', kind: 'route', to: '/projects' },
  { label: 'Personal Projects', kind: 'route', to: '/personal-projects' },
  { label: 'Blog', kind: 'route', to: '/blog' },
  { label: 'About', kind: 'section', section: 'about' },
  { label: 'Contact', kind: 'section', section: 'contact' },
];

/** True when `pathname` is `base` or below it (/blog/x is under /blog; /blogger is not). */
export function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Whether a route entry marks the current page (section entries never do). */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.kind !== 'route') return false;
  return [item.to, ...(item.alsoActiveOn ?? [])].some((base) => isUnder(pathname, base));
}

export function sectionHref(section: HomeSection): string {
  return `/#${section}`;
}
