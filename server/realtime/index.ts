import type http from 'node:http';
import { Server } from 'socket.io';
import { RATE_LIMIT_WINDOW_MS } from '../limits/bounds';
import { SOCKET_MAX_MESSAGE_BYTES } from '#common/realtime/limits.ts';
import { scopeFromHandshake } from '#common/realtime/index.ts';
import type { Config } from '../config';
import {
  createMemoryConnectionCounter,
  createRedisConnectionCounter,
} from '../limits/connection-counter';
import { createLimiters, type Limiters } from '../limits/limiter';
import type { Logger } from '../logger';
import type { RedisClient } from '../redis';
import { createAwarenessFanOut } from './awareness-fan-out';
import { onConnection } from './connection';
import { createBoundedParser } from './bounded-parser';
import { createCursorFanOut } from './cursor-fan-out';
import { noDepartedInstances, watchDepartedInstances } from './departed-instances';
import { createConnectionCap } from './connection-cap';
import { DocumentService } from './documents';
import { InFlightWork } from './in-flight';
import { clientAddress, createOriginCheck } from './origin';
import { SlidingWindowLimiter } from './rate-limiter';
import { connectRedisAdapter } from './redis-adapter';
import {
  forgetExpiredRoomsOfOtherInstances,
  MS_PER_DAY,
  scheduleRoomSweeps,
  sweepRooms,
} from './room-expiry';
import { RoomStorage } from './room-storage';
import { createReadingNowFeed } from './reading-now';
import { createRoomTouches } from './room-touches';
import type { RealtimeStore } from './store';
import type { RealtimeDeps, RealtimeServer } from './types';

const CURSOR_MOVES_PER_SECOND_MAX = 60;

export { createDbRealtimeStore } from './db-store';
export type { RealtimeStore } from './store';
export { RoomStorage } from './room-storage';

const BYTES_PER_MB = 1024 * 1024;

/** The budget of every room's stored document together, as config ROOM_STORAGE_MAX_MB sets it. */
export function createRoomStorage(config: Config, logger: Logger, store: RealtimeStore) {
  return new RoomStorage(store, config.ROOM_STORAGE_MAX_MB * BYTES_PER_MB, logger);
}

const ONE_SECOND_MS = 1000;
/**
 * How long a shutdown waits for the updates its sockets already sent to be stored; within the
 * process's own shutdown grace (server/index.ts).
 */
const REALTIME_DRAIN_MAX_MS = 5_000;
/** Pointer moves while drawing (one segment each); above a 120 Hz display's rate. */
export const WHITEBOARD_RELAYS_PER_SECOND_MAX = 120;
/** Above what the client sends (app/realtime/yjs-provider.ts coalesces its updates). */
export const DOC_AWARENESS_PER_SECOND_MAX = 60;
/** A room page asks once per visit; each answer is a database read, so a flood is cut. */
export const ROOM_INFO_PER_SECOND_MAX = 5;

export interface RealtimeOptions {
  httpServer: http.Server;
  config: Config;
  logger: Logger;
  store: RealtimeStore;
  /** Per-address limits (shared by every instance with REDIS_URL); in memory when absent. */
  limiters?: Limiters;
  /** The instance's Redis command client (REDIS_URL), for counts that span instances. */
  redis?: RedisClient | null;
  /** Redis channel prefix (tests keep parallel suites apart); Socket.IO's default otherwise. */
  redisKey?: string;
  /** The clock of each socket's document budget; tests hold it still to flood deterministically. */
  docBudgetClock?: () => number;
  /** The room storage budget (shared with /api/health); one of its own otherwise. Started here. */
  roomStorage?: RoomStorage;
  /** How long a binary packet may wait for its attachments (bounded-parser.ts); tests shorten it. */
  incompletePacketMaxMs?: number;
  /**
   * Whether a handshake's Cookie header signs in the owner (a lasting session): such a socket is
   * not counted in "reading now", and on a console page it receives "reading now".
   */
  isOwner?: (cookieHeader: string | undefined) => Promise<boolean>;
}

export interface Realtime {
  io: RealtimeServer;
  docs: DocumentService;
  /** Removes expired rooms as of `now` (also done hourly); answers their ids. */
  sweepRooms(now?: number): Promise<string[]>;
  roomStorage: RoomStorage;
  close(): Promise<void>;
}

/**
 * Attaches Socket.IO (docs/product.md#realtime-protocol) to the HTTP server, once per
 * process. Every request, WebSocket upgrades included, must come from an allowed origin;
 * messages are bounded; with REDIS_URL the Redis adapter joins the instances.
 */
