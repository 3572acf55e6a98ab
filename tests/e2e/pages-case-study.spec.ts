import { expect, test } from './support/test';

/**
 * A project's case study (docs/product.md#routes, /projects/<slug>): its card links to it, and
 * the page shows the write-up as the Markdown pipeline rendered it, with its table of contents.
 * Axe and layout at 390 and 1440 px are checked with every other screen in pages-a11y.spec.ts.
 */

test('a project card links to its case study, which shows the rendered write-up', async ({
  page,
}) => {
  await page.goto('/projects');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Harbor & Pine Storefront' }) });
  const link = card.getByRole('link', { name: /Read the case study/ });
  await expect(link).toHaveAttribute('href', '/projects/harbor-pine-storefront');
  await link.click();

  await expect(page).toHaveURL(/\/projects\/harbor-pine-storefront$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbor & Pine Storefront');
  await expect(page.getByRole('heading', { level: 2, name: 'The problem' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Cart abandonment');
  const contents = page.getByRole('navigation', { name: 'On this page' });
  await expect(contents.getByRole('link', { name: 'Results' })).toHaveAttribute('href', '#results');
  await expect(page.getByRole('img', { name: "The storefront's product grid" })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Technologies' })).toContainText('React');
  // A card without a case study or an address of its own has no link at all.
  await page.goto('/personal-projects');
  const plain = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Weather Canvas' }) });
  await expect(plain.getByRole('link')).toHaveCount(0);
});
