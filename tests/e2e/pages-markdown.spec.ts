import { expect, test, type Page } from './support/test';
import type { BlogPost } from '#common/types.ts';
import { openHydrated } from './pages-helpers';
import { sidewaysOverflowPx } from './support/layout';
import { describeWithRestartableServer } from './support/restartable-server';

/**
 * A Markdown post as a visitor's browser shows it (docs/product.md#markdown): every
 * GitHub-flavoured construct works, and hostile Markdown and HTML neither run nor break the
 * page. Its own server: the test writes posts.
 */
const OWNER_TOKEN = 'markdown-e2e-owner-token-0123456789';
const PORT_OFFSET = 50;

const WIDE_ROW = `| ${Array.from({ length: 12 }, (_, i) => `column-number-${i}`).join(' | ')} |`;
const MARKDOWN = [
  '## Getting started',
  '',
  '| Left | Middle | Right |',
  '| :--- | :----: | ----: |',
  '| a | ~~gone~~ | 3 |',
  '',
  WIDE_ROW,
  `|${' - |'.repeat(12)}`,
  `|${' x |'.repeat(12)}`,
  '',
  '- [x] done',
  '- [ ] to do',
  '',
  'A claim.[^1]',
  '',
  '```ts',
  'const answer: number = 42;',
  '```',
  '',
  '<script>window.pwned = "script"</script>',
  '<img src="/nope.png" onerror="window.pwned = \'onerror\'">',
  '<a href="javascript:window.pwned = \'link\'">click me</a>',
  '<svg onload="window.pwned = \'svg\'"><script>window.pwned = "svg script"</script></svg>',
  '<iframe src="/"></iframe>',
  '<style>body { display: none }</style>',
  '<div style="position: fixed; inset: 0; background: red">cover</div>',
  '</main></body></html>',
  '',
  '## After the hostile part',
  '',
  'Still here.',
  '',
  '[^1]: The source.',
].join('\n');

describeWithRestartableServer(
  'a Markdown post in the browser',
  'markdown-e2e',
  PORT_OFFSET,
  (server) => {
    let slug = '';
    const openArticle = async (page: Page) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await openHydrated(page, `${server.origin}/blog/${slug}`);
      return dialogs;
    };

    test('the owner writes it through the API', async ({ request }) => {
      const created = await request.post(`${server.origin}/api/blog/posts`, {
        headers: { authorization: `Bearer ${OWNER_TOKEN}` },
        data: { title: 'Markdown In The Browser', category: 'Testing', markdown: MARKDOWN },
      });
      expect(created.status()).toBe(201);
      slug = ((await created.json()) as BlogPost).slug;
    });

    test('every construct shows, and nothing hostile runs or breaks the page', async ({ page }) => {
      const dialogs = await openArticle(page);
      const body = page.locator('.prose');
      const table = body.locator('table').first();
      await expect(table.locator('th')).toHaveText(['Left', 'Middle', 'Right']);
      await expect(table.locator('del')).toHaveText('gone');
      await expect(table.locator('td').last()).toHaveCSS('text-align', 'right');
      const boxes = body.getByRole('checkbox');
      await expect(boxes).toHaveCount(2);
      await expect(boxes.first()).toBeChecked();
      await expect(boxes.first()).toBeDisabled();
      await expect(body.locator('pre.shiki span[style*="color"]').first()).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'On this page' }).getByRole('link'),
      ).toHaveText(['Getting started', 'After the hostile part']);

      await body.getByRole('link', { name: '1', exact: true }).click();
      await expect(page).toHaveURL(/#user-content-fn-1$/);
      await expect(page.locator('#user-content-fn-1')).toBeInViewport();

      // Nothing ran, nothing covers the page, and the page goes on after the body.
      expect(await page.evaluate(() => (window as { pwned?: string }).pwned)).toBeUndefined();
      expect(dialogs).toEqual([]);
      await expect(body.locator('script, iframe, svg, style')).toHaveCount(0);
      await expect(body.getByText('cover')).toHaveCSS('position', 'static');
      await expect(body.getByRole('heading', { name: 'After the hostile part' })).toBeVisible();
      await expect(page.getByRole('region', { name: /^Comments/ })).toBeVisible();
      await expect(page.locator('footer').last()).toBeVisible();
      await body.getByText('click me').click();
      expect(await page.evaluate(() => (window as { pwned?: string }).pwned)).toBeUndefined();
    });

    test('a wide table scrolls inside the article on a phone', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await openArticle(page);
      expect(await sidewaysOverflowPx(page)).toBeLessThanOrEqual(0);
    });
  },
  { ADMIN_TOKEN: OWNER_TOKEN },
);
