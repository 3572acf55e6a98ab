import { expect, test, type Page } from './support/test';
import { samplePosts } from '#server/content/sample-posts.ts';
import { BROKEN_URL } from './pages-helpers';
import { axeFor } from './support/axe';
import { sidewaysOverflowPx } from './support/layout';
import { keepScreenshot } from './support/screens';

/**
 * Every screen: no serious or critical axe violation at 1440 px and at 390 px (with a screenshot
 * of each kept, support/screens.ts), nothing wider than a 360 px phone, and every image sized
 * (so it cannot shift the layout while it loads).
 */

const screens = [
  { name: 'home', url: '/' },
  { name: 'projects', url: '/projects' },
  { name: 'personal projects', url: '/personal-projects' },
  { name: 'blog', url: '/blog' },
  { name: 'blog category', url: '/blog?category=typescript' },
  { name: 'article', url: `/blog/${samplePosts[3]!.slug}` },
  { name: 'case study', url: '/projects/harbor-pine-storefront' },
  { name: 'missing case study', url: '/projects/no-such-study' },
  { name: 'labs', url: '/labs' },
  { name: 'search', url: '/search?q=react' },
  { name: 'not found', url: '/no/such/page' },
  { name: 'missing article', url: '/blog/no-such-article' },
  { name: 'blog error', url: `${BROKEN_URL}/blog` },
  { name: 'home errors', url: `${BROKEN_URL}/` },
  { name: 'projects error', url: `${BROKEN_URL}/projects` },
  { name: 'article error', url: `${BROKEN_URL}/blog/${samplePosts[0]!.slug}` },
];

async function seriousViolations(page: Page) {
  const results = await axeFor(page).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

/** Every screen and tool is checked (and its screenshot kept) on a desktop and on a phone. */
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/**
 * One test per screen, loading it afresh at each width in the same page: a new browser context
 * per width cost more than the checks (a context and a cold load are about a second of CPU).
 */
async function checkAtEachWidth(page: Page, name: string, load: () => Promise<void>) {
  for (const viewport of VIEWPORTS) {
    await test.step(`${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      await load();
      expect(await seriousViolations(page), `${viewport.width} px`).toEqual([]);
      await keepScreenshot(page, name);
    });
  }
}

/** Nothing wider than a 360 px phone, and every image sized (so it cannot shift the layout). */
async function expectFitsSmallPhone(page: Page, url: string) {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(url);
  expect(await sidewaysOverflowPx(page), '360 px: sideways overflow').toBeLessThanOrEqual(0);
  const unsized = await page
    .locator('main img')
    .evaluateAll((images) =>
      images
        .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
        .map((img) => img.getAttribute('src')),
    );
  expect(unsized, '360 px: images without a size').toEqual([]);
}

/** The content screens a visitor reaches by a link (not the error screens) must fit 360 px. */
const PHONE_CHECKED_SCREENS = 7;

screens.forEach(({ name, url }, index) => {
  const fits = index < PHONE_CHECKED_SCREENS;
  test(`${name}: no serious accessibility violations at 1440 and 390 px${fits ? ', fits 360 px, images sized' : ''}`, async ({
    page,
  }) => {
    await checkAtEachWidth(page, name, async () => {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
    });
    if (fits) await test.step('360 px', () => expectFitsSmallPhone(page, url));
  });
});

/** The labs' tool pages, each waited for until its tool is on screen. */
const tools = [
  { name: 'collab', url: '/collab', ready: 'Create or join a room' },
  { name: 'whiteboard', url: '/whiteboard', ready: 'Create or join a room' },
  { name: 'editor', url: '/editor', ready: 'Export ZIP' },
  { name: 'IDE', url: '/ide', ready: 'New file' },
];

for (const { name, url, ready } of tools) {
  test(`${name}: no serious accessibility violations at 1440 and 390 px`, async ({ page }) => {
    await checkAtEachWidth(page, name, async () => {
      await page.goto(url);
      await expect(page.getByText(ready).first()).toBeAttached();
    });
  });
}

test('images below the fold load lazily', async ({ page }) => {
  await page.goto('/');
  const workImages = page.locator('#work img');
  await expect(workImages.first()).toHaveAttribute('loading', 'lazy');
  await page.goto('/blog');
  await expect(page.getByTestId('post-grid').locator('img').last()).toHaveAttribute(
    'loading',
    'lazy',
  );
});

test('keyboard focus is visible on content controls', async ({ page }) => {
  await page.goto('/blog');
  const button = page.getByRole('button', { name: 'React', exact: true });
  await button.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  const outline = await button.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe('none');
});
