import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { samplePosts } from '#server/content/sample-posts.ts';
import type { BlogPost, Project, PublicComment, Stat } from '#common/types.ts';
import { CACHE_KEY_MAX_LENGTH } from '#server/cache/cacheable-request.ts';
import { createLogger } from '#server/logger.ts';
import { startServer, type RunningServer } from '#server/server.ts';
import { productionBuildReady, productionTestConfig } from '../support/production-server';
import { serverForSuite } from '../support/suite-server';

/**
 * The response cache on the production build: anonymous reads are
 * kept and revalidated by ETag, every kind of write makes them stale, a page's inline scripts are
 * allowed by hash (the same bytes always carry the same policy), and nothing personal, failed
 * or degraded is kept.
 */
const buildReady = productionBuildReady('response cache tests');

const OWNER_TOKEN = 'cache-test-owner-token-0123456789';
const slug = samplePosts[0]!.slug;
/** Requests for the same pages sent together right after a write. */
const CONCURRENT_VISITORS = 20;

interface Started {
  server: RunningServer;
  dataDir: string;
}

async function start(env: Record<string, string> = {}): Promise<Started> {
  const { config, dataDir } = productionTestConfig('response-cache-', {
    ADMIN_TOKEN: OWNER_TOKEN,
    RATE_LIMIT_WRITES_PER_MINUTE: '1000',
    ...env,
  });
  return { server: await startServer(config, createLogger('silent')), dataDir };
}

async function stop(started: Started) {
  await started.server.close();
  rmSync(started.dataDir, { recursive: true, force: true });
}

/** The URL of a server of the enclosing describe block's own, started with `env`. */
function useServerUrl(env: Record<string, string> = {}): () => string {
  // A brand-new embedded database plus the production build: slow on a busy machine.
  const started = serverForSuite(() => start(env), stop, 120_000);
  return () => started().server.url;
}

