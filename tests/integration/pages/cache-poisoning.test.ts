import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MALFORMED_HOST_MESSAGE } from '#server/host-header.ts';
import { samplePosts } from '#server/content/sample-posts.ts';
import { createLogger } from '#server/logger.ts';
import { MALFORMED_TARGET_MESSAGE } from '#server/pages/render.ts';
import { startServer, type RunningServer } from '#server/server.ts';
import { productionBuildReady, productionTestConfig } from '../support/production-server';
import { serverForSuite } from '../support/suite-server';
import { rawRequest, type RawResponse } from './support/raw-request';

/**
 * What a cached answer may depend on (docs/product.md#caching): the path and query React Router
 * renders, nothing a request's headers say. Each attack here stored another page under an
 * address every later visitor asks for, before pages were rendered at PUBLIC_URL's origin. The
 * server trusts one proxy, so X-Forwarded-* is read where Express reads it.
 */
const buildReady = productionBuildReady('cache poisoning tests');

const PUBLIC_URL = 'https://devfolio.test';
const OWNER_TOKEN = 'poisoning-test-owner-token-0123456789';

interface Started {
  server: RunningServer;
  dataDir: string;
}

async function start(): Promise<Started> {
  const { config, dataDir } = productionTestConfig('cache-poisoning-', {
    ADMIN_TOKEN: OWNER_TOKEN,
    PUBLIC_URL,
    TRUST_PROXY: '1',
    RATE_LIMIT_WRITES_PER_MINUTE: '1000',
  });
  return { server: await startServer(config, createLogger('silent')), dataDir };
}

