/**
 * Where a page's social image (the 1200×630 PNG that link previews show) lives. The server draws
 * them (server/social); the pages name them in their `og:image` tags. A post's URL carries its
 * last update, so a changed title is a new URL and caches never show the old picture.
 */

import type { Profile } from './types';

export const SOCIAL_IMAGE_WIDTH_PX = 1200;
export const SOCIAL_IMAGE_HEIGHT_PX = 630;

/** The site's pages that have a card of their own, with the words it shows. */
export const SOCIAL_PAGES = {
  // The home page's card says what the owner's profile says (socialPageCard).
  home: { title: '', subtitle: 'Portfolio' },
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

/** What a page's card shows: the home page's, the owner's tagline and where they are. */
export function socialPageCard(
  page: SocialPage,
  profile: Pick<Profile, 'tagline' | 'location'>,
): { title: string; subtitle: string } {
  if (page !== 'home') return SOCIAL_PAGES[page];
  const subtitle = [SOCIAL_PAGES.home.subtitle, profile.location].filter(Boolean).join(' · ');
  return { title: profile.tagline, subtitle };
}

/**
 * A post's or the profile's version as URLs name it: its last update, or '' when that is
 * unreadable. A changed post or profile is a new card address.
 */
export function versionOf(updatedAt: string): string {
  const time = Date.parse(updatedAt);
  return Number.isFinite(time) ? time.toString(36) : '';
}

export const SOCIAL_IMAGE_ROOT = '/social';

/** A page's card; `version` (the profile's, versionOf) makes a new profile a new URL. */
export function socialPageImagePath(page: SocialPage, version = ''): string {
  const query = version ? `?v=${version}` : '';
  return `${SOCIAL_IMAGE_ROOT}/${page}.png${query}`;
}

/**
 * A post's card names both versions: its own, and the profile's (`profileVersion`, versionOf
 * its update: the byline is the owner's name).
 */
export function postCardVersion(postUpdatedAt: string, profileVersion: string): string {
  const post = versionOf(postUpdatedAt);
  return post ? `${post}-${profileVersion}` : '';
}

export function socialPostImagePath(
  slug: string,
  updatedAt: string,
  profileVersion: string,
): string {
  const version = postCardVersion(updatedAt, profileVersion);
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
