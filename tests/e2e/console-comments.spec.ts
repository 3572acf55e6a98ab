import { expect, test, type APIRequestContext, type Page } from './support/test';
import { openHydrated, unique } from './pages-helpers';
import { signInOwner } from './support/owner';

/**
 * The console's moderation queue: a visitor's comment waits there with its author's e-mail, the
 * owner approves it and it is on the article at once; several are deleted together after the
 * site's dialog asks.
 */
const ARTICLE = 'designing-dark-themes';

async function postComment(request: APIRequestContext, author: string, content: string) {
  const answer = await request.post('/api/comments', {
    data: { postSlug: ARTICLE, author, email: `${author.toLowerCase()}@example.com`, content },
  });
  expect(answer.status()).toBe(201);
}

const rowOf = (page: Page, content: string) =>
  page.getByRole('listitem').filter({ hasText: content });

test('approving a comment in the console shows it on the article', async ({ page, browser }) => {
  const content = unique('Moderated comment');
  await postComment(page.request, 'Grace', content);
  await signInOwner(page.request);

  await page.goto('/admin/comments');
  const row = rowOf(page, content);
  await expect(row).toContainText('Waiting');
  await expect(row).toContainText('<grace@example.com>');
  await row.getByRole('button', { name: 'Approve the comment by Grace' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    '1 comment approved: shown on the article.',
  );
  await expect(rowOf(page, content)).toContainText('Approved');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/blog/${ARTICLE}`);
  const comments = visitor.getByRole('region', { name: /^Comments/ });
  await expect(comments).toContainText(content);
  await expect(comments).not.toContainText('grace@example.com');

  await rowOf(page, content)
    .getByRole('button', { name: 'Unapprove the comment by Grace' })
    .click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    '1 comment taken off the article, waiting again.',
  );
  await visitor.reload();
  await expect(visitor.getByRole('region', { name: /^Comments/ })).not.toContainText(content);
});

test('deletes several ticked comments after asking', async ({ page }) => {
  const first = unique('Spam one');
  const second = unique('Spam two');
  await postComment(page.request, 'Mallory', first);
  await postComment(page.request, 'Trudy', second);
  await signInOwner(page.request);

  // The site's dialog asks only once the page's JavaScript runs.
  await openHydrated(page, '/admin/comments');
  await rowOf(page, first).getByRole('checkbox').check();
  await rowOf(page, second).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Delete ticked', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete 2 comments?' });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('2 comments deleted.');
  await expect(rowOf(page, first)).toHaveCount(0);
  await expect(rowOf(page, second)).toHaveCount(0);
});

test('acting on no ticked comment says what to do', async ({ page }) => {
  await postComment(page.request, 'Eve', unique('Some comment'));
  await signInOwner(page.request);
  await page.goto('/admin/comments');
  await page.getByRole('button', { name: 'Approve ticked', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Choose at least one comment first.',
  );
});
