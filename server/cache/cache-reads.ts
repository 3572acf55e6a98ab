import type { RequestHandler } from 'express';
import { cacheKeyOf } from './cacheable-request';
import { sendCached, type ResponseCache } from './response-cache';

/**
 * API reads through the response cache: a hit is answered at once; a miss runs the route, and
 * its JSON, if a plain 200, is kept; the reads that miss meanwhile wait for it. Errors and anything that is not `res.json` pass through.
 */
export function cacheReads(cache: ResponseCache): RequestHandler {
  return async (req, res, next) => {
    // The address as asked: Express routes the API by it, and the reads read nothing else.
    const key = cacheKeyOf(req);
    if (key === null) return next();
    const hit = cache.get(key);
    if (hit) return sendCached(req, res, hit, 'hit');
    let version = cache.version();
    if (req.method === 'GET') {
      const joined = cache.joinRender(key);
      if (joined.previous) return sendCached(req, res, joined.previous, 'stale');
      if (joined.own) {
        const own = joined.own;
        version = own.version;
        res.on('close', () => own.end());
      } else {
        const shared = await joined.shared;
        if (shared) return sendCached(req, res, shared, 'hit');
      }
    }
    const json = res.json.bind(res);
    res.json = (value: unknown) => {
      if (res.statusCode !== 200 || req.method !== 'GET') return json(value);
      cache
        .store(key, version, {
          contentType: 'application/json; charset=utf-8',
          headers: {},
          body: Buffer.from(JSON.stringify(value) ?? 'null'),
        })
        .then((entry) => sendCached(req, res, entry, 'miss'))
        .catch(next);
      return res;
    };
    next();
  };
}
