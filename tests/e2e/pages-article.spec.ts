import { expect, test, type Page } from './support/test';
import { COMMENT_SUCCESS_BANNER_MS } from '#app/lib/visitor-input.ts';
import { READING_WORDS_PER_MINUTE } from '#common/markdown/reading-time.ts';
import { messages } from '#common/messages.ts';
import type { BlogPost } from '#common/types.ts';
import { approveComment, openHydrated, unique } from './pages-helpers';
import { submitRefused } from './support/forms';

/** The article page (docs/product.md#routes, docs/product.md, docs/product.md#visitor-input-rules): content, table of contents, comments. */

const ARTICLE = 'typescript-satisfies-operator';
/** Nobody comments on this one: its list stays empty. */
const QUIET_ARTICLE = 'designing-dark-themes';

const commentForm = (page: Page) => page.getByRole('form', { name: 'Leave a comment' });
const comments = (page: Page) => page.getByRole('region', { name: /^Comments/ });

async function fillComment(page: Page, author: string, email: string, content: string) {
  const form = commentForm(page);
  await form.getByLabel('Name').fill(author);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Comment').fill(content);
}

async function getPost(page: Page, slug: string): Promise<BlogPost> {
  return (await (await page.request.get(`/api/blog/posts/slug/${slug}`)).json()) as BlogPost;
}

test('shows the whole article: meta line, title, excerpt, author, image, body, tags', async ({
  page,
}) => {
  const post = await getPost(page, ARTICLE);
  const words = post.content
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  await openHydrated(page, '/blog');
  await page.getByRole('link', { name: post.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/blog/${ARTICLE}$`));

  const article = page.getByRole('article');
  await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  const header = article.locator('header');
  await expect(header).toContainText(post.category);
  await expect(header.locator('time')).toHaveAttribute('datetime', post.date);
  await expect(header).toContainText(`${Math.ceil(words / READING_WORDS_PER_MINUTE)} min read`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(header).toContainText(post.excerpt);
  await expect(header).toContainText(`By ${post.author}`);
  await expect(header.locator('img')).toHaveAttribute('src', post.image);
  await expect(header.locator('img')).toHaveAttribute('height', /\d+/);
  for (const tag of post.tags) await expect(article.locator('footer')).toContainText(tag);

  // Code is highlighted on the server: coloured spans, no highlighter in the browser.
  const code = article.locator('pre.shiki').first();
  await expect(code).toBeVisible();
  expect(await code.locator('span[style*="color"]').count()).toBeGreaterThan(3);
});

test('table of contents: h2/h3 links that jump and follow the reading', async ({ page }) => {
  await openHydrated(page, `/blog/${ARTICLE}`);
  const toc = page.getByRole('navigation', { name: 'On this page' });
  const headings = page.locator('.prose').locator('h2, h3');
  const titles = await headings.allTextContents();
  expect(titles.length).toBeGreaterThan(2);
  await expect(toc.getByRole('link')).toHaveText(titles);

  const target = toc.getByRole('link').nth(2);
  const id = (await headings.nth(2).getAttribute('id'))!;
  await target.click();
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect(page.locator(`#${id}`)).toBeInViewport();
  await expect(target).toHaveAttribute('aria-current', 'location');
  await expect(toc.locator('[aria-current="location"]')).toHaveCount(1);

  await page.locator('.prose').locator('h2, h3').last().scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(toc.getByRole('link').last()).toHaveAttribute('aria-current', 'location');
});

test('comment form: rules, live counter, posting and the 5 s banner', async ({ page }) => {
  await openHydrated(page, `/blog/${ARTICLE}`);
  const form = commentForm(page);
  const submit = form.getByRole('button', { name: 'Post Comment' });

  await submitRefused(form, 'Post Comment', 'All fields are required', [
    'Name',
    'Email',
    'Comment',
  ]);

  await fillComment(page, 'Ada', 'ada@example.com', '  too short ');
  await expect(form.getByText('12/1000')).toBeVisible();
  await submitRefused(form, 'Post Comment', 'Comment must be at least 10 characters long', [
    'Comment',
  ]);

  await fillComment(page, 'Ada', 'not-an-email', 'Long enough to be a comment.');
  await submitRefused(form, 'Post Comment', 'Please enter a valid email address', ['Email']);

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/comments', async (route) => {
    await held;
    await route.continue();
  });
  const content = `A valid comment ${unique('c')}`;
  await fillComment(page, 'Ada', 'ada@example.com', content);
  await submit.click();
  await expect(form.getByRole('button', { name: 'Posting…' })).toBeDisabled();
  release();
  const banner = form.getByRole('status');
  await expect(banner).toHaveText('Comment posted successfully!');
  const shownAt = Date.now();
  await expect(form.getByRole('alert')).toHaveText('');
  await expect(form.getByLabel('Comment')).toHaveValue('');
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(banner).toHaveText('', { timeout: COMMENT_SUCCESS_BANNER_MS * 2 });
  expect(Date.now() - shownAt).toBeGreaterThan(COMMENT_SUCCESS_BANNER_MS * 0.8);
});

