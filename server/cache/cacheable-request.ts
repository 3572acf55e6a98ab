import type { Request } from 'express';
import { carriesOwnerCookie } from '../auth/owner-context';

/**
 * Which requests the response cache may answer, and under which key. A cached answer is handed
 * to everybody who asks the same key, so whatever could make an answer differ between two
 * requests must be part of the key or keep the request away from the cache: the pages' renderer
 * hands React Router an anonymous read's method, path and query only (server/pages/render.ts),
 * and the API's reads depend on nothing else (docs/product.md#caching).
 */

/**
 * Longest key kept. A real page's or API read's address is far shorter (ids and slugs are at
 * most 200 characters); a longer one is a made-up query, not worth the memory of its key.
 */
export const CACHE_KEY_MAX_LENGTH = 512;

/**
 * Whether the request speaks for nobody in particular: the one place that decides it. An owner's
 * request (Authorization, or the console's signed session cookie, even once its session has
 * ended) may see more than a visitor: drafts, e-mail addresses, the link to the console.
 */
function isAnonymousRequest(req: Request): boolean {
  return !req.get('authorization') && !carriesOwnerCookie(req);
}

/** An anonymous read: the only kind of request the cache answers or learns from. */
export function isCacheableRequest(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && isAnonymousRequest(req);
}

/**
 * The key of an anonymous read: `asked` is the path and query that decide the answer (the
 * address as asked for the API, the address React Router renders for pages). Null when the
 * request must not touch the cache, or its key is over CACHE_KEY_MAX_LENGTH.
 */
export function cacheKeyOf(req: Request, asked: string = req.originalUrl): string | null {
  if (!isCacheableRequest(req) || asked.length > CACHE_KEY_MAX_LENGTH) return null;
  return asked;
}
