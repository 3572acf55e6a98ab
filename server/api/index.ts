import express from 'express';
import { API_JSON_BODY_LIMIT_BYTES } from '../limits/bounds';
import { cacheReads } from '../cache/cache-reads';
import type { ResponseCache } from '../cache/response-cache';
import type { Config } from '../config';
import type { Stores } from '#common/stores.ts';
import type { Database } from '../db/client';
import type { Limiters } from '../limits/limiter';
import type { Logger } from '../logger';
import type { VisitorWrites } from '#common/load-context.ts';
import type { RealtimeStore, RoomStorage } from '../realtime';
import { blogRouter } from './blog';
import { commentsRouter } from './comments';
import { contactRouter } from './contact';
import { healthRouter } from './health';
import { ownerIfPresented, requireOwner } from './middleware/auth';
import { refuseDeclaredOversize } from './middleware/body-limit';
import { errorHandler, unknownRoute } from './middleware/errors';
import { writeRateLimit } from './middleware/rate-limit';
import { projectsRouter } from './projects';
import { roomsRouter } from './rooms';
import { searchRouter } from './search';
import type { SiteSearch } from '#common/search.ts';
import { statsRouter } from './stats';

export interface ApiDeps {
  config: Config;
  logger: Logger;
  database: Database;
  stores: Stores;
  /** Comments and contact messages: one path shared with the pages' form actions. */
  visitorWrites: VisitorWrites;
  /** Visitor write limits (shared by every instance with REDIS_URL). */
  limiters: Limiters;
  /** Keeps anonymous reads until the content changes (absent: nothing is cached). */
  cache?: ResponseCache;
  /** Site search (GET /api/search). */
  search: SiteSearch;
  /** The owner's room calls: keeping a room, the storage total in /api/health. */
  rooms: {
    store: Pick<RealtimeStore, 'setRoomKept'>;
    storage: Pick<RoomStorage, 'refresh' | 'usage'>;
  };
}

/** The REST API of docs/product.md#rest-api, mounted under /api. Every answer, errors included, is JSON. */
export function createApiRouter({
  config,
  logger,
  database,
  stores,
  visitorWrites,
  limiters,
  cache,
  search,
  rooms,
}: ApiDeps) {
  const router = express.Router();
  const owner = requireOwner(config.ADMIN_TOKEN);
  const writesPerMinute = config.RATE_LIMIT_WRITES_PER_MINUTE;

  router.use(refuseDeclaredOversize(API_JSON_BODY_LIMIT_BYTES));
  // Visitor writes are counted before their bodies are read: a refused flood costs no parsing.
  router.post('/comments', writeRateLimit(limiters, 'comments', writesPerMinute));
  router.post('/contact', writeRateLimit(limiters, 'contact', writesPerMinute));
  router.use(express.json({ limit: API_JSON_BODY_LIMIT_BYTES }));
  router.use(
    '/health',
    healthRouter({
      database,
      logger,
      adminToken: config.ADMIN_TOKEN,
      roomStorage: rooms.storage,
    }),
  );
  // Below /health, which must ask the database every time.
  if (cache) router.use(cacheReads(cache));
  router.use('/blog', blogRouter(stores.posts, stores.profile, owner));
  router.use(
    '/projects',
    projectsRouter(stores.projects, owner, (req) => ownerIfPresented(req, config.ADMIN_TOKEN)),
  );
  router.use('/stats', statsRouter(stores.stats, owner));
  router.use(
    '/comments',
    commentsRouter(
      { comments: stores.comments, posts: stores.posts, writes: visitorWrites },
      owner,
    ),
  );
  router.use('/contact', contactRouter(visitorWrites));
  router.use('/rooms', roomsRouter(rooms.store, owner));
  router.use('/search', searchRouter(search));
  router.use(unknownRoute);
  router.use(errorHandler(logger));
  return router;
}
