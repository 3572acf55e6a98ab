import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Project } from '#common/types.ts';
import { createLogger } from '#server/logger.ts';
import { startServer, type RunningServer } from '#server/server.ts';
import { productionBuildReady, productionTestConfig } from '../support/production-server';
import { serverForSuite } from '../support/suite-server';

/**
 * A project's case study at /projects/<slug> on the production build, through the page cache:
 * rendered by the posts' pipeline when saved, linked from its card, in the sitemap, with its own
 * social card; a hidden project, an unknown slug or a project without a write-up is a 404.
 */
const buildReady = productionBuildReady('case study page tests');

const OWNER_TOKEN = 'case-studies-owner-token-0123456789';

interface Started {
  server: RunningServer;
  dataDir: string;
}

describe.skipIf(!buildReady)('case study pages', () => {
  const started = serverForSuite(
    async (): Promise<Started> => {
      const { config, dataDir } = productionTestConfig('case-studies-', {
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
  const owner = async (target: string, method: string, body: unknown) => {
    const response = await fetch(`${base()}${target}`, {
      method,
      headers: { authorization: `Bearer ${OWNER_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, `${method} ${target}`).toBeLessThan(300);
    return (await response.json()) as Project;
  };

  it('renders a sample case study, linked from its card and listed in the sitemap', async () => {
    const page = await get('/projects/harbor-pine-storefront');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1');
    expect(html).toContain('Harbor &amp; Pine Storefront');
    // The write-up as the pipeline rendered it: heading ids, a table, the table of contents.
    expect(html).toContain('<h2 id="the-problem">');
    expect(html).toContain('<table>');
    expect(html).toContain('href="#the-problem"');
    expect(html).toContain('/social/projects/harbor-pine-storefront.png');
    expect(html).not.toContain('noindex');

    const gallery = await (await get('/projects')).text();
    expect(gallery).toContain('href="/projects/harbor-pine-storefront"');
    expect(gallery).not.toContain('example.com');
    const home = await (await get('/')).text();
    expect(home).toContain('href="/projects/harbor-pine-storefront"');

    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain('/projects/harbor-pine-storefront</loc>');
    expect(sitemap).not.toContain('/projects/weather-canvas</loc>');

    const card = await get('/social/projects/harbor-pine-storefront.png');
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
  });

  it('answers 404 for an unknown slug, a project without a write-up and a hidden project', async () => {
    for (const target of ['/projects/no-such-study', '/projects/weather-canvas', '/projects/%00']) {
      expect((await get(target)).status, target).toBe(404);
    }
    const created = await owner('/api/projects', 'POST', {
      title: 'Page Cache Study',
      category: 'web',
      type: 'personal',
      writeUp: '## First heading\n\nBody with **bold** and <img src=x onerror=alert(1)>.',
    });
    const target = `/projects/${created.slug}`;
    const shown = await get(target);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain('<strong>bold</strong>');
    expect(html).not.toContain('onerror');
    expect((await get(target)).status).toBe(200);

    await owner(`/api/projects/${created._id}`, 'PUT', { hidden: true });
    expect((await get(target)).status).toBe(404);
    expect((await get(`/social${target}.png`)).status).toBe(404);
    expect(await (await get('/sitemap.xml')).text()).not.toContain(target);
  });
});
