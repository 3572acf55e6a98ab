import { expect, test, type Page } from './support/test';
import { KONAMI_SEQUENCE } from '#app/shell/konami/konami.ts';
import { openPage } from './shell.helpers';

/**
 * The global shell as a visitor uses it (docs/product.md#global-shell): the Konami easter egg and
 * the cursor trail.
 */

async function typeKonami(page: Page, keys: readonly string[] = KONAMI_SEQUENCE) {
  for (const key of keys) await page.keyboard.press(key);
}

test.describe('Konami easter egg', () => {
  test('shows 150 confetti pieces and closes with its button', async ({ page }) => {
    await openPage(page, '/');
    await typeKonami(page);
    const overlay = page.getByTestId('konami-overlay');
    await expect(overlay).toBeVisible();
    await expect(page.locator('[data-confetti-piece]')).toHaveCount(150);
    const animation = await page
      .locator('[data-confetti-piece]')
      .first()
      .evaluate((el) => getComputedStyle(el).animationName);
    expect(animation).not.toBe('none');

    await page.getByRole('button', { name: 'Close' }).click();
    await expect(overlay).toBeHidden();
    await expect(page.locator('[data-confetti-piece]')).toHaveCount(0);
  });

  test('closes on a backdrop click', async ({ page }) => {
    await openPage(page, '/');
    await typeKonami(page);
    await expect(page.locator('[data-confetti-piece]')).toHaveCount(150);
    await page.getByTestId('konami-overlay').click({ position: { x: 5, y: 5 } });
    await expect(page.getByTestId('konami-overlay')).toBeHidden();
    await expect(page.locator('[data-confetti-piece]')).toHaveCount(0);
  });

  test('a wrong key resets the progress', async ({ page }) => {
    await openPage(page, '/');
    await typeKonami(page, [...KONAMI_SEQUENCE.slice(0, 6), 'x', ...KONAMI_SEQUENCE.slice(6)]);
    await page.waitForTimeout(300);
    await expect(page.getByTestId('konami-overlay')).toHaveCount(0);
    // Typed again in full, it works.
    await typeKonami(page);
    await expect(page.getByTestId('konami-overlay')).toBeVisible();
  });
});

test.describe('motion', () => {
  test('the cursor trail keeps at most 16 points and trims to 10', async ({ page }) => {
    await openPage(page, '/');
    const points = page.locator('[data-trail-point]');
    for (let i = 0; i < 40; i += 1) {
      await page.mouse.move(200 + i * 12, 300 + (i % 5) * 10);
      await page.waitForTimeout(35);
    }
    await expect.poll(() => points.count()).toBeGreaterThan(0);
    expect(await points.count()).toBeLessThanOrEqual(16);
    await page.waitForTimeout(1200);
    expect(await points.count()).toBeLessThanOrEqual(10);
  });

  test('reduced motion: no confetti and no trail', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, '/');
    for (let i = 0; i < 20; i += 1) {
      await page.mouse.move(100 + i * 20, 200);
      await page.waitForTimeout(35);
    }
    await expect(page.locator('[data-trail-point]')).toHaveCount(0);
    await typeKonami(page);
    await expect(page.getByTestId('konami-overlay')).toBeVisible();
    await expect(page.locator('[data-confetti-piece]')).toHaveCount(0);
  });
});
