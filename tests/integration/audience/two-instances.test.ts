import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createLogger } from '#server/logger.ts';
import { startServer, type RunningServer } from '#server/server.ts';
import { createPostgresDatabase, TEST_DATABASE_URL } from '../support/databases';
import { productionBuildReady, productionTestConfig } from '../support/production-server';
import { BROWSER_B, visit } from './support';

/**
 * Two instances of the production build on one PostgreSQL and one Redis: each counts the views
 * it answers, both write at shutdown, and the totals are the sum, a visitor seen on both once.
 */
const TEST_REDIS_URL = process.env.TEST_REDIS_URL?.trim() || undefined;
const available =
  Boolean(TEST_DATABASE_URL && TEST_REDIS_URL) && productionBuildReady('audience instances tests');

describe.skipIf(!available)('audience: two instances add up', () => {
  it('sums both instances’ views and counts a visitor once', async () => {
    const fresh = await createPostgresDatabase();
    const env = {
      DATABASE_URL: fresh.url,
      REDIS_URL: TEST_REDIS_URL,
      SESSION_SECRET: 'audience-two-instances-secret-0123456789abcdef',
    };
    const made = [
      productionTestConfig('audience-one-', env),
      productionTestConfig('audience-two-', env),
    ];
    const servers: RunningServer[] = [];
    try {
      for (const { config } of made)
        servers.push(await startServer(config, createLogger('silent')));
      const [one, two] = servers as [RunningServer, RunningServer];
      const answers = [
        await visit(one.url, '/'),
        await visit(two.url, '/'),
        await visit(two.url, '/blog'),
        await visit(two.url, '/', { 'user-agent': BROWSER_B }),
      ];
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        await answer.arrayBuffer();
      }
      await one.close();
      await two.close();
      const reader = await startServer(made[0]!.config, createLogger('silent'));
      servers.push(reader);
      const report = await reader.audience.figures.report(7, ['/', '/blog']);
      expect(report.series.at(-1)).toMatchObject({ views: 4, visitors: 2 });
      expect(report.paths['/']).toEqual({ key: '/', views: 3, visitors: 2 });
      expect(report.paths['/blog']).toEqual({ key: '/blog', views: 1, visitors: 1 });
    } finally {
      for (const server of servers) await server.close();
      for (const { dataDir } of made) rmSync(dataDir, { recursive: true, force: true });
      await fresh.drop();
    }
  }, 180_000);
});
