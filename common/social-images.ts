/**
 * Where a page's social image (the 1200×630 PNG that link previews show) lives. The server draws
 * them (server/social); the pages name them in their `og:image` tags. A post's URL carries its
 * last update, so a changed title is a new URL and caches never show the old picture.
 */

import { site } from './site';

export const SOCIAL_IMAGE_WIDTH_PX = 1200;
export const SOCIAL_IMAGE_HEIGHT_PX = 630;

/** The site's pages that have a card of their own, with the words it shows. */
export const SOCIAL_PAGES = {
  home: { title: site.tagline, subtitle: `Portfolio · ${site.location}` },
  projects: { title: 'Projects', subtitle: 'Client work: products, platforms and design systems' },
  'personal-projects': {
    title: 'Personal projects',
    subtitle: 'Things built for fun and to learn',
  },
  blog: { title: 'Blog', subtitle: 'Notes on TypeScript, React, Node and the web platform' },
  labs: {
    title: 'Labs',
    subtitle: 'Live collaboration, a code editor and algorithms, in the browser',
  },
} as const;

export type SocialPage = keyof typeof SOCIAL_PAGES;

export const SOCIAL_IMAGE_ROOT = '/social';

export function socialPageImagePath(page: SocialPage): string {
  return `${SOCIAL_IMAGE_ROOT}/${page}.png`;
}

/** A post's version as its card URL names it: its last update, or '' when that is unreadable. */
export function postVersion(updatedAt: string): string {
  const time = Date.parse(updatedAt);
  return Number.isFinite(time) ? time.toString(36) : '';
}

export function socialPostImagePath(slug: string, updatedAt: string): string {
  const version = postVersion(updatedAt);
  const query = version ? `?v=${version}` : '';
  return `${SOCIAL_IMAGE_ROOT}/blog/${encodeURIComponent(slug)}.png${query}`;
}

/** A project case study's card: unversioned (a project keeps no update time), so kept an hour. */
export function socialProjectImagePath(slug: string): string {
  return `${SOCIAL_IMAGE_ROOT}/projects/${encodeURIComponent(slug)}.png`;
}

export function isSocialPage(name: string): name is SocialPage {
  return Object.hasOwn(SOCIAL_PAGES, name);
}
