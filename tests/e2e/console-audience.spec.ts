import { expect, test } from './support/test';
import { openHydrated } from './pages-helpers';
import { signInOwner } from './support/owner';
import { keepScreenshot } from './support/screens';
import { describeWithRestartableServer } from './support/restartable-server';
import { E2E_ADMIN_TOKEN } from './support/servers';

/**
 * The console's audience figures in a browser: "reading now" on the dashboard follows a second
 * visitor live; the audience screen shows the counted days as a chart with its table, downloads
 * them as CSV, and deletes them after the site's dialog asked.
 */

/** A browser's user agent (headless Chromium's own says HeadlessChrome: a bot, not counted). */
const DESKTOP_BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

describeWithRestartableServer(
  'reading now',
  'console-reading-now',
  70,
  (server) => {
    test('shows a second visitor’s page live, and takes it off when they leave', async ({
      page,
      browser,
    }) => {
      await signInOwner(page.request, server.origin);
      await openHydrated(page, `${server.origin}/admin`);
      const status = page.getByRole('region', { name: 'Reading now' }).getByRole('status');
      await expect(status).toHaveText('Nobody is reading the site right now.', { timeout: 15_000 });

      const visitorContext = await browser.newContext();
      const visitor = await visitorContext.newPage();
      await openHydrated(visitor, `${server.origin}/blog`);
      const pages = page.getByTestId('reading-now-pages');
      await expect(pages.getByRole('row', { name: '/blog 1' })).toBeVisible({ timeout: 15_000 });
      await expect(status).toHaveText('1 reader on 1 page');

      await visitorContext.close();
      await expect(status).toHaveText('Nobody is reading the site right now.', { timeout: 15_000 });
    });
  },
  { ADMIN_TOKEN: E2E_ADMIN_TOKEN },
);

describeWithRestartableServer(
  'the audience screen',
  'console-audience',
  71,
  (server) => {
    test('draws the days as a chart with a table, downloads CSV, and deletes it all', async ({
      page,
      request,
    }) => {
      const read = (path: string, userAgent = DESKTOP_BROWSER) =>
        request.get(`${server.origin}${path}`, {
          headers: { 'user-agent': userAgent, accept: 'text/html' },
        });
      for (const path of ['/', '/', '/blog']) expect((await read(path)).status()).toBe(200);
      expect((await read('/', `${DESKTOP_BROWSER} Edg/131.0`)).status()).toBe(200);
      // A deploy's SIGTERM writes what was counted in memory.
      await server.restart();

      await signInOwner(page.request, server.origin);
      await openHydrated(page, `${server.origin}/admin/audience?days=7`);
      await expect(page.getByRole('heading', { name: 'Audience', level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: '7 days', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByTestId('audience-chart').locator('rect')).toHaveCount(7);
      const table = page.getByRole('table', { name: 'Views and visitors per day, 7 days' });
      await expect(table.getByRole('row')).toHaveCount(8);
      await expect(table.getByRole('row').last().getByRole('cell')).toHaveText(['4', '2']);
      const topPages = page.getByRole('table', { name: 'Top pages' });
      await expect(topPages.getByRole('row', { name: '/ 3 2' })).toBeVisible();
      await expect(topPages.getByRole('row', { name: '/blog 1 1' })).toBeVisible();

      await keepScreenshot(page, 'console audience with figures');

      const csv = await page.request.get(`${server.origin}/admin/audience.csv?days=7`);
      expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
      const lines = (await csv.text()).trim().split('\r\n');
      expect(lines[0]).toBe('day,views,visitors');
      expect(lines).toHaveLength(8);
      expect(lines.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2},4,2$/);

      await page.getByRole('button', { name: 'Delete all audience data' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete all audience data?' });
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'deleted' })).toHaveText(
        'All audience data is deleted.',
      );
      await expect(table.getByRole('row').last().getByRole('cell')).toHaveText(['0', '0']);
    });
  },
  { ADMIN_TOKEN: E2E_ADMIN_TOKEN },
);
