import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { samplePosts } from '#server/content/sample-posts.ts';
import { createDbStores } from '#server/content/db-stores.ts';
import type { Stores } from '#common/stores.ts';
import { startServer, type RunningServer } from '#server/server.ts';
import { productionBuildReady, productionTestConfig } from '../support/production-server';
import { rawRequest } from './support/raw-request';

/** The guards in front of React Router's real handler, on the production build. */
const buildReady = productionBuildReady('startServer page request tests');

const slug = samplePosts[0]!.slug;
const comment = (author: string) =>
  new URLSearchParams({ author, email: 'ada@example.com', content: 'A thoughtful comment.' });

describe.skipIf(!buildReady)('page requests through startServer', () => {
  let server: RunningServer;
  let stores: Stores;
  let dataDir: string;
  const logLines: string[] = [];
  beforeAll(async () => {
    const started = productionTestConfig('pages-', {
      LOG_LEVEL: 'warn',
      RATE_LIMIT_WRITES_PER_MINUTE: '1000',
    });
    dataDir = started.dataDir;
    const { config } = started;
    const sink = new Writable({
      write(line: Buffer, _encoding, done) {
        logLines.push(line.toString('utf8'));
        done();
      },
    });
    server = await startServer(config, pino({ level: 'warn' }, sink));
    stores = createDbStores(server.database.db);
    // A brand-new embedded database plus the production build: slow on a busy machine.
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const storedAuthors = async () =>
    (await stores.comments.listUnapproved()).map((stored) => stored.author);

  it('runs the comment action for a form POST, with and without JavaScript (.data)', async () => {
    for (const [target, author] of [
      [`/blog/${slug}`, 'Document Form'],
      [`/blog/${slug}.data`, 'Client Form'],
    ] as const) {
      const response = await fetch(`${server.url}${target}`, {
        method: 'POST',
        body: comment(author),
      });
      expect(response.status, target).toBe(200);
    }
    expect(await storedAuthors()).toEqual(expect.arrayContaining(['Document Form', 'Client Form']));
  });

  it('refuses other methods, TRACE, non-form bodies and oversized bodies before any action', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await fetch(`${server.url}/blog/${slug}`, {
        method,
        body: comment(`By ${method}`),
      });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
    }
    expect((await rawRequest(`${server.url}/`, { method: 'TRACE' })).status).toBe(405);

    const json = await fetch(`${server.url}/?index`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(415);

    const announced = await rawRequest(`${server.url}/blog/${slug}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(300 * 1024 * 1024),
      },
      body: [Buffer.from(comment('By Size').toString())],
      end: false,
    });
    expect(announced.status).toBe(413);

    const chunked = await rawRequest(`${server.url}/blog/${slug}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'transfer-encoding': 'chunked',
      },
      body: [
        Buffer.from(`${comment('By Chunks').toString()}&padding=`),
        Buffer.alloc(110_000, 'x'),
      ],
    });
    expect(chunked.status).toBe(413);

    const authors = await storedAuthors();
    for (const refused of ['By PUT', 'By PATCH', 'By DELETE', 'By Size', 'By Chunks']) {
      expect(authors).not.toContain(refused);
    }
  });

  it('answers a NUL slug as not found without touching the database', async () => {
    logLines.length = 0;
    for (const target of ['/blog/%00', '/blog/a%00b']) {
      expect((await fetch(`${server.url}${target}`)).status, target).toBe(404);
    }
    const messages = logLines.map((line) => (JSON.parse(line) as { msg?: string }).msg);
    expect(messages.filter((message) => message?.includes('Backend unreachable'))).toEqual([]);
  });

  it('answers a POST to a page or file without a form with 405, and logs no stack for it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const path of ['/labs', '/rss.xml']) {
        const response = await fetch(`${server.url}${path}`, {
          method: 'POST',
          body: comment('Nobody'),
        });
        expect(response.status, path).toBe(405);
        if (path === '/rss.xml') {
          expect(response.headers.get('allow')).toBe('GET, HEAD');
          expect(await response.json()).toEqual({
            message: 'The method POST is not allowed here',
          });
        }
      }
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it('answers a malformed multipart form with 400, not 500', async () => {
    const response = await fetch(`${server.url}/blog/${slug}`, {
      method: 'POST',
      body: 'not a multipart body',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
    });
    expect(response.status).toBe(400);
  });
});
