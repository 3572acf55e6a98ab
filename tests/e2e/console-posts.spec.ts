import sharp from 'sharp';
import { expect, test, type Page } from './support/test';
import { openHydrated } from './pages-helpers';
import { axeFor } from './support/axe';
import { signInOwner } from './support/owner';
import { describeWithRestartableServer } from './support/restartable-server';
import { E2E_ADMIN_TOKEN } from './support/servers';

/**
 * The console's post editor (docs/product.md#owners-console): written in Markdown, previewed by
 * the article's own pipeline, saved as a draft while typing, kept in the browser until the server
 * has it, and published for visitors to read.
 */
const MARKDOWN = [
  '## Benchmarks',
  '',
  '| Parser | Speed |',
  '| :----- | ----: |',
  '| zod | fast |',
  '',
  '```ts',
  'const answer: number = 42;',
  '```',
  '',
].join('\n');

const cover = () =>
  sharp({ create: { width: 1200, height: 630, channels: 3, background: '#2a7ae2' } })
    .png()
    .toBuffer();

/** Types into CodeMirror as a person would (it replaces the textarea once the page has loaded). */
async function typeMarkdown(page: Page, text: string) {
  const editor = page.locator('.cm-content');
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText(text);
}

describeWithRestartableServer(
  'post editor',
  'console-posts',
  90,
  (server) => {
    const at = (path: string) => `${server.origin}${path}`;

    test('a post with a table, code and an uploaded cover is published and read by a visitor', async ({
      page,
      browser,
    }) => {
      await signInOwner(page.request, server.origin);
      await openHydrated(page, at('/admin/posts'));
      await page.getByRole('link', { name: 'New post' }).click();
      await expect(page).toHaveURL(/\/admin\/posts\/new$/);
      await page.getByLabel('Title', { exact: true }).fill('Parsers Compared');
      await expect(page.getByLabel('Slug')).toHaveValue('parsers-compared');
      await page.getByLabel('Categories').fill('TypeScript');
      await typeMarkdown(page, MARKDOWN);
      // The live preview is the server's pipeline: the table and the highlighted code are there.
      const preview = page.getByTestId('markdown-preview');
      await expect(preview.locator('table td').first()).toHaveText('zod');
      await expect(preview.locator('pre.shiki')).toBeVisible();

      await page.getByLabel('Image', { exact: true }).setInputFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: await cover(),
      });
      await page.getByLabel('Alt text').fill('A blue cover');
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await expect(page.getByLabel('Cover image')).toHaveValue(/^\/images\/[0-9a-f]+\.webp$/);
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByText('Published: visitors can read it now.')).toBeVisible();

      const visitor = await browser.newPage();
      const response = await visitor.goto(at('/blog/parsers-compared'));
      expect(response?.status()).toBe(200);
      const article = visitor.locator('article');
      await expect(article.locator('table th').first()).toHaveText('Parser');
      await expect(article.locator('pre.shiki span[style*="color"]').first()).toBeVisible();
      const picture = article.locator('header picture');
      await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\d+w/);
      await expect
        .poll(() => picture.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await visitor.close();
    });

    test('a draft saves itself, survives a reload and stays hidden from visitors', async ({
      page,
      browser,
    }) => {
      await signInOwner(page.request, server.origin);
      await openHydrated(page, at('/admin/posts/new'));
      await page.getByLabel('Title', { exact: true }).fill('Quiet Draft');
      await page.getByLabel('Categories').fill('Notes');
      await typeMarkdown(page, 'Written while nobody watches.');
      await expect(page.getByTestId('save-status')).toContainText('Draft saved.');
      await expect(page).toHaveURL(/\/admin\/posts\/(?!new)[^/]+$/);

      await page.reload();
      await expect(page.locator('.cm-content')).toContainText('Written while nobody watches.');
      await expect(page.getByText('Restored what you typed')).toHaveCount(0);

      const visitor = await browser.newPage();
      const response = await visitor.goto(at('/blog/quiet-draft'));
      expect(response?.status()).toBe(404);
      await visitor.close();
    });

    test('text typed while the server cannot be reached survives a reload', async ({ page }) => {
      await signInOwner(page.request, server.origin);
      await openHydrated(page, at('/admin/posts/new'));
      await page.getByLabel('Title', { exact: true }).fill('Offline Words');
      await page.getByLabel('Categories').fill('Notes');
      await typeMarkdown(page, 'First line.');
      await expect(page.getByTestId('save-status')).toContainText('Draft saved.');

      await page.route('**/autosave', (route) => route.abort('internetdisconnected'));
      await typeMarkdown(page, '\nTyped on a train.');
      await expect(page.getByTestId('save-status')).toContainText(
        'Not saved: the connection dropped. Your text is kept in this browser.',
      );
      await page.unroute('**/autosave');

      await openHydrated(page, page.url());
      await expect(
        page.getByText('Restored what you typed here that was not saved yet.'),
      ).toBeVisible();
      await expect(page.locator('.cm-content')).toContainText('Typed on a train.');
      // Restored text is saved again once the owner goes on typing.
      await typeMarkdown(page, ' Home now.');
      await expect(page.getByTestId('save-status')).toContainText('Draft saved.');
      await openHydrated(page, page.url());
      await expect(page.locator('.cm-content')).toContainText('Typed on a train. Home now.');
      await expect(page.getByText('Restored what you typed')).toHaveCount(0);
    });

    test('a refused save marks the field and keeps the text', async ({ page }) => {
      await signInOwner(page.request, server.origin);
      await openHydrated(page, at('/admin/posts/new'));
      await page.getByLabel('Title', { exact: true }).fill('Taken Address');
      await page.getByLabel('Slug').fill('parsers-compared');
      await page.getByLabel('Categories').fill('Notes');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Another post has this slug: choose another one.')).toBeVisible();
      await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Taken Address');
    });

    test('without JavaScript the form saves a draft', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await signInOwner(page.request, server.origin);
      await page.goto(at('/admin/posts/new'));
      await page.getByLabel('Title', { exact: true }).fill('Plain Form Post');
      await page.getByLabel('Categories').fill('Notes');
      await page.getByTestId('markdown-textarea').fill('# Hello\n\nNo script needed.');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page).toHaveURL(/\/admin\/posts\/[^/]+\?saved=draft$/);
      await expect(page.getByText('Draft saved.')).toBeVisible();
      await expect(page.getByTestId('markdown-textarea')).toHaveValue(
        '# Hello\n\nNo script needed.',
      );
      await context.close();
    });

    for (const path of ['/admin/posts', '/admin/posts/new']) {
      test(`${path}: no serious accessibility finding at 1440 and 390 px`, async ({ page }) => {
        await signInOwner(page.request, server.origin);
        for (const viewport of [
          { width: 1440, height: 900 },
          { width: 390, height: 844 },
        ]) {
          await page.setViewportSize(viewport);
          await openHydrated(page, at(path));
          if (path.endsWith('/new')) await expect(page.locator('.cm-content')).toBeVisible();
          const results = await axeFor(page).analyze();
          const serious = results.violations.filter(
            (violation) => violation.impact === 'serious' || violation.impact === 'critical',
          );
          expect(serious.map((violation) => violation.id)).toEqual([]);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow).toBeLessThanOrEqual(0);
        }
      });
    }
  },
  { ADMIN_TOKEN: E2E_ADMIN_TOKEN },
);
