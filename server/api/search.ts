import { Router } from 'express';
import { readSearchQuery, SEARCH_QUERY_TOO_LONG_MESSAGE, type SiteSearch } from '#common/search.ts';
import { HttpError } from './middleware/errors';

/**
 * GET /api/search?q=: what the command palette shows as the visitor types. Anonymous answers
 * are kept by the response cache like every API read, until the content changes.
 */
export function searchRouter(search: SiteSearch): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const query = readSearchQuery(req.query.q);
    if (query === null) throw new HttpError(400, SEARCH_QUERY_TOO_LONG_MESSAGE);
    res.json({ query, results: await search.search(query) });
  });
  return router;
}
