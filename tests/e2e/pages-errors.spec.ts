import { expect, test } from './support/test';
import { samplePosts } from '#server/content/sample-posts.ts';
import { BROKEN_URL, FALLBACK_URL } from './pages-helpers';

/**
 * docs/product.md, docs/product.md#api-conventions-and-errors with an unreachable database: the 'fallback' server serves the built-in content,
 * the 'broken' one (fallback off) shows each page's error screen. Plus the 404 page.
 */

const fallback = FALLBACK_URL;
const broken = BROKEN_URL;
const LOAD_ERROR = 'An error occurred while fetching data';
const ERROR_LINE = 'Error: API Error: Service Unavailable';

test.describe('database down, built-in content on', () => {
  test('home, projects, blog and articles show the sample content', async ({ page }) => {
    await page.goto(`${fallback}/`);
    await expect(page.locator('#work').getByRole('article')).toHaveCount(4);
    await expect(page.getByTestId('stat-value')).toHaveCount(4);

    await page.goto(`${fallback}/projects`);
    await expect(page.getByRole('list', { name: 'Projects' }).getByRole('article')).toHaveCount(4);

    await page.goto(`${fallback}/blog`);
    await expect(page.getByRole('region', { name: 'Featured post' })).toContainText(
      samplePosts[0]!.title,
    );

    const post = samplePosts[1]!;
    const response = await page.goto(`${fallback}/blog/${post.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByText('No comments yet. Be the first to comment!')).toBeVisible();
  });

  test('personal projects have no built-in copy: their error screen', async ({ page }) => {
    const response = await page.goto(`${fallback}/personal-projects`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Personal Projects Took a Personal Day!',
    );
    await expect(page.getByRole('alert')).toContainText(LOAD_ERROR);
    await expect(page.getByRole('alert')).toContainText(ERROR_LINE);
  });
});

test.describe('database down, built-in content off', () => {
  const screens = [
    { path: '/projects', title: 'Houston, We Have a Problem!' },
    { path: '/personal-projects', title: 'Personal Projects Took a Personal Day!' },
    { path: '/blog', title: 'Blog Posts Went On Vacation!' },
    { path: `/blog/${samplePosts[0]!.slug}`, title: '404: Article Escaped!' },
  ];
  for (const { path, title } of screens) {
    test(`${path} shows '${title}' and the error`, async ({ page }) => {
      const response = await page.goto(`${broken}${path}`);
      expect(response?.status()).toBe(503);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert).toContainText(LOAD_ERROR);
      await expect(alert).toContainText(ERROR_LINE);
      await expect(page.getByRole('navigation').first()).toBeVisible();
    });
  }

  test('home keeps its static sections and shows both section errors', async ({ page }) => {
    const response = await page.goto(`${broken}/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Creating Digital Experiences',
    );
    const work = page.locator('#work').getByRole('alert');
    await expect(work.getByRole('heading')).toHaveText('The Projects Are Playing Hide & Seek!');
    await expect(work).toContainText(LOAD_ERROR);
    await expect(work).toContainText(ERROR_LINE);
    const stats = page.getByRole('region', { name: 'By the numbers' }).getByRole('alert');
    await expect(stats.getByRole('heading')).toHaveText('Oops! Numbers Went Missing');
    await expect(stats).toContainText(ERROR_LINE);
    await expect(page.getByRole('heading', { name: "Let's Work Together" })).toBeVisible();
  });

  test('labs needs no database', async ({ page }) => {
    const response = await page.goto(`${broken}/labs`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('article')).toHaveCount(6);
  });
});

test('an unknown URL gets a real 404 page', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page wandered off');
  await page.getByRole('main').getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