export async function attachRealtime(options: RealtimeOptions): Promise<Realtime> {
  const { httpServer, config, logger, store } = options;
  const allowed = createOriginCheck(config.PUBLIC_URL, !config.isProduction);
  const connectionCap = createConnectionCap(logger, config.TRUST_PROXY);
  const io: RealtimeServer = new Server(httpServer, {
    allowRequest: connectionCap.allowRequest,
    maxHttpBufferSize: SOCKET_MAX_MESSAGE_BYTES,
    parser: createBoundedParser({ incompletePacketMaxMs: options.incompletePacketMaxMs }),
    serveClient: false,
    cors: { origin: (origin, callback) => callback(null, allowed(origin)), credentials: true },
  });
  // Engine.IO middlewares run for every HTTP request and upgrade, not only the handshake.
  io.engine.use(
    (request: http.IncomingMessage, _response: unknown, next: (error?: Error) => void) => {
      next(allowed(request.headers.origin) ? undefined : new Error('Origin not allowed'));
    },
  );

  const redis = config.REDIS_URL
    ? await connectRedisAdapter(config.REDIS_URL, logger, options.redisKey)
    : null;
  if (redis) io.adapter(redis.adapter);

  const roomStorage = options.roomStorage ?? createRoomStorage(config, logger, store);
  await roomStorage.start();
  const limiters = options.limiters ?? createLimiters();
  const perMinute = (points: number) => ({ points, windowSeconds: RATE_LIMIT_WINDOW_MS / 1000 });
  const deps: RealtimeDeps = {
    io,
    config,
    logger,
    store,
    docs: new DocumentService(store, logger, {
      maxBytes: config.DOC_MAX_BYTES,
      storage: roomStorage,
      touch: createRoomTouches(store, logger),
    }),
    docBudgetClock: options.docBudgetClock ?? Date.now,
    inFlight: new InFlightWork(),
    cursors: createCursorFanOut(io),
    awareness: createAwarenessFanOut(io),
    departed:
      redis && options.redis
        ? await watchDepartedInstances({
            io,
            redis: options.redis,
            logger,
            aliveSeconds: config.REALTIME_INSTANCE_ALIVE_SECONDS,
            prefix: options.redisKey ? `${options.redisKey}:instances:` : undefined,
          })
        : noDepartedInstances(),
    readingNow: createReadingNowFeed(io, (error) =>
      logger.warn({ err: error }, 'Reading now could not be sent to the console'),
    ),
    limits: {
      create: limiters.create('rooms:create', perMinute(config.RATE_LIMIT_ROOM_CREATE_PER_MINUTE)),
      verify: limiters.create('rooms:verify', perMinute(config.RATE_LIMIT_ROOM_VERIFY_PER_MINUTE)),
      join: limiters.create('rooms:join', perMinute(config.RATE_LIMIT_ROOM_JOIN_PER_MINUTE)),
      chat: limiters.create('chat', {
        points: config.RATE_LIMIT_CHAT_MESSAGES,
        windowSeconds: config.RATE_LIMIT_CHAT_WINDOW_SECONDS,
      }),
      cursor: new SlidingWindowLimiter(CURSOR_MOVES_PER_SECOND_MAX, ONE_SECOND_MS),
      relay: new SlidingWindowLimiter(WHITEBOARD_RELAYS_PER_SECOND_MAX, ONE_SECOND_MS),
      awareness: new SlidingWindowLimiter(DOC_AWARENESS_PER_SECOND_MAX, ONE_SECOND_MS),
      roomInfo: new SlidingWindowLimiter(ROOM_INFO_PER_SECOND_MAX, ONE_SECOND_MS),
    },
  };

  const invalidRooms = new WeakSet<object>();
  const isOwner = options.isOwner ?? (() => Promise.resolve(false));
  io.use((socket, next) => {
    const placed = scopeFromHandshake(socket.handshake.query.room);
    if (!placed) return next(new Error('Invalid room'));
    if (placed.invalidRoom) invalidRooms.add(socket);
    const cookie = socket.request.headers.cookie;
    (cookie ? isOwner(cookie) : Promise.resolve(false)).then(
      (owner) => {
        socket.data = {
          scope: placed.scope,
          admittedRoom: null,
          clientAddress: clientAddress(socket.request, config.TRUST_PROXY),
          awarenessClients: [],
          owner,
        };
        next();
      },
      (error: unknown) => {
        logger.warn({ err: error }, 'Realtime: the owner cookie could not be checked');
        next(new Error('Try again'));
      },
    );
  });
  const connections = options.redis
    ? await createRedisConnectionCounter({
        redis: options.redis,
        max: config.REALTIME_MAX_SOCKETS_PER_ADDRESS,
        logger,
        prefix: options.redisKey ? `${options.redisKey}:sockets:` : undefined,
      })
    : createMemoryConnectionCounter(config.REALTIME_MAX_SOCKETS_PER_ADDRESS);
  connectionCap.attach(io, connections);
  io.on('connection', (socket) => onConnection(deps, socket, invalidRooms.has(socket)));
  const sweepDeps = {
    ...deps,
    storage: roomStorage,
    idleMs: config.ROOM_IDLE_EXPIRY_DAYS * MS_PER_DAY,
    shared: Boolean(redis),
  };
  forgetExpiredRoomsOfOtherInstances(sweepDeps);
  const sweeps = scheduleRoomSweeps(sweepDeps, logger);

  return {
    io,
    docs: deps.docs,
    roomStorage,
    sweepRooms: (now) => sweepRooms(sweepDeps, now),
    /**
     * Disconnects this instance's sockets, then lets what they already sent finish (stored
     * before the database closes); the HTTP server is closed by its owner.
     */
    async close() {
      await sweeps.stop();
      roomStorage.stop();
      deps.cursors.close();
      deps.awareness.close();
      deps.readingNow.close();
      io.local.disconnectSockets(true);
      if (!(await deps.inFlight.drain(REALTIME_DRAIN_MAX_MS))) {
        logger.warn(`Shutdown: realtime work still running after ${REALTIME_DRAIN_MAX_MS} ms`);
      }
      await io.of('/').adapter.close();
      io.engine.close();
      await connections.close();
      await deps.departed.close();
      await redis?.close();
      await deps.docs.close();
    },
  };
}
