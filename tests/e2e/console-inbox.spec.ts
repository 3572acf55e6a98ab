import { expect, test, type Page } from './support/test';
import { openHydrated, unique } from './pages-helpers';
import { signInOwner } from './support/owner';

/**
 * The console's inbox: a visitor's contact message waits there unread, with where its e-mail
 * stands; the owner marks it read and deletes it after the site's dialog asks.
 */
const rowOf = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

test('a contact message is marked read, then deleted after asking', async ({ page }) => {
  const text = unique('Hello from a visitor');
  const sent = await page.request.post('/api/contact', {
    data: { name: 'Ada', email: 'ada@example.com', message: text },
  });
  expect(sent.status()).toBe(201);
  await signInOwner(page.request);

  // The site's dialog asks only once the page's JavaScript runs.
  await openHydrated(page, '/admin/inbox');
  const row = rowOf(page, text);
  await expect(row).toContainText('Unread');
  await expect(row).toContainText('Not e-mailed (no SMTP_URL)');
  await row.getByRole('button', { name: 'Mark read the message from Ada' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Marked as read.');
  await expect(rowOf(page, text)).not.toContainText('Unread');

  await rowOf(page, text).getByRole('button', { name: 'Delete the message from Ada' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this message?' })
    .getByRole('button', { name: 'Delete', exact: true })
    .click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Message deleted.');
  await expect(rowOf(page, text)).toHaveCount(0);
});
