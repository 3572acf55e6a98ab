import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BlogPost } from '#common/types.ts';
import { createLogger } from '#server/logger.ts';
import { startServer, type RunningServer } from '#server/server.ts';
import { productionBuildReady, productionTestConfig } from '../support/production-server';
import { serverForSuite } from '../support/suite-server';

/**
 * Post states on the production build, through the page cache: a draft or a scheduled post is on
 * no public surface until its time; saving a draft leaves every cached page warm; a scheduled
 * post appears by itself within 5 s of its date; an old slug answers 301; a preview link is
 * private, revocable and leads to the article once published.
 */
const buildReady = productionBuildReady('post state tests');

const OWNER_TOKEN = 'post-states-owner-token-0123456789';
/** docs/product.md#post-states: a scheduled post appears within this of its date. */
const PUBLICATION_DELAY_MAX_MS = 5000;
const SCHEDULE_AHEAD_MS = 2500;

interface Started {
  server: RunningServer;
  dataDir: string;
}

describe.skipIf(!buildReady)('post states', () => {
  const started = serverForSuite(
    async (): Promise<Started> => {
      const { config, dataDir } = productionTestConfig('post-states-', {
        ADMIN_TOKEN: OWNER_TOKEN,
        RATE_LIMIT_WRITES_PER_MINUTE: '1000',
      });
      return { server: await startServer(config, createLogger('silent')), dataDir };
    },
    async ({ server, dataDir }) => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    120_000,
  );
  const base = () => started().server.url;
  const get = (target: string) => fetch(`${base()}${target}`, { redirect: 'manual' });
  const owner = async <T = BlogPost>(target: string, method: string, body?: unknown) => {
    const response = await fetch(`${base()}${target}`, {
      method,
      headers: { authorization: `Bearer ${OWNER_TOKEN}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, `${method} ${target}`).toBeLessThan(300);
    return (await response.json()) as T;
  };
  const post = (fields: Record<string, unknown>) => ({
    title: 'Post State Test',
    category: 'Hidden Category',
    excerpt: 'Hidden excerpt',
    markdown: '## Secret heading\n\nA secret body.',
    date: '2026-01-01',
    ...fields,
  });
  /** Every public surface a post shows on, each asked twice so the second comes from the cache. */
  const PUBLIC = [
    '/',
    '/blog',
    '/rss.xml',
    '/sitemap.xml',
    '/api/blog/posts',
    '/api/blog/categories',
  ];
  const publicText = async () => {
    const texts: string[] = [];
    for (const target of PUBLIC) texts.push(await (await get(target)).text());
    return texts.join('\n');
  };
  const warm = async () => {
    for (const target of PUBLIC) {
      await (await get(target)).text();
      expect((await get(target)).headers.get('x-cache'), target).toBe('HIT');
    }
  };

  it('keeps a draft off every public surface, and saving it leaves the page cache warm', async () => {
    await warm();
    const draft = await owner(
      '/api/blog/posts',
      'POST',
      post({ slug: 'state-draft', draft: true }),
    );
    for (let save = 0; save < 3; save++) {
      await owner(`/api/blog/posts/${draft._id}`, 'PUT', { markdown: `Draft save ${save}` });
    }
    for (const target of PUBLIC) {
      const response = await get(target);
      expect(response.headers.get('x-cache'), `${target} after draft saves`).toBe('HIT');
      expect(await response.text()).not.toMatch(/state-draft|Hidden Category/i);
    }
    expect((await get('/blog/state-draft')).status).toBe(404);
    expect((await get('/blog/category/hidden-category')).status).not.toBe(200);
    expect((await get(`/social/blog/state-draft.png`)).status).toBe(404);

    await owner(`/api/blog/posts/${draft._id}`, 'PUT', { draft: false });
    expect(await publicText()).toContain('state-draft');
    expect((await get('/blog/state-draft')).status).toBe(200);
    await owner(`/api/blog/posts/${draft._id}`, 'DELETE');
  });

  it('shows a scheduled post everywhere within 5 s of its date, without a restart', async () => {
    const date = new Date(Date.now() + SCHEDULE_AHEAD_MS).toISOString();
    const scheduled = await owner(
      '/api/blog/posts',
      'POST',
      post({ slug: 'state-scheduled', date }),
    );
    expect(scheduled.state).toBe('scheduled');
    await warm();
    expect(await publicText()).not.toContain('state-scheduled');
    expect((await get('/blog/state-scheduled')).status).toBe(404);

    const due = Date.parse(date);
    let seenAt = 0;
    while (Date.now() < due + PUBLICATION_DELAY_MAX_MS) {
      const response = await get('/blog');
      if ((await response.text()).includes('state-scheduled')) {
        seenAt = Date.now();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(seenAt, 'the scheduled post never appeared on /blog').toBeGreaterThan(0);
    expect(seenAt).toBeGreaterThanOrEqual(due);
    const everywhere = await publicText();
    for (const surface of ['/rss.xml', '/sitemap.xml']) {
      const text = await (await get(surface)).text();
      expect(text, surface).toContain('state-scheduled');
    }
    expect(everywhere).toContain('Hidden Category');
    const article = await get('/blog/state-scheduled');
    expect(article.status).toBe(200);
    expect(await article.text()).toContain('<h2 id="secret-heading">Secret heading</h2>');
    await owner(`/api/blog/posts/${scheduled._id}`, 'DELETE');
  });

  it("answers a published post's old address with 301 to the new one", async () => {
    const created = await owner('/api/blog/posts', 'POST', post({ slug: 'state-old-address' }));
    await owner(`/api/blog/posts/${created._id}`, 'PUT', { slug: 'state-new-address' });
    const moved = await get('/blog/state-old-address');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/blog/state-new-address');
    expect((await get('/blog/state-new-address')).status).toBe(200);
    await owner(`/api/blog/posts/${created._id}`, 'DELETE');
    expect((await get('/blog/state-old-address')).status).toBe(404);
  });

  it('shows a draft by its preview link: private, noindex, revocable, then the article', async () => {
    const draft = await owner(
      '/api/blog/posts',
      'POST',
      post({ slug: 'state-preview', draft: true }),
    );
    const link = await owner<{ path: string }>(`/api/blog/posts/${draft._id}/preview-link`, 'POST');
    for (let visit = 0; visit < 2; visit++) {
      const response = await get(link.path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('x-robots-tag')).toContain('noindex');
      expect(response.headers.get('x-cache')).not.toBe('HIT');
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain('<h2 id="secret-heading">Secret heading</h2>');
      expect(html).toContain('Preview of a draft');
    }
    expect((await get('/post-preview/not-a-real-token')).status).toBe(404);

    await owner(`/api/blog/posts/${draft._id}/preview-link`, 'DELETE');
    expect((await get(link.path)).status).toBe(404);

    const second = await owner<{ path: string }>(
      `/api/blog/posts/${draft._id}/preview-link`,
      'POST',
    );
    await owner(`/api/blog/posts/${draft._id}`, 'PUT', { draft: false });
    const published = await get(second.path);
    expect(published.status).toBe(302);
    expect(published.headers.get('location')).toBe('/blog/state-preview');
    expect(published.headers.get('cache-control')).toBe('private, no-store');
    await owner(`/api/blog/posts/${draft._id}`, 'DELETE');
  });
});