test("a failed post shows the server's message, or the default one", async ({ page }) => {
  await openHydrated(page, `/blog/${ARTICLE}`);
  await page.route('**/api/comments', (route) =>
    route.fulfill({
      status: 429,
      json: { message: 'Too many requests, please try again in a minute.' },
    }),
  );
  await fillComment(page, 'Ada', 'ada@example.com', 'A perfectly fine comment.');
  await commentForm(page).getByRole('button', { name: 'Post Comment' }).click();
  await expect(commentForm(page).getByRole('alert')).toHaveText(
    'Too many requests, please try again in a minute.',
  );

  await page.unroute('**/api/comments');
  await page.route('**/api/comments', (route) => route.abort());
  await commentForm(page).getByRole('button', { name: 'Post Comment' }).click();
  await expect(commentForm(page).getByRole('alert')).toHaveText(
    'Failed to submit comment. Please try again.',
  );
});

test('approved comments are listed as text: markup never runs', async ({ page }) => {
  const attack = `<img src=x onerror=alert(1)> ${unique('xss')}`;
  const author = '<b onmouseover=alert(2)>Mallory</b>';
  const posted = await page.request.post('/api/comments', {
    data: { postSlug: ARTICLE, author, email: 'm@example.com', content: attack },
  });
  expect(posted.status()).toBe(201);
  await approveComment(page.request, attack);

  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await openHydrated(page, `/blog/${ARTICLE}`);
  const item = comments(page).getByRole('listitem').filter({ hasText: attack });
  await expect(item).toContainText(attack);
  await expect(item).toContainText(author);
  await expect(item.locator('img, b')).toHaveCount(0);
  expect(dialogs).toBe(0);
  // The e-mail address is never shown.
  await expect(comments(page)).not.toContainText('m@example.com');
});

test('an article without comments invites the first one', async ({ page }) => {
  await page.goto(`/blog/${QUIET_ARTICLE}`);
  await expect(comments(page)).toContainText('No comments yet. Be the first to comment!');
});

test('a comment form whose code cannot be fetched says so; the article stays', async ({ page }) => {
  await page.route('**/assets/CommentForm-*.js', (route) => route.abort());
  await page.goto(`/blog/${QUIET_ARTICLE}`);
  await expect(comments(page).getByRole('alert')).toHaveText(messages.formUnavailable);
  await expect(comments(page)).toContainText('No comments yet. Be the first to comment!');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a missing article: 404 with a way back to the blog', async ({ page }) => {
  const response = await page.goto('/blog/no-such-article-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404: Article Escaped!');
  await page.getByRole('main').getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('without JavaScript the comment form still posts, and a refusal keeps what was typed', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/blog/${ARTICLE}`);
  await fillComment(page, 'No Script', 'noscript@example.com', 'Posted by a plain HTML form.');
  await commentForm(page).getByRole('button', { name: 'Post Comment' }).click();
  await expect(commentForm(page).getByRole('status')).toHaveText('Comment posted successfully!');

  await fillComment(page, 'No Script', 'noscript@example.com', 'short');
  await commentForm(page).getByRole('button', { name: 'Post Comment' }).click();
  await expect(commentForm(page).getByRole('alert')).toHaveText(
    'Comment must be at least 10 characters long',
  );
  await expect(commentForm(page).getByLabel('Name')).toHaveValue('No Script');
  await expect(commentForm(page).getByLabel('Email')).toHaveValue('noscript@example.com');
  await expect(commentForm(page).getByLabel('Comment')).toHaveValue('short');
  await context.close();
});

test("a code block's bar (language, copy button) covers no code at 1440 and 390 px, and Copy copies it", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  for (const width of [1440, 390]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await openHydrated(page, `/blog/${ARTICLE}`);
      const block = page.locator('.code-block').first();
      const copy = block.getByRole('button', { name: 'Copy' });
      const codeBox = (await block.locator('pre').boundingBox())!;
      for (const part of [block.locator('.code-lang'), copy]) {
        const box = (await part.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(codeBox.y);
      }

      // From the keyboard: the status line tells a screen reader, the button shows it.
      await copy.focus();
      await page.keyboard.press('Enter');
      await expect(block.getByRole('button', { name: 'Copied' })).toBeFocused();
      await expect(block.getByRole('status')).toHaveText('Code copied to the clipboard');
      const code = await block.locator('pre').innerText();
      expect(code).toContain('type ThemeName');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
      await expect(block.getByRole('button', { name: 'Copy' })).toBeVisible();
      await expect(block.getByRole('status')).toHaveText('');
    });
  }
});

test('without JavaScript a code block shows no copy button it could not answer', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/blog/${ARTICLE}`);
  await expect(page.locator('.code-block').first()).toBeVisible();
  await expect(page.locator('.code-copy').first()).toBeHidden();
  await context.close();
});
