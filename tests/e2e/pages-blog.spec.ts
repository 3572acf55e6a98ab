import { expect, test, type Page } from './support/test';
import { BLOG_PAGE_SIZE } from '#common/content-limits.ts';
import type { PostList } from '#common/types.ts';
import { getJson, openHydrated } from './pages-helpers';
import { expectPicturesWhole } from './support/pictures';

/** The blog list (docs/product.md#routes, docs/product.md#content-and-fallback, docs/product.md#business-constants): categories, featured post, grid, pagination in the URL. */

const CATEGORIES = ['All Posts', 'JavaScript', 'React', 'TypeScript', 'Design', 'Career'];
const category = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const grid = (page: Page) => page.getByTestId('post-grid').getByRole('article');
const featured = (page: Page) => page.getByRole('region', { name: 'Featured post' });
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

test('lists the newest post as featured, then the rest of the first nine', async ({
  page,
  request,
}) => {
  const first = await getJson<PostList>(request, '/api/blog/posts?page=1&limit=9');
  await openHydrated(page, '/blog');
  await expect(page.getByRole('form', { name: 'Blog categories' }).getByRole('button')).toHaveText(
    CATEGORIES,
  );
  await expect(category(page, 'All Posts')).toHaveAttribute('aria-pressed', 'true');
  await expect(featured(page).getByRole('heading')).toHaveText(first.posts[0]!.title);
  // Its picture, as tall as the text beside it, is shown whole.
  await expectPicturesWhole(featured(page));
  // Featured once: the grid goes on with the second post.
  await expect(grid(page)).toHaveCount(BLOG_PAGE_SIZE - 1);
  await expect(grid(page).getByRole('heading')).toHaveText(
    first.posts.slice(1).map((post) => post.title),
  );
  await expect(grid(page).first().getByRole('link')).toHaveAttribute(
    'href',
    `/blog/${first.posts[1]!.slug}`,
  );
});

test('pages through the list with the page in the URL', async ({ page, request }) => {
  const second = await getJson<PostList>(request, '/api/blog/posts?page=2&limit=9');
  await openHydrated(page, '/blog');
  await expect(pagination(page).getByRole('link', { name: 'Page 1' })).toHaveCount(0);
  await expect(pagination(page).locator('[aria-current="page"]')).toHaveText('Page 1');

  await pagination(page).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(grid(page).getByRole('heading')).toHaveText(second.posts.map((post) => post.title));
  await expect(pagination(page).locator('[aria-current="page"]')).toHaveText('Page 2');
  // The featured post shows once, on the first page.
  await expect(featured(page)).toHaveCount(0);

  await pagination(page).getByRole('link', { name: 'Page 1' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(pagination(page).getByRole('link', { name: 'Previous' })).toHaveCount(0);
});

test('filters by category: URL, page reset, no featured post, top of page', async ({
  page,
  request,
}) => {
  const react = (await (
    await request.get('/api/blog/posts?category=react&page=1&limit=9')
  ).json()) as PostList;
  await openHydrated(page, '/blog?page=2');
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await category(page, 'React').click();
  await expect(page).toHaveURL(/\/blog\?category=react$/);
  await expect(category(page, 'React')).toHaveAttribute('aria-pressed', 'true');
  await expect(category(page, 'All Posts')).toHaveAttribute('aria-pressed', 'false');
  await expect(grid(page).getByRole('heading')).toHaveText(react.posts.map((post) => post.title));
  await expect(featured(page)).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  // One page of React posts: no pagination controls.
  expect(react.pagination.totalPages).toBe(1);
  await expect(pagination(page)).toHaveCount(0);

  await category(page, 'All Posts').click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(featured(page)).toBeVisible();
});

test('the newest post is shown once across the pages, at 390 and at 1440 px', async ({
  page,
  request,
}) => {
  const newest = (await getJson<PostList>(request, '/api/blog/posts?page=1&limit=1')).posts[0]!;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    let seen = 0;
    for (const path of ['/blog', '/blog?page=2']) {
      await page.goto(path);
      seen += await page.getByRole('heading', { name: newest.title, exact: true }).count();
    }
    expect(seen, `${width} px`).toBe(1);
    await page.goto('/blog');
    await expect(featured(page).getByRole('heading')).toHaveText(newest.title);
  }
});

test('a page past the end goes to the last page', async ({ page }) => {
  await page.goto('/blog?page=999');
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(pagination(page).locator('[aria-current="page"]')).toHaveText('Page 2');
});

test('works without JavaScript: categories and pages are plain links and forms', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/blog');
  await expect(grid(page)).toHaveCount(BLOG_PAGE_SIZE - 1);
  await category(page, 'Design').click();
  await expect(page).toHaveURL(/\/blog\?category=design$/);
  await expect(grid(page).first()).toContainText('Design');
  await page.goto('/blog');
  await pagination(page).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(pagination(page).locator('[aria-current="page"]')).toHaveText('Page 2');
  await context.close();
});
