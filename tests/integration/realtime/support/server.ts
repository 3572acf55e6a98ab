import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describeEachDriver, type TestDatabase } from '../../support/databases';
import { serverForSuite, withLiveFields } from '../../support/suite-server';
import { testConfig } from '../../support/test-config';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { createLimiters } from '#server/limits/limiter.ts';
import { createLogger } from '#server/logger.ts';
import {
  attachRealtime,
  createDbRealtimeStore,
  type Realtime,
  type RealtimeStore,
} from '#server/realtime/index.ts';
import { connectRedis } from '#server/redis.ts';
import { connectClient, fromAddress, type ConnectOptions, type TestClient } from './clients';

const TEST_SESSION_SECRET = 'realtime-test-secret-0123456789abcdef';

export interface TestRealtimeServer {
  url: string;
  port: number;
  config: Config;
  realtime: Realtime;
  close(): Promise<void>;
}

/**
 * The real realtime layer (server/realtime attachRealtime, as server.ts wires it) on a plain
 * HTTP server on a free port, over the given database. `env` overrides the configuration. With
 * REDIS_URL the limits and connection counts live in Redis, as server.ts wires them, under
 * `redisKey` (instances started with the same key share them).
 */
interface StartOptions {
  env?: Record<string, string | undefined>;
  redisKey?: string;
  port?: number;
  /** The document budgets' clock (Date.now by default). */
  docBudgetClock?: () => number;
  /** What the realtime layer stores in (the database's store by default). */
  store?: RealtimeStore;
  /** How long a binary packet may wait for its attachments (the server's default otherwise). */
  incompletePacketMaxMs?: number;
}

export async function startRealtimeServer(
  database: Database,
  { env = {}, redisKey, port = 0, docBudgetClock, store, incompletePacketMaxMs }: StartOptions = {},
): Promise<TestRealtimeServer> {
  const config = testConfig('realtime-test-', {
    SESSION_SECRET: TEST_SESSION_SECRET,
    PUBLIC_URL: 'https://portfolio.example',
    // Every test client comes from 127.0.0.1: suites that test these limits set them lower.
    RATE_LIMIT_ROOM_CREATE_PER_MINUTE: '1000',
    REALTIME_MAX_SOCKETS_PER_ADDRESS: '1000',
    ...env,
  });
  const logger = createLogger(config.LOG_LEVEL);
  const httpServer = http.createServer((_req, res) => {
    res.statusCode = 404;
    res.end();
  });
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, logger) : null;
  const realtime = await attachRealtime({
    httpServer,
    config,
    logger,
    store: store ?? createDbRealtimeStore(database.db),
    limiters: createLimiters({ redis, prefix: redisKey ? `${redisKey}:limit:` : undefined }),
    redis,
    redisKey,
    docBudgetClock,
    incompletePacketMaxMs,
  });
  await new Promise<void>((resolve) => httpServer.listen(port, '127.0.0.1', resolve));
  const actualPort = (httpServer.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    config,
    realtime,
    async close() {
      await realtime.close();
      await new Promise<void>((resolve) => {
        httpServer.close(() => resolve());
        httpServer.closeAllConnections();
      });
      await redis?.close();
    },
  };
}

/**
 * One realtime server for the enclosing describe block, closed afterwards together with every
 * client opened through `connect`.
 */
export function useRealtimeServer(database: () => Database, options?: StartOptions) {
  const clients: TestClient[] = [];
  const server = serverForSuite(
    () => startRealtimeServer(database(), options),
    async (started) => {
      for (const client of clients) client.close();
      await started.close();
    },
  );
  const connect = async (...args: Parameters<typeof connectClient>): Promise<TestClient> => {
    const client = await connectClient(...args);
    clients.push(client);
    return client;
  };
  return withLiveFields(
    {
      connect,
      /** A client of `room` that the per-address limits count as `address` (see fromAddress). */
      connectFrom: (address: string, room: string, options?: ConnectOptions) =>
        connect(server().url, { room, ...fromAddress(address), ...options }),
    },
    server,
    ['url', 'config', 'realtime'],
  );
}

/**
 * A describe block per database driver, each with a realtime server of its own (see
 * useRealtimeServer) over an unseeded database: realtime state needs no sample content.
 */
export function describeRealtime(
  title: string,
  body: (server: ReturnType<typeof useRealtimeServer>, db: () => TestDatabase) => void,
  options?: StartOptions,
): void {
  describeEachDriver(
    title,
    ({ db }) =>
      body(
        useRealtimeServer(() => db().database, options),
        db,
      ),
    { seed: false },
  );
}

let uniqueCounter = 0;
/** A name no earlier test (this run or a previous one on the same database) has used. */
export const uniqueName = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${uniqueCounter++}`;
