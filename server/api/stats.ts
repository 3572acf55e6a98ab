import { Router, type RequestHandler } from 'express';
import { statCreateSchema, statUpdateSchema } from '../../common/admin-schemas';
import type { Stat } from '../../common/types';
import type { StatStore } from '../../common/stores';
import { notFound } from './middleware/errors';
import { statListQuery } from './middleware/query';
import { lookupKey, parseBody, parseQuery } from './middleware/validate';

const STAT_NOT_FOUND = 'Stat not found';

/** /api/stats/stats (the doubled segment is the path of docs/product.md#rest-api): ordered by `order`. */
export function statsRouter(stats: StatStore, owner: RequestHandler): Router {
  const router = Router();

  router.get('/stats', async (req, res) => {
    const { active } = parseQuery(statListQuery, req.query);
    res.json(await stats.list({ activeOnly: active }));
  });
  router.get('/stats/:id', async (req, res) => {
    res.json(found(await stats.get(lookupKey(req.params.id, STAT_NOT_FOUND))));
  });

  router.post('/stats', owner, async (req, res) => {
    res.status(201).json(await stats.create(parseBody(statCreateSchema, req.body)));
  });
  router.put('/stats/:id', owner, async (req, res) => {
    const id = lookupKey(req.params.id, STAT_NOT_FOUND);
    res.json(found(await stats.update(id, parseBody(statUpdateSchema, req.body))));
  });
  router.delete('/stats/:id', owner, async (req, res) => {
    const removed = await stats.remove(lookupKey(req.params.id, STAT_NOT_FOUND));
    if (!removed) throw notFound(STAT_NOT_FOUND);
    res.json({ message: 'Stat deleted' });
  });

  return router;
}

function found(stat: Stat | null): Stat {
  if (!stat) throw notFound(STAT_NOT_FOUND);
  return stat;
}
