import { expect, test, type Page } from './support/test';
import { openHydrated } from './pages-helpers';
import { palette } from './shell.helpers';

/**
 * Site search (docs/product.md#site-search) in a browser: the palette's results as the visitor
 * types, stale requests cancelled, and /search with the same results without JavaScript.
 */
const paletteInput = (page: Page) =>
  palette(page).getByRole('combobox', { name: 'Search commands' });
const siteResults = (page: Page) =>
  palette(page).getByRole('listbox', { name: 'Articles and projects' }).getByRole('option');

test('the palette searches articles as the visitor types, with the matched words marked', async ({
  page,
}) => {
  await openHydrated(page, '/');
  await page.keyboard.press('Control+k');
  await expect(paletteInput(page)).toBeFocused();
  await page.keyboard.type('react');
  const first = siteResults(page).first();
  await expect(first).toContainText('Forms in React 19');
  await expect(first.locator('mark').first()).toHaveText('React');
  await expect(siteResults(page).last()).toHaveText('See all results for “react”');

  // No command matches "react", so the first result is selected; Enter opens it.
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/blog\/react-19-actions-and-forms$/);
  await expect(palette(page)).toBeHidden();
});

test('typing on cancels the request for the text before, and shows only the newest answer', async ({
  page,
}) => {
  await openHydrated(page, '/');
  // The answer for "type" is held back until the visitor has typed on.
  let releaseStale: () => void = () => {};
  const staleHeld = new Promise<void>((resolve) => (releaseStale = resolve));
  await page.route('**/api/search?q=type', async (route) => {
    await staleHeld;
    await route.continue().catch(() => {});
  });
  const staleSent = page.waitForRequest((request) => request.url().endsWith('/api/search?q=type'));
  const staleAborted = page.waitForEvent('requestfailed', (request) =>
    request.url().endsWith('/api/search?q=type'),
  );
  await page.keyboard.press('Control+k');
  await paletteInput(page).pressSequentially('type');
  await staleSent;
  await paletteInput(page).pressSequentially('script');
  const aborted = await staleAborted;
  expect(aborted.failure()?.errorText).toMatch(/ABORTED/i);
  releaseStale();
  await expect(siteResults(page).first()).toContainText(/TypeScript/i);
  await expect(siteResults(page).last()).toHaveText('See all results for “typescript”');

  // The last option leads to the page of all results.
  await siteResults(page).last().click();
  await expect(page).toHaveURL(/\/search\?q=typescript$/);
  await expect(page.getByRole('heading', { name: 'Search the site' })).toBeVisible();
});

test('/search gives the same results without JavaScript, and keeps markup in a query as text', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/search');
  await page.getByRole('searchbox', { name: 'Search articles and projects' }).fill('react');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=react$/);
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(results.first()).toContainText('Forms in React 19');
  await expect(results.first().getByRole('link')).toHaveAttribute(
    'href',
    '/blog/react-19-actions-and-forms',
  );
  await expect(results.first().locator('mark').first()).toHaveText('React');

  await page.goto(`/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
  await expect(page.getByRole('status')).toHaveText(
    'Nothing matches “<img src=x onerror=alert(1)>”.',
  );
  await expect(page.locator('main img')).toHaveCount(0);
  await context.close();
});
