import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { unknownRoute } from '#server/api/middleware/errors.ts';
import { createApp } from '#server/app.ts';
import { createLimiters } from '#server/limits/limiter.ts';
import { createLogger } from '#server/logger.ts';
import {
  CLIENT_ERROR_ADDRESSES_MAX,
  CLIENT_ERRORS_LOGGED_PER_MINUTE,
  ClientErrorBudget,
  LOGGED_URL_MAX_CHARS,
} from '#server/request-log.ts';
import { testConfig } from '../support/test-config';

interface LogLine {
  level: number;
  msg: string;
  address?: string;
  suppressed?: number;
}
const WARN = 40;
const MINUTE_MS = 60_000;

/**
 * The site's Express app (its request logging as server.ts sets it up) with a two-route API,
 * logging as JSON into `lines`.
 */
describe('request log', () => {
  const raw: string[] = [];
  const lines = () => raw.map((text) => JSON.parse(text) as LogLine);
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    const config = testConfig('request-log-test-', { TRUST_PROXY: '1' });
    const logger = createLogger('info', { format: 'json', out: { write: (t) => raw.push(t) } });
    const api = express.Router();
    api.get('/ok', (_req, res) => void res.json({ ok: true }));
    api.use(unknownRoute);
    const app = createApp({ config, logger, api, limiters: createLimiters() });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    vi.useRealTimers();
    await new Promise((resolve) => server.close(resolve));
  });

  const get = async (path: string, address = '198.51.100.1') => {
    const response = await fetch(`${url}${path}`, { headers: { 'x-forwarded-for': address } });
    await response.arrayBuffer();
    return response.status;
  };
  /** Everything logged up to a request of its own, whose line comes last (requests go in turn). */
  const loggedUpTo = async (marker: string) => {
    expect(await get(`/api/ok?marker=${marker}`)).toBe(200);
    await vi.waitFor(() => {
      if (!raw.some((text) => text.includes(`marker=${marker}`))) throw new Error('not yet');
    });
    return lines();
  };

  it('writes one line a request, with the URL once and cut to LOGGED_URL_MAX_CHARS', async () => {
    const query = 'q'.repeat(14_000);
    expect(await get(`/api/nope?p=${query}`)).toBe(404);
    const logged = (await loggedUpTo('long')).filter((line) => line.msg.includes('/api/nope'));
    expect(logged).toHaveLength(1);
    const [text] = raw.filter((line) => line.includes('/api/nope'));
    expect(text?.length).toBeLessThan(LOGGED_URL_MAX_CHARS + 300);
    expect(text?.split('/api/nope').length).toBe(2);
    expect(logged[0]?.msg).toContain(
      `…(+${'/api/nope?p='.length + query.length - LOGGED_URL_MAX_CHARS} chars)`,
    );
  });

  it('logs an address’s first client errors of a minute, then one count of the rest', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const extra = 5;
    for (let index = 0; index < CLIENT_ERRORS_LOGGED_PER_MINUTE + extra; index++) {
      expect(await get(`/api/flood?i=${index}`, '203.0.113.5')).toBe(404);
    }
    // Another address keeps its own allowance.
    expect(await get('/api/other', '203.0.113.6')).toBe(404);
    let logged = await loggedUpTo('minute');
    const floodWarnings = (all: LogLine[]) =>
      all.filter((line) => line.level === WARN && line.msg.includes('/api/flood'));
    expect(floodWarnings(logged)).toHaveLength(CLIENT_ERRORS_LOGGED_PER_MINUTE);
    expect(logged.filter((line) => line.msg.includes('/api/other'))).toHaveLength(1);
    expect(logged.filter((line) => line.suppressed !== undefined)).toEqual([]);

    vi.setSystemTime(Date.now() + MINUTE_MS);
    expect(await get('/api/flood?i=next-minute', '203.0.113.5')).toBe(404);
    logged = await loggedUpTo('next-minute');
    expect(logged.filter((line) => line.suppressed !== undefined)).toEqual([
      expect.objectContaining({ level: WARN, address: '203.0.113.5', suppressed: extra }),
    ]);
    expect(floodWarnings(logged)).toHaveLength(CLIENT_ERRORS_LOGGED_PER_MINUTE + 1);
    vi.useRealTimers();
  });
});

describe('ClientErrorBudget', () => {
  it('counts at most CLIENT_ERROR_ADDRESSES_MAX addresses, reporting what it lets go', () => {
    const reported: [string, number][] = [];
    const budget = new ClientErrorBudget((address, count) => reported.push([address, count]));
    for (let index = 0; index <= CLIENT_ERRORS_LOGGED_PER_MINUTE; index++) budget.admit('first');
    for (let index = 0; index < CLIENT_ERROR_ADDRESSES_MAX * 2; index++) {
      budget.admit(`address-${index}`);
      expect(budget.size).toBeLessThanOrEqual(CLIENT_ERROR_ADDRESSES_MAX);
    }
    expect(reported).toEqual([['first', 1]]);
  });
});
