import type { AddressInfo } from 'node:net';
import { createSiteSearch } from '#server/search/site-search.ts';
import http from 'node:http';
import type { RequestHandler } from 'express';
import { createApiRouter } from '#server/api/index.ts';
import { createLimiters } from '#server/limits/limiter.ts';
import { createApp } from '#server/app.ts';
import type { Config } from '#server/config.ts';
import { createLogger } from '#server/logger.ts';
import { createContactMailer, type ContactMailer } from '#server/mail/contact-mailer.ts';
import type { VisitorWrites } from '#common/load-context.ts';
import { createVisitorWrites } from '#server/content/visitor-writes.ts';
import { createDbRealtimeStore, createRoomStorage } from '#server/realtime/index.ts';
import type { TestDatabase } from './databases';
import { serverForSuite, withLiveFields } from './suite-server';
import { testConfig } from './test-config';

const TEST_ADMIN_TOKEN = 'test-owner-token-0123456789abcdef';

/** The error shape of every failed call; success bodies are typed by the caller. */
interface ApiMessage {
  message: string;
}

interface ApiResponse<T = ApiMessage> {
  status: number;
  headers: Headers;
  body: T;
}

interface RequestOptions {
  method?: string;
  /** Sent as JSON unless `rawBody` is given. */
  body?: unknown;
  rawBody?: string;
  /** Bearer token; `owner` is shorthand for the configured ADMIN_TOKEN. */
  token?: string;
  headers?: Record<string, string>;
}

export interface TestApi {
  url: string;
  config: Config;
  mailer: ContactMailer;
  request<T = ApiMessage>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  close(): Promise<void>;
}

/**
 * The real Express app (security headers, logging, /api, the page guards) on a free port, over
 * the given database, with `pages` (if given) in place of React Router's handler. `env`
 * overrides the test configuration.
 */
export async function startTestApi(
  db: TestDatabase,
  {
    env = {},
    mailer: makeMailer,
    pages,
  }: {
    env?: Record<string, string | undefined>;
    mailer?: (config: Config) => ContactMailer;
    /** Stands in for React Router's handler; gets the visitor writes the API uses too. */
    pages?: (visitorWrites: VisitorWrites) => RequestHandler;
  } = {},
): Promise<TestApi> {
  const config = testConfig('api-test-', {
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    // Generous by default; the rate-limit suite sets its own small limit.
    RATE_LIMIT_WRITES_PER_MINUTE: '1000',
    ...env,
  });
  const logger = createLogger(config.LOG_LEVEL);
  const limiters = createLimiters();
  const mailer =
    makeMailer?.(config) ?? createContactMailer({ config, logger, contact: db.stores.contact });
  const visitorWrites = createVisitorWrites({ stores: db.stores, mailer, logger });
  const realtimeStore = createDbRealtimeStore(db.database.db);
  const api = createApiRouter({
    config,
    logger,
    database: db.database,
    stores: db.stores,
    visitorWrites,
    limiters,
    search: createSiteSearch(db.database.db),
    rooms: {
      store: realtimeStore,
      storage: createRoomStorage(config, logger, realtimeStore),
    },
  });
  const server = http.createServer(
    createApp({ config, logger, api, pages: pages?.(visitorWrites), limiters }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  mailer.start();

  return {
    url,
    config,
    mailer,
    async request<T = ApiMessage>(
      requestPath: string,
      options: RequestOptions = {},
    ): Promise<ApiResponse<T>> {
      const headers: Record<string, string> = { ...options.headers };
      let body: string | undefined = options.rawBody;
      if (body === undefined && options.body !== undefined) body = JSON.stringify(options.body);
      if (body !== undefined) headers['content-type'] ??= 'application/json';
      if (options.token) {
        const token = options.token === 'owner' ? TEST_ADMIN_TOKEN : options.token;
        headers.authorization = `Bearer ${token}`;
      }
      const response = await fetch(`${url}${requestPath}`, {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
      });
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        body: (text ? JSON.parse(text) : undefined) as T,
      };
    },
    async close() {
      mailer.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/**
 * A test API for the enclosing suite: started in its beforeAll, closed in its afterAll. The
 * handle answers for whichever server is running, so a suite declares it once at the top.
 */
export function useTestApi(
  db: () => TestDatabase,
  options?: Parameters<typeof startTestApi>[1],
): TestApi {
  const current = serverForSuite(
    () => startTestApi(db(), options),
    (api) => api.close(),
  );
  return withLiveFields(
    {
      request: <T = ApiMessage>(requestPath: string, requestOptions?: RequestOptions) =>
        current().request<T>(requestPath, requestOptions),
      close: () => current().close(),
    },
    current,
    ['url', 'config', 'mailer'],
  );
}