async function stop(started: Started) {
  await started.server.close();
  rmSync(started.dataDir, { recursive: true, force: true });
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe.skipIf(!buildReady)('cache poisoning', () => {
  // A brand-new embedded database plus the production build: slow on a busy machine.
  const started = serverForSuite(start, stop, 120_000);
  const base = () => started().server.url;
  const host = () => new URL(base()).host;

  /** A request as any client may send it: its own Host, any headers, any method. */
  const send = (target: string, headers: Record<string, string> = {}, method = 'GET') =>
    rawRequest(base(), { target, method, headers: { host: host(), ...headers } });

  /** The answer an ordinary visitor gets for `target`: it must be that address's own page. */
  async function expectOwnPage(target: string, canonicalPath: string) {
    const visitor = await send(target);
    expect(visitor.status, target).toBe(200);
    expect(visitor.headers['content-type'], target).toMatch(/^text\/html/);
    expect(canonicalOf(visitor.body), target).toBe(`${PUBLIC_URL}${canonicalPath}`);
    const again = await send(target);
    expect(again.headers['x-cache'], target).toBe('HIT');
    expect(canonicalOf(again.body), target).toBe(`${PUBLIC_URL}${canonicalPath}`);
  }

  const expectMalformedHost = (response: RawResponse) => {
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toEqual({ message: MALFORMED_HOST_MESSAGE });
  };

  it('refuses a Host that is a path, a query, a fragment or a backslash, and keeps nothing', async () => {
    for (const [attack, target, canonicalPath] of [
      [`${host()}/robots.txt?`, '/?x=1', '/'],
      [`${host()}\\robots.txt?`, '/?x=2', '/'],
      [`${host()}#`, '/blog', '/blog'],
      [`${host()}/collab/poisoned-room?`, '/projects', '/projects'],
    ] as const) {
      // Twice: the second attempt was the one answered from the poisoned entry.
      const attempts = [await send(target, { host: attack }), await send(target, { host: attack })];
      await expectOwnPage(target, canonicalPath);
      attempts.forEach(expectMalformedHost);
    }
  });

  it('refuses a malformed Host on the API and on static files too', async () => {
    for (const target of ['/api/blog/posts', '/robots.txt', '/favicon.ico']) {
      expectMalformedHost(await send(target, { host: `${host()}/x?` }));
    }
  });

  it('takes every well-formed Host and renders the same page for all of them', async () => {
    await send('/labs');
    for (const name of ['localhost', 'example.com:8080', '127.0.0.1', '[::1]:3000', 'a_b.test']) {
      const response = await send('/labs', { host: name });
      expect(response.status, name).toBe(200);
      expect(response.headers['x-cache'], name).toBe('HIT');
      expect(canonicalOf(response.body)).toBe(`${PUBLIC_URL}/labs`);
    }
  });

  it('keeps the home page its own right after a content write', async () => {
    await expectOwnPage('/', '/');
    const created = await fetch(`${base()}/api/stats/stats`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OWNER_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ label: 'Poison', value: 1, suffix: '', order: 9, active: true }),
    });
    expect(created.status).toBe(201);
    const attempt = await send('/', { host: `${host()}/collab/poisoned-room?` });
    await expectOwnPage('/', '/');
    expectMalformedHost(attempt);
  });

  it('ignores X-Forwarded-Proto and X-Forwarded-Host, even from a trusted proxy', async () => {
    const forged = {
      'x-forwarded-proto': `http://${host()}/robots.txt?`,
      'x-forwarded-host': `${host()}/robots.txt?`,
    };
    const first = await send('/?x=3', forged);
    expect(first.status).toBe(200);
    expect(canonicalOf(first.body)).toBe(`${PUBLIC_URL}/`);
    await expectOwnPage('/?x=3', '/');
  });

  it('renders the path a URL parser reads, and keeps it under that path only', async () => {
    // An absolute-form target names another host: only its path counts.
    const absolute = await send('http://elsewhere.test/blog?from=absolute');
    expect(canonicalOf(absolute.body)).toBe(`${PUBLIC_URL}/blog`);
    // A fragment never reaches a server from a browser; sent anyway, it is not part of the page.
    const withFragment = await send('/projects?x=4#/robots.txt');
    expect(canonicalOf(withFragment.body)).toBe(`${PUBLIC_URL}/projects`);
    await expectOwnPage('/projects?x=4', '/projects');
  });

  it('answers a request target that is not a path with 400', async () => {
    const response = await send('*');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ message: MALFORMED_TARGET_MESSAGE });
  });

  it('serves one cached answer whatever cookies, Accept or other headers a visitor sends', async () => {
    for (const target of ['/blog?x=5', '/blog.data?x=5']) {
      const first = await send(target);
      expect(first.status, target).toBe(200);
      const otherHeaders: Record<string, string>[] = [
        { cookie: 'theme=dark; session=anything' },
        { accept: 'application/json' },
        { accept: 'text/x-script', 'accept-language': 'fr' },
        { 'user-agent': 'Googlebot', referer: 'https://elsewhere.test/' },
      ];
      for (const headers of otherHeaders) {
        const response = await send(target, headers);
        expect(response.headers['x-cache'], `${target} ${JSON.stringify(headers)}`).toBe('HIT');
        expect(response.body).toBe(first.body);
      }
    }
  });

  it('keeps a page asked by HEAD only once a GET made it; HEAD then gets its headers', async () => {
    const target = '/projects?x=6';
    const head = await send(target, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    const get = await send(target);
    expect(get.headers['x-cache']).toBe('MISS');
    const headAgain = await send(target, {}, 'HEAD');
    expect(headAgain.headers['x-cache']).toBe('HIT');
    expect(headAgain.headers['content-length']).toBe(get.headers['content-length']);
    expect(headAgain.body).toBe('');
  });

  it("neither answers nor learns from an owner's request", async () => {
    const owner = { authorization: `Bearer ${OWNER_TOKEN}` };
    await send('/blog?x=7');
    for (let i = 0; i < 2; i++) {
      expect((await send('/blog?x=7', owner)).headers['x-cache']).toBeUndefined();
      expect((await send('/blog?x=8', owner)).headers['x-cache']).toBeUndefined();
    }
    expect((await send('/blog?x=8')).headers['x-cache']).toBe('MISS');
  });

  it("runs a form posted from the site's own origin or, outside production, a local one; no other", async () => {
    const form = (origin: string) =>
      rawRequest(base(), {
        target: `/blog/${samplePosts[0]!.slug}`,
        method: 'POST',
        headers: {
          host: host(),
          origin,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: [
          Buffer.from(
            new URLSearchParams({
              author: 'Origin Tester',
              email: 'origin@example.com',
              content: 'A comment from somewhere.',
            }).toString(),
          ),
        ],
      });
    expect((await form(PUBLIC_URL)).status).toBe(200);
    expect((await form(base())).status).toBe(200);
    expect((await form('https://elsewhere.test')).status).toBe(400);
  });
});
