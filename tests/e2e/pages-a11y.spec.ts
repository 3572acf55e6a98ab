import { expect, test, type Page } from '@playwright/test';
import { samplePosts } from '#common/sample-content';
import { BROKEN_URL } from './pages-helpers';
import { axeFor } from './support/axe';
import { keepScreenshot } from './support/screens';

/**
 * Every screen: no serious or critical axe violation at 1440 px and at 390 px (with a screenshot
 * of each kept, support/screens.ts), nothing wider than a 360 px phone, and every image sized (so it cannot shift the
 * layout while it loads).
 */

// axe over a whole page (an article is long) takes well over 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

const screens = [
  { name: 'home', url: '/' },
  { name: 'projects', url: '/projects' },
  { name: 'personal projects', url: '/personal-projects' },
  { name: 'blog', url: '/blog' },
  { name: 'blog category', url: '/blog?category=typescript' },
  { name: 'article', url: `/blog/${samplePosts[3]!.slug}` },
  { name: 'labs', url: '/labs' },
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

for (const viewport of VIEWPORTS) {
  for (const { name, url } of screens) {
    test(`${name}: no serious accessibility violations at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
      await keepScreenshot(page, name);
    });
  }
}

/** The labs' tool pages, each waited for until its tool is on screen. */
const tools = [
  { name: 'collab', url: '/collab', ready: 'Create or join a room' },
  { name: 'whiteboard', url: '/whiteboard', ready: 'Create or join a room' },
  { name: 'editor', url: '/editor', ready: 'Export ZIP' },
  { name: 'IDE', url: '/ide', ready: 'New file' },
];

for (const { name, url, ready } of tools) {
  for (const viewport of VIEWPORTS) {
    test(`${name}: no serious accessibility violations at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(url);
      await expect(page.getByText(ready).first()).toBeAttached();
      expect(await seriousViolations(page)).toEqual([]);
      await keepScreenshot(page, name);
    });
  }
}

for (const { name, url } of screens.slice(0, 7)) {
  test(`${name}: fits a 360 px phone, images sized`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(url);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const unsized = await page
      .locator('main img')
      .evaluateAll((images) =>
        images
          .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
          .map((img) => img.getAttribute('src')),
      );
    expect(unsized).toEqual([]);
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
