import { expect, test, type Page } from './support/test';
import { HOME_PROJECT_COUNT } from '#app/features/home/home.server.ts';
import { STAT_COUNTER_DURATION_MS } from '#app/features/home/counter.ts';
import type { Project, Stat } from '#common/types.ts';
import { getJson, openHydrated, removeProjects, removeStats } from './pages-helpers';
import { describeWithRestartableServer } from './support/restartable-server';
import { E2E_ADMIN_TOKEN } from './support/servers';
import { expectPicturesWhole } from './support/pictures';

/**
 * Everything that shows projects or stats: the home page's selected work and stats band, the two
 * galleries and their empty states (on a server of their own: they remove the projects and
 * stats every other test reads).
 */

const HIDDEN = ['algorithm visualizer', 'fluxbuilder', 'webgl experiments'];
const cards = (page: Page) => page.getByRole('list', { name: 'Projects' }).getByRole('article');
const filterButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('home: the first four client projects as large, small, small, large tiles', async ({
  page,
  request,
}) => {
  const client = await getJson<Project[]>(request, '/api/projects/client');
  await page.goto('/');
  const work = page.locator('#work');
  const tiles = work.getByRole('article');
  await expect(tiles).toHaveCount(HOME_PROJECT_COUNT);
  await expect(tiles.getByRole('heading')).toHaveText(
    client.slice(0, HOME_PROJECT_COUNT).map((project) => project.title),
  );
  const sizes = await tiles.evaluateAll((nodes) => nodes.map((node) => node.dataset.size));
  expect(sizes).toEqual(['large', 'small', 'small', 'large']);
  const [large, small] = await Promise.all([
    tiles.nth(0).boundingBox(),
    tiles.nth(1).boundingBox(),
  ]);
  expect(large!.width).toBeGreaterThan(small!.width * 1.5);
  // The wide tiles' 3:2 drawings are shown whole, not cut to the tile's shape.
  await expectPicturesWhole(tiles);
  await work.getByRole('link', { name: 'View Projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);
});

test('home: stat counters count up from 0 over 2 s once scrolled into view', async ({
  page,
  request,
}) => {
  const stats = await getJson<Stat[]>(request, '/api/stats/stats?active=true');
  await openHydrated(page, '/');
  const values = page.getByTestId('stat-value');
  await expect(values).toHaveCount(stats.length);
  // Off screen they wait at zero.
  await expect(values.first()).toHaveText(`0${stats[0]!.suffix}`);

  const target = stats[0]!.value;
  // Sampled in the page, every frame, until the final value shows (or 5× the duration).
  const samples = await values.first().evaluate(
    async (element, { durationMs, final }) => {
      element.scrollIntoView({ block: 'center' });
      const seen: { at: number; text: string }[] = [];
      const start = performance.now();
      while (performance.now() - start < durationMs * 5) {
        const text = element.textContent ?? '';
        seen.push({ at: performance.now() - start, text });
        if (parseInt(text, 10) === final) break;
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return seen;
    },
    { durationMs: STAT_COUNTER_DURATION_MS, final: target },
  );

  const numbers = samples.map((sample) => parseInt(sample.text, 10));
  expect(numbers.some((n) => n > 0 && n < target)).toBe(true);
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  const firstFinal = samples.find((sample) => parseInt(sample.text, 10) === target);
  expect(firstFinal, 'reaches its value').toBeDefined();
  expect(firstFinal!.at).toBeGreaterThan(STAT_COUNTER_DURATION_MS * 0.75);
  await expect(values).toHaveText(stats.map((stat) => `${stat.value}${stat.suffix}`));
});

test('home: with reduced motion the stats show their values at once', async ({ page, request }) => {
  const stats = await getJson<Stat[]>(request, '/api/stats/stats?active=true');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHydrated(page, '/');
  await expect(page.getByTestId('stat-value')).toHaveText(
    stats.map((stat) => `${stat.value}${stat.suffix}`),
  );
});

test('projects: filters in the URL, cards with their details, Get in Touch', async ({
  page,
  request,
}) => {
  const client = await getJson<Project[]>(request, '/api/projects/client');
  await openHydrated(page, '/projects');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client Projects');
  await expect(
    page.getByRole('form', { name: 'Filter client projects' }).getByRole('button'),
  ).toHaveText(['All', 'Web Development', 'UI Design', 'Full Stack']);
  await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(client.length);

  const first = cards(page).first();
  await expect(first.getByRole('img')).toHaveAttribute('width', /\d+/);
  await expect(first.getByRole('heading')).toHaveText(client[0]!.title);
  // A project with a case study links to it, on this site (pages-case-study.spec.ts follows it).
  const link = first.getByRole('link', { name: /Read the case study/ });
  await expect(link).toHaveAttribute('href', `/projects/${client[0]!.slug}`);
  await expect(link).not.toHaveAttribute('target', '_blank');

  await filterButton(page, 'UI Design').click();
  await expect(page).toHaveURL(/\/projects\?category=ui$/);
  await expect(filterButton(page, 'UI Design')).toHaveAttribute('aria-pressed', 'true');
  const ui = client.filter((p) => p.category === 'ui' || p.categories.includes('ui'));
  await expect(cards(page).getByRole('heading')).toHaveText(ui.map((p) => p.title));

  await filterButton(page, 'All').click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(cards(page)).toHaveCount(client.length);

  await page.getByRole('link', { name: 'Get in Touch' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
});

test('personal projects: lab projects hidden, filters work', async ({ page, request }) => {
  const personal = await getJson<Project[]>(request, '/api/projects/personal');
  const visible = personal.filter((p) => !HIDDEN.includes(p.title.toLowerCase()));
  expect(visible.length).toBeLessThan(personal.length);
  await openHydrated(page, '/personal-projects');
  await expect(
    page.getByRole('form', { name: 'Filter personal projects' }).getByRole('button'),
  ).toHaveText(['All', 'Web Development', 'Educational', 'Tools', 'Creative']);
  await expect(cards(page).getByRole('heading')).toHaveText(visible.map((p) => p.title));
  for (const title of ['Algorithm Visualizer', 'FluxBuilder']) {
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  }

  await filterButton(page, 'Creative').click();
  await expect(page).toHaveURL(/category=creative/);
  const creative = visible.filter(
    (p) => p.category === 'creative' || p.categories.includes('creative'),
  );
  await expect(cards(page).getByRole('heading')).toHaveText(creative.map((p) => p.title));
  await expect(page.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute(
    'href',
    '/#contact',
  );
});

// The empty states remove every project and stat: on a server of its own, or the other browser
// tests reading the shared server's (the home page's stats, in the other worker) would see none.
describeWithRestartableServer(
  'empty states',
  'catalog-empty',
  14,
  (server) => {
    test('no personal projects, no client projects, no stats', async ({ page, playwright }) => {
      const request = await playwright.request.newContext({ baseURL: server.origin });
      try {
        await removeProjects(request, 'personal');
        await page.goto(`${server.origin}/personal-projects`);
        await expect(page.getByText('New personal projects coming soon')).toBeVisible();
        await expect(page.getByRole('form', { name: 'Filter personal projects' })).toHaveCount(0);
        await page.getByRole('main').getByRole('link', { name: 'Labs' }).click();
        await expect(page).toHaveURL(/\/labs$/);

        await removeProjects(request, 'client');
        await removeStats(request);
        await page.goto(`${server.origin}/projects`);
        await expect(page.getByText('No projects available yet')).toBeVisible();
        await page.goto(`${server.origin}/`);
        await expect(page.locator('#work').getByText('No projects available yet')).toBeVisible();
        await expect(page.getByText('No stats available')).toBeVisible();
      } finally {
        await request.dispose();
      }
    });
  },
  { ADMIN_TOKEN: E2E_ADMIN_TOKEN },
);

/** The cards of a project grid, grouped into rows by their top edge. */
async function cardRows(page: Page) {
  const boxes = await cards(page).evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      return { top: Math.round(box.top), left: Math.round(box.left) };
    }),
  );
  const rows = new Map<number, number[]>();
  for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box.left]);
  return [...rows.values()];
}

// Each width loads the page afresh, in one page: a browser context per width cost more than
// the checks.
for (const path of ['/projects', '/personal-projects']) {
  test(`${path}: three to a row at 1440 px with no card alone on the last row, one at 390 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openHydrated(page, path);
    const rows = await cardRows(page);
    const total = rows.flat().length;
    expect(rows.every((row) => row.length <= 3)).toBe(true);
    if (total > 1) expect(rows.at(-1)!.length).toBeGreaterThanOrEqual(2);
    if (total >= 3) expect(rows[0]!.length).toBe(total === 4 ? 2 : 3);

    await page.setViewportSize({ width: 390, height: 844 });
    await openHydrated(page, path);
    const phoneRows = await cardRows(page);
    expect(phoneRows.every((row) => row.length === 1)).toBe(true);
  });
}

test('home at 1440 and 390 px: selected work shows each whole description', async ({ page }) => {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await openHydrated(page, '/');
    const texts = page.locator('#work li h3 + p');
    await expect(texts).toHaveCount(HOME_PROJECT_COUNT);
    const cut = await texts.evaluateAll((items) =>
      items
        .filter((item) => item.scrollHeight > item.clientHeight + 1)
        .map((item) => item.textContent),
    );
    expect(cut, `${width} px`).toEqual([]);
  }
});
