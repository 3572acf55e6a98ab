import { Router } from 'express';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import type { RoomStorage } from '../realtime';
import { ownerIfPresented } from './middleware/auth';

/**
 * /api/health: answers ok only after the database answered a ping. Load balancers poll it, so
 * anonymous callers get that alone; the owner (bearer token) also gets the room storage total,
 * read from the database then (docs/product.md#health-api).
 */
export function healthRouter(deps: {
  database: Database;
  logger: Logger;
  adminToken: string | undefined;
  roomStorage: Pick<RoomStorage, 'refresh' | 'usage'>;
}): Router {
  const { database, logger, adminToken, roomStorage } = deps;
  const router = Router();
  router.get('/', async (req, res) => {
    const owner = ownerIfPresented(req, adminToken);
    try {
      await database.ping();
    } catch (error) {
      logger.warn({ err: error }, 'Health check: database ping failed');
      res.status(503).json({ message: 'Database unavailable' });
      return;
    }
    if (!owner) {
      res.json({ status: 'ok' });
      return;
    }
    await roomStorage.refresh();
    res.json({ status: 'ok', roomStorage: roomStorage.usage() });
  });
  return router;
}