describe.skipIf(!buildReady)('response cache', () => {
  const base = useServerUrl();

  const get = (target: string, headers: Record<string, string> = {}) =>
    fetch(`${base()}${target}`, { headers });
  const owner = (target: string, method: string, body?: unknown) =>
    fetch(`${base()}${target}`, {
      method,
      headers: { authorization: `Bearer ${OWNER_TOKEN}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  /** Asks twice: the second answer must come from the cache, byte for byte. */
  const expectCachedAfterOneMiss = async (target: string) => {
    const first = await get(target);
    expect(first.status, target).toBe(200);
    const firstBody = await first.text();
    const second = await get(target);
    expect(second.headers.get('x-cache'), target).toBe('HIT');
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    return firstBody;
  };
  const expectMissThenHit = async (target: string) => {
    const miss = await get(target);
    expect(miss.headers.get('x-cache'), `${target} after a write`).toBe('MISS');
    const body = await miss.text();
    expect((await get(target)).headers.get('x-cache')).toBe('HIT');
    return body;
  };

  it('keeps pages, route data, feeds and API reads after the first request', async () => {
    for (const target of [
      '/',
      '/blog',
      `/blog/${slug}`,
      '/projects',
      '/blog.data',
      '/rss.xml',
      '/sitemap.xml',
      '/api/blog/posts?limit=9',
      '/api/projects/client',
      '/api/stats/stats?active=true',
      `/api/comments/${slug}`,
    ]) {
      await expectCachedAfterOneMiss(target);
    }
  });

  it('answers 304 to a matching If-None-Match, with or without gzip', async () => {
    await expectCachedAfterOneMiss('/');
    for (const encoding of ['identity', 'gzip']) {
      const full = await get('/', { 'accept-encoding': encoding });
      const etag = full.headers.get('etag')!;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await get('/', { 'if-none-match': etag, 'accept-encoding': encoding });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
    }
    const stale = await get('/', { 'if-none-match': '"something-else"' });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
  });

  it('a page asked for again is sent with brotli, under its own ETag, smaller than gzip', async () => {
    const target = '/blog';
    const identity = await (await get(target, { 'accept-encoding': 'identity' })).text();
    const gzipped = await get(target, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    // The first hit starts the slow compression in the background; later hits carry it.
    await expect
      .poll(async () => {
        const response = await get(target, { 'accept-encoding': 'gzip, deflate, br' });
        return response.headers.get('content-encoding');
      })
      .toBe('br');
    const brotli = await get(target, { 'accept-encoding': 'gzip, deflate, br' });
    expect(await brotli.text()).toBe(identity);
    expect(Number(brotli.headers.get('content-length'))).toBeLessThan(
      Number(gzipped.headers.get('content-length')),
    );
    const etags = [brotli.headers.get('etag'), gzipped.headers.get('etag')];
    expect(new Set(etags).size).toBe(2);
    // A page a visitor lands on (no query string) gets the best quality.
    expect(etags[0]).toMatch(/-br11"$/);
    // A validator of any form revalidates every form: the decoded bytes are the same.
    for (const etag of etags) {
      const again = await get(target, { 'if-none-match': etag!, 'accept-encoding': 'br' });
      expect(again.status).toBe(304);
    }
  });

  it('a variant of a page (a query string) asked for again gets brotli at a moderate quality only', async () => {
    const target = '/blog?variant=1';
    const asBrowser = { 'accept-encoding': 'gzip, deflate, br' };
    await get(target);
    const etagOf = async () => (await get(target, asBrowser)).headers.get('etag');
    // Gzip answers until the copy is made in the background.
    await expect.poll(etagOf).toMatch(/-br\d*"$/);
    for (let i = 0; i < 3; i++) expect(await etagOf()).toMatch(/-br5"$/);
  });

  it(`keeps no address longer than ${CACHE_KEY_MAX_LENGTH} characters, page or API read`, async () => {
    for (const prefix of ['/?p=', '/api/comments/nope?p=']) {
      const long = prefix.padEnd(CACHE_KEY_MAX_LENGTH + 1, 'a');
      const fits = prefix.padEnd(CACHE_KEY_MAX_LENGTH, 'a');
      for (let i = 0; i < 2; i++) {
        const response = await get(long);
        expect(response.status, prefix).toBe(200);
        expect(response.headers.get('x-cache'), prefix).toBeNull();
      }
      await get(fits);
      expect((await get(fits)).headers.get('x-cache'), prefix).toBe('HIT');
    }
  });

  it("allows a page's inline scripts by hash, never by a nonce, cached or not", async () => {
    const first = await get('/blog');
    const cached = await get('/blog');
    expect(cached.headers.get('x-cache')).toBe('HIT');
    for (const response of [first, cached]) {
      const policy = response.headers.get('content-security-policy') ?? '';
      const html = await response.text();
      expect(policy).not.toMatch(/nonce-|unsafe-inline'[^;]*;?\s*$/);
      const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
      expect(inline.length).toBeGreaterThan(0);
      for (const [, content] of inline) {
        const hash = createHash('sha256').update(content!, 'utf8').digest('base64');
        expect(scriptSrc).toContain(`'sha256-${hash}'`);
      }
    }
  });

  it('a new, changed or deleted post makes pages, feeds and lists stale', async () => {
    await expectCachedAfterOneMiss('/blog');
    await expectCachedAfterOneMiss('/rss.xml');
    await expectCachedAfterOneMiss('/api/blog/posts?limit=9');
    const created = await owner('/api/blog/posts', 'POST', {
      title: 'Fresh From The Cache Test',
      category: 'TypeScript',
      excerpt: 'New',
      date: '2026-01-01',
      markdown: 'Body',
    });
    expect(created.status).toBe(201);
    const post = (await created.json()) as BlogPost;
    expect(await expectMissThenHit('/blog')).toContain('Fresh From The Cache Test');
    expect(await expectMissThenHit('/rss.xml')).toContain('Fresh From The Cache Test');
    expect(await expectMissThenHit('/api/blog/posts?limit=9')).toContain(post.slug);

    await owner(`/api/blog/posts/${post._id}`, 'PUT', { title: 'Renamed In The Cache Test' });
    expect(await expectMissThenHit('/blog')).toContain('Renamed In The Cache Test');
    await owner(`/api/blog/posts/${post._id}`, 'DELETE');
    expect(await expectMissThenHit('/blog')).not.toContain('Renamed In The Cache Test');
  });

  it('project and stat writes make the home page stale', async () => {
    await expectCachedAfterOneMiss('/');
    const project = await owner('/api/projects', 'POST', {
      title: 'Cache Test Project',
      category: 'web',
      type: 'client',
      tags: [],
      categories: ['web'],
    });
    const { _id: projectId } = (await project.json()) as Project;
    await expectMissThenHit('/projects');
    await owner(`/api/projects/${projectId}`, 'PUT', { description: 'Changed' });
    await expectMissThenHit('/');
    await owner(`/api/projects/${projectId}`, 'DELETE');
    await expectMissThenHit('/');

    const stat = await owner('/api/stats/stats', 'POST', {
      label: 'Cache Tests',
      value: 42,
      suffix: '+',
      order: 9,
      active: true,
    });
    const { _id: statId } = (await stat.json()) as Stat;
    expect(await expectMissThenHit('/')).toContain('Cache Tests');
    await owner(`/api/stats/stats/${statId}`, 'PUT', { label: 'Cache Tests Renamed' });
    expect(await expectMissThenHit('/')).toContain('Cache Tests Renamed');
    await owner(`/api/stats/stats/${statId}`, 'DELETE');
    expect(await expectMissThenHit('/')).not.toContain('Cache Tests Renamed');
  });

  it('approving or deleting a comment makes the article stale; a new one (unapproved) does not', async () => {
    await expectCachedAfterOneMiss(`/blog/${slug}`);
    await expectCachedAfterOneMiss(`/api/comments/${slug}`);
    const posted = await fetch(`${base()}/api/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postSlug: slug,
        author: 'Cache Tester',
        email: 'cache@example.com',
        content: 'A comment about caching.',
      }),
    });
    const comment = (await posted.json()) as PublicComment;
    expect((await get(`/blog/${slug}`)).headers.get('x-cache')).toBe('HIT');
    await owner(`/api/comments/${comment._id}/approve`, 'PUT');
    expect(await expectMissThenHit(`/blog/${slug}`)).toContain('A comment about caching.');
    expect(await expectMissThenHit(`/api/comments/${slug}`)).toContain('Cache Tester');
    await owner(`/api/comments/${comment._id}`, 'DELETE');
    expect(await expectMissThenHit(`/blog/${slug}`)).not.toContain('A comment about caching.');
  });

  it('renders each page once per write, however many visitors ask for it at the same time', async () => {
    const posted = await fetch(`${base()}/api/comments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postSlug: slug,
        author: 'Herd Tester',
        email: 'herd@example.com',
        content: 'A comment approved again and again.',
      }),
    });
    const comment = (await posted.json()) as PublicComment;
    const targets = ['/', `/blog/${slug}`, `/blog/${slug}.data`, `/api/comments/${slug}`];
    expect((await owner(`/api/comments/${comment._id}/approve`, 'PUT')).status).toBe(200);
    for (const target of targets) await expectCachedAfterOneMiss(target);
    for (let write = 0; write < 2; write++) {
      // Approved again: the pages are stale, though what they show is the same.
      expect((await owner(`/api/comments/${comment._id}/approve`, 'PUT')).status).toBe(200);
      // The requests that arrive during the one render are answered from it (HIT) or, within a
      // second of the write, from the copy it replaces (STALE).
      const answers = await Promise.all(
        targets.flatMap((target) =>
          Array.from({ length: CONCURRENT_VISITORS }, async () => {
            const response = await get(target);
            return {
              target,
              status: response.status,
              body: await response.text(),
              cache: response.headers.get('x-cache'),
            };
          }),
        ),
      );
      for (const target of targets) {
        const mine = answers.filter((answer) => answer.target === target);
        expect(mine.map((answer) => answer.status)).toEqual(mine.map(() => 200));
        expect(
          mine.filter((answer) => answer.cache === 'MISS'),
          target,
        ).toHaveLength(1);
        expect(
          mine.filter((answer) => !['MISS', 'HIT', 'STALE'].includes(answer.cache ?? '')),
          target,
        ).toEqual([]);
        expect(new Set(mine.map((answer) => answer.body)).size, target).toBe(1);
      }
    }
    await owner(`/api/comments/${comment._id}`, 'DELETE');
  });

  it('keeps nothing personal, failed or posted', async () => {
    const withToken = { authorization: `Bearer ${OWNER_TOKEN}` };
    await get('/api/blog/posts?limit=3', withToken);
    expect((await get('/api/blog/posts?limit=3', withToken)).headers.get('x-cache')).toBeNull();
    for (let i = 0; i < 2; i++) {
      const missing = await get('/blog/no-such-post');
      expect(missing.status).toBe(404);
      expect(missing.headers.get('x-cache')).toBeNull();
      const unknownApi = await get('/api/blog/posts/slug/no-such-post');
      expect(unknownApi.status).toBe(404);
      expect(unknownApi.headers.get('x-cache')).toBeNull();
    }
    const form = new URLSearchParams({ author: 'A', email: 'a@example.com', content: 'short' });
    for (let i = 0; i < 2; i++) {
      const result = await fetch(`${base()}/blog/${slug}`, { method: 'POST', body: form });
      expect(result.headers.get('x-cache')).toBeNull();
    }
  });
});

describe.skipIf(!buildReady)('response cache with the database unreachable', () => {
  const base = useServerUrl({ SIMULATE_CONTENT_FAILURE: 'on' });

  it('serves the built-in content without keeping it', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${base()}/blog`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(samplePosts[0]!.title);
      expect(response.headers.get('x-cache')).toBeNull();
    }
  });
});

describe.skipIf(!buildReady)('response cache turned off', () => {
  const base = useServerUrl({ RESPONSE_CACHE_MAX_MB: '0' });

  it('renders every request (RESPONSE_CACHE_MAX_MB=0)', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${base()}/`);
      expect(response.headers.get('x-cache')).toBe('MISS');
    }
  });
});
