import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig, type Config } from '../../../../server/config';
import type { Database } from '../../../../server/db/client';
import { createLogger } from '../../../../server/logger';
import { attachRealtime, createDbRealtimeStore, type Realtime } from '../../../../server/realtime';
import { connectClient, type TestClient } from './clients';

export const TEST_SESSION_SECRET = 'realtime-test-secret-0123456789abcdef';

export interface TestRealtimeServer {
  url: string;
  port: number;
  config: Config;
  realtime: Realtime;
  close(): Promise<void>;
}

/**
 * The real realtime layer (server/realtime attachRealtime, as server.ts wires it) on a plain
 * HTTP server on a free port, over the given database. `env` overrides the configuration.
 */
interface StartOptions {
  env?: Record<string, string | undefined>;
  redisKey?: string;
  port?: number;
}

export async function startRealtimeServer(
  database: Database,
  { env = {}, redisKey, port = 0 }: StartOptions = {},
): Promise<TestRealtimeServer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'realtime-test-')),
    SESSION_SECRET: TEST_SESSION_SECRET,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PUBLIC_URL: 'https://portfolio.example',
    ...env,
  });
  const logger = createLogger(config.LOG_LEVEL);
  const httpServer = http.createServer((_req, res) => {
    res.statusCode = 404;
    res.end();
  });
  const realtime = await attachRealtime({
    httpServer,
    config,
    logger,
    store: createDbRealtimeStore(database.db),
    redisKey,
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
    },
  };
}

/**
 * One realtime server for the enclosing describe block, closed afterwards together with every
 * client opened through `connect`.
 */
export function useRealtimeServer(database: () => Database, options?: StartOptions) {
  let started: TestRealtimeServer | undefined;
  const clients: TestClient[] = [];
  beforeAll(async () => {
    started = await startRealtimeServer(database(), options);
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await started?.close();
  });
  const server = () => {
    if (!started) throw new Error('The realtime server starts in beforeAll; use it inside a test.');
    return started;
  };
  return {
    get url() {
      return server().url;
    },
    get config() {
      return server().config;
    },
    connect: async (...args: Parameters<typeof connectClient>): Promise<TestClient> => {
      const client = await connectClient(...args);
      clients.push(client);
      return client;
    },
  };
}

let uniqueCounter = 0;
/** A name no earlier test (this run or a previous one on the same database) has used. */
export const uniqueName = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${uniqueCounter++}`;
