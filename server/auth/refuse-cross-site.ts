import type { RequestHandler } from 'express';

export const CROSS_SITE_MESSAGE = 'Console changes must be made from the console itself.';

/** Browsers say where a request comes from; nothing but the site's own pages may change things. */
const SAME_SITE_FETCHES = new Set(['same-origin', 'none']);

/**
 * The console's writes refuse another site's pages, on top of the cookie's SameSite=Lax (which a
 * sibling subdomain or an old browser does not stop): `Sec-Fetch-Site` when the browser sends it,
 * else `Origin`. A request with neither comes from no browser page, and carries no one's cookie.
 */
export function refuseCrossSite(publicUrl: string): RequestHandler {
  const ownOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const fetchSite = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const crossSite = fetchSite
      ? !SAME_SITE_FETCHES.has(fetchSite.toLowerCase())
      : origin !== undefined && origin !== ownOrigin;
    if (!crossSite) return next();
    res.status(403).json({ message: CROSS_SITE_MESSAGE });
  };
}
