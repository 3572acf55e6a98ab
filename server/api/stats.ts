import { Router, type RequestHandler } from 'express';
import { statCreateSchema, statUpdateSchema } from '#common/admin-schemas.ts';
import type { StatStore } from '#common/stores.ts';
import { statListQuery } from './middleware/query';
import { parseQuery } from './middleware/validate';
import { addRecordRoutes } from './record-routes';

const STAT_NOT_FOUND = 'Stat not found';

/** /api/stats/stats (the doubled segment is the path of docs/product.md#rest-api): ordered by `order`. */
export function statsRouter(stats: StatStore, owner: RequestHandler): Router {
  const router = Router();

  router.get('/stats', async (req, res) => {
    const { active } = parseQuery(statListQuery, req.query);
    res.json(await stats.list({ activeOnly: active }));
  });
  addRecordRoutes(router, '/stats', owner, {
    store: stats,
    createSchema: statCreateSchema,
    updateSchema: statUpdateSchema,
    notFoundMessage: STAT_NOT_FOUND,
    deletedMessage: 'Stat deleted',
  });
  return router;
}
