import type { RequestHandler } from 'express';
import type { AudienceCounter } from './counter';
import { answeredAPage, countedPathOf, isExcludedVisitor, referrerHostOf } from './what-counts';

/**
 * The one place views are counted: in front of the pages' handler, which answers both from the
 * page cache and by rendering, so a view counts the same either way. The view is counted once
 * the answer is finished and known to be a page (server/audience/what-counts.ts).
 */
export function countPageViews(counter: AudienceCounter, publicUrl: string): RequestHandler {
  // The site's own host is PUBLIC_URL's, never the request's Host: that is the visitor's to say.
  const ownHosts = [new URL(publicUrl).hostname.toLowerCase()];
  return (req, res, next) => {
    if (req.method === 'GET') {
      const path = countedPathOf(req);
      if (path !== null && !isExcludedVisitor(req)) {
        res.once('finish', () => {
          const contentType = String(res.getHeader('content-type') ?? '');
          if (!answeredAPage(req, res.statusCode, contentType)) return;
          counter.count({
            path,
            referrerHost: referrerHostOf(req, ownHosts),
            address: req.ip ?? '',
            userAgent: req.get('user-agent') ?? '',
          });
        });
      }
    }
    next();
  };
}
