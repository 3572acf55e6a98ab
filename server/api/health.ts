import { Router } from 'express';
import type { Database } from '../db/client';
import type { Logger } from '../logger';

/** /api/health: answers ok only after the database answered a ping. */
export function healthRouter(database: Database, logger: Logger): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    try {
      await database.ping();
    } catch (error) {
      logger.warn({ err: error }, 'Health check: database ping failed');
      res.status(503).json({ message: 'Database unavailable' });
      return;
    }
    res.json({ status: 'ok' });
  });
  return router;
}
