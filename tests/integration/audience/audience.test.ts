import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createLogger } from '#server/logger.ts';
import { startServer, type RunningServer } from '#server/server.ts';
import { productionBuildReady, productionTestConfig } from '../support/production-server';
import {
  AUDIENCE_ADMIN_TOKEN,
  BROWSER_B,
  browser,
  columnsHolding,
  GOOGLEBOT,
  signInOwner,
  visit,
} from './support';

/**
 * Cookieless page views (docs/product.md#audience) on the production build: what counts, what
 * does not, that nothing identifying is stored, and that the counts outlive a restart.
 */
const buildReady = productionBuildReady('audience tests');

/** Visitors come through one proxy hop from this (documentation) address. */
const VISITOR_ADDRESS = '198.51.100.23';
const FROM_VISITOR = { 'x-forwarded-for': VISITOR_ADDRESS };

describe.skipIf(!buildReady)('audience: page views counted on the server', () => {
  const { config, dataDir } = productionTestConfig('audience-', {
    ADMIN_TOKEN: AUDIENCE_ADMIN_TOKEN,
    TRUST_PROXY: '1',
  });
  let server: RunningServer;
  const base = () => server.url;
  const start = async () => {
    server = await startServer(config, createLogger('silent'));
  };

  /** Today's figures once everything counted so far is written. */
  async function today(paths: string[] = []) {
    await server.audience.flush();
    const report = await server.audience.figures.report(7, paths);
    return { ...report.series.at(-1)!, report };
  }

  async function expectNotCounted(path: string, headers: Record<string, string>) {
    const before = await today();
    const answer = await visit(base(), path, { ...FROM_VISITOR, ...headers });
    expect(answer.status).toBe(200);
    await answer.arrayBuffer();
    const after = await today();
    expect({ views: after.views, visitors: after.visitors }).toEqual({
      views: before.views,
      visitors: before.visitors,
    });
  }

  it('starts', async () => {
    await start();
  }, 120_000);

  it('counts one visitor once a day across reloads, from the cache or rendered', async () => {
    const answers = [];
    for (let reload = 0; reload < 3; reload += 1) {
      const answer = await visit(base(), '/', FROM_VISITOR);
      expect(answer.status).toBe(200);
      answers.push(answer.headers.get('x-cache'));
      await answer.arrayBuffer();
    }
    expect(answers).toEqual(['MISS', 'HIT', 'HIT']);
    let figures = await today(['/']);
    expect({ views: figures.views, visitors: figures.visitors }).toEqual({ views: 3, visitors: 1 });
    // Another batch: the visitor is known from the database, not from memory.
    await (await visit(base(), '/', FROM_VISITOR)).arrayBuffer();
    figures = await today(['/']);
    expect({ views: figures.views, visitors: figures.visitors }).toEqual({ views: 4, visitors: 1 });
    expect(figures.report.paths['/']).toEqual({ key: '/', views: 4, visitors: 1 });
  });

  it('counts two user agents at one address as two visitors', async () => {
    const before = await today();
    await (await visit(base(), '/blog', FROM_VISITOR)).arrayBuffer();
    await (
      await visit(base(), '/blog', { ...FROM_VISITOR, 'user-agent': BROWSER_B })
    ).arrayBuffer();
    const after = await today();
    expect(after.views - before.views).toBe(2);
    expect(after.visitors - before.visitors).toBe(1);
    expect(after.report.topPages.find((page) => page.key === '/blog')).toMatchObject({
      views: 2,
      visitors: 2,
    });
  });

  it('does not count bots, Sec-GPC, DNT or prefetches', async () => {
    await expectNotCounted('/', { 'user-agent': GOOGLEBOT });
    await expectNotCounted('/', { 'sec-gpc': '1', 'user-agent': browser('Gpc') });
    await expectNotCounted('/', { dnt: '1', 'user-agent': browser('Dnt') });
    await expectNotCounted('/', { 'sec-purpose': 'prefetch', 'user-agent': browser('Prefetch') });
    await expectNotCounted('/', { purpose: 'prefetch', 'user-agent': browser('Purpose') });
  });

  it('does not count the signed-in owner', async () => {
    const cookie = await signInOwner(base(), FROM_VISITOR);
    await expectNotCounted('/', { cookie, 'user-agent': browser('Owner') });
  });

  it('does not count feeds, files, the API, missing pages or the console', async () => {
    const before = await today();
    for (const path of [
      '/rss.xml',
      '/sitemap.xml',
      '/robots.txt',
      '/favicon.ico',
      '/api/blog/posts',
      '/no-such-page',
      '/admin/sign-in',
    ]) {
      await (await visit(base(), path, FROM_VISITOR)).arrayBuffer();
    }
    const after = await today();
    expect(after.views).toBe(before.views);
  });

  it('counts a client-side navigation under its page, and keeps only the referrer’s host', async () => {
    const data = await visit(base(), '/blog.data', { ...FROM_VISITOR, accept: '*/*' });
    expect(data.status).toBe(200);
    await data.arrayBuffer();
    await (
      await visit(base(), '/projects?from=news', {
        ...FROM_VISITOR,
        referer: 'https://news.example.com/item?id=42&user=someone',
      })
    ).arrayBuffer();
    await // The site's own address is PUBLIC_URL's (not whatever Host a request names): not a referrer.
    (
      await visit(base(), '/projects', { ...FROM_VISITOR, referer: `${config.PUBLIC_URL}/blog` })
    ).arrayBuffer();
    const { report } = await today();
    expect(report.topPages.find((page) => page.key === '/blog')?.views).toBe(3);
    expect(report.topPages.find((page) => page.key === '/projects')?.views).toBe(2);
    expect(report.topReferrers).toEqual([{ key: 'news.example.com', views: 1, visitors: 0 }]);
  });

  it('sets no cookie on any public page', async () => {
    for (const path of [
      '/',
      '/projects',
      '/personal-projects',
      '/blog',
      '/labs',
      '/collab',
      '/whiteboard',
      '/editor',
      '/ide',
      '/no-such-page',
    ]) {
      const answer = await visit(base(), path, FROM_VISITOR);
      await answer.arrayBuffer();
      expect(answer.headers.get('set-cookie'), path).toBeNull();
    }
  });

  it('stores no address and no user agent in any table (the owner’s own devices aside)', async () => {
    // owner_sessions keeps the owner's own device address and its short description on purpose
    // (the console's Devices screen): exactly those two columns are exempt, nothing else.
    const holding = await columnsHolding(
      server.database,
      [VISITOR_ADDRESS, 'AudienceMarkerA', 'AudienceMarkerB', 'Googlebot', 'AudienceMarker'],
      ['owner_sessions.address', 'owner_sessions.device'],
    );
    expect(holding).toEqual([]);
    // The exemption is needed: the owner signed in from the visitors' address.
    expect(await columnsHolding(server.database, [VISITOR_ADDRESS], [])).toEqual([
      'owner_sessions.address',
    ]);
  });

  it('keeps the counts across a restart (written at shutdown)', async () => {
    const before = await today();
    // Counted in memory only: no flush before the shutdown, which must write it.
    await (await visit(base(), '/labs', FROM_VISITOR)).arrayBuffer();
    await server.close();
    await start();
    const after = (await server.audience.figures.report(7, ['/labs'])).series.at(-1)!;
    expect(after.views).toBe(before.views + 1);
    // The same visitor after the restart is still the same visitor.
    await (await visit(base(), '/labs', FROM_VISITOR)).arrayBuffer();
    const again = await today(['/labs']);
    expect(again.visitors).toBe(after.visitors);
    // /labs was read once in the cookie test, once before and once after the restart.
    expect(again.report.paths['/labs']).toEqual({ key: '/labs', views: 3, visitors: 1 });
  }, 120_000);

  it('stops', async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
});
