import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../../../../server/config';
import type { Database } from '../../../../server/db/client';
import { createLogger } from '../../../../server/logger';
import { attachRealtime, createDbRealtimeStore, type Realtime } from '../../../../server/realtime';

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
export async function startRealtimeServer(
  database: Database,
  {
    env = {},
    redisKey,
    port = 0,
  }: { env?: Record<string, string | undefined>; redisKey?: string; port?: number } = {},
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
