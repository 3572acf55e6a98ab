import type { Request } from 'express';
import { isbot } from 'isbot';
import { scopeFromHandshake } from '#common/realtime/index.ts';
import { PREVIEW_PATH_PREFIX } from '#common/post-paths.ts';
import { normalizePath } from '#common/realtime/room-path.ts';
import { carriesOwnerCookie } from '../auth/owner-context';

/**
 * Which answers count as a page view (docs/product.md#audience), read from the request and the
 * finished response: a public page a person asked for, answered in full (200) or confirmed
 * unchanged (304, the browser shows its copy). Client-side navigations fetch a page's data
 * (`/path.data`) instead of its HTML and count the same.
 */

/**
 * Not audience pages: the owner's console is nobody's audience, and a draft's preview link is a
 * secret address (its token must not be stored as a page).
 */
const PRIVATE_PREFIXES = ['/admin', PREVIEW_PATH_PREFIX];
/** React Router's data address of the index route (`/` navigated to on the client). */
const ROOT_DATA_PATH = '/_root.data';
const DATA_SUFFIX = '.data';
/** Longest path kept; a real page's address is far shorter (slugs are at most 200 characters). */
const COUNTED_PATH_MAX_LENGTH = 300;

/**
 * isbot's verdicts by user agent: a site sees few distinct user agents, and the list's pattern
 * is the dearest part of counting a view. Emptied when full, so a flood of made-up ones costs
 * memory no longer than that.
 */
const botVerdicts = new Map<string, boolean>();
const BOT_VERDICTS_MAX = 1_000;

function isBot(userAgent: string): boolean {
  let verdict = botVerdicts.get(userAgent);
  if (verdict === undefined) {
    if (botVerdicts.size >= BOT_VERDICTS_MAX) botVerdicts.clear();
    verdict = isbot(userAgent);
    botVerdicts.set(userAgent, verdict);
  }
  return verdict;
}

/** Requests whose sender asked not to be counted, or that no person asked for. */
export function isExcludedVisitor(req: Request): boolean {
  if (req.get('sec-gpc') === '1' || req.get('dnt') === '1') return true;
  // Chromium says Sec-Purpose (prefetch, prefetch;prerender); Firefox and older ones Purpose.
  if (
    /prefetch/i.test(req.get('sec-purpose') ?? '') ||
    /prefetch/i.test(req.get('purpose') ?? '')
  ) {
    return true;
  }
  if (req.get('authorization') || carriesOwnerCookie(req)) return true;
  return isBot(req.get('user-agent') ?? '');
}

/**
 * The page path a view is counted under, or null when the request is not for a page: the
 * path without its query, a data request's page, a room page under its tool (`/collab/*`: one
 * row per tool, not per room, and a room's name is not an audience figure).
 */
export function countedPathOf(req: Request): string | null {
  let path = req.path;
  const isData = path.endsWith(DATA_SUFFIX);
  if (path === ROOT_DATA_PATH) path = '/';
  else if (isData) path = path.slice(0, -DATA_SUFFIX.length);
  path = normalizePath(path);
  if (path.length > COUNTED_PATH_MAX_LENGTH) return null;
  if (PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
    return null;
  }
  const scope = scopeFromHandshake(path)?.scope;
  if (scope?.kind === 'room') return `${path.slice(0, path.lastIndexOf('/'))}/*`;
  return path;
}

/** Whether the finished answer is a page (or a page's data) the visitor now reads. */
export function answeredAPage(req: Request, status: number, contentType: string): boolean {
  if (req.method !== 'GET') return false;
  const isData = req.path.endsWith(DATA_SUFFIX);
  if (status === 200) return isData || contentType.startsWith('text/html');
  // A 304 carries no Content-Type: a document request is one that accepts HTML.
  if (status === 304) return isData || (req.get('accept') ?? '').includes('text/html');
  return false;
}

/**
 * The referrer's host, when another site sent the visitor; null for none, our own (the public
 * address's, or the one the request was sent to: `ownHosts`), or
 * anything that is not a web address. Only the host is ever kept.
 */
export function referrerHostOf(req: Request, ownHosts: string[]): string | null {
  const referrer = req.get('referer');
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    const host = url.hostname.toLowerCase();
    return ownHosts.includes(host) || host === '' ? null : host.slice(0, 253);
  } catch {
    return null;
  }
}
