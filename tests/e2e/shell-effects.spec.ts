import { expect, test, type Page } from './support/test';
import { KONAMI_SEQUENCE } from '#app/shell/konami/konami.ts';
import { afterNextPaint } from './support/frames';
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
    const overlay = page.getByTestId('konami-overlay');
    // Opened and closed once first: its lazily loaded code is then at hand, so an unlock would
    // show the overlay within the frame after the key.
    await typeKonami(page);
    await expect(overlay).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(overlay).toHaveCount(0);

    await typeKonami(page, [...KONAMI_SEQUENCE.slice(0, 6), 'x', ...KONAMI_SEQUENCE.slice(6)]);
    await afterNextPaint(page);
    await expect(overlay).toHaveCount(0);
    // Typed again in full, it works.
    await typeKonami(page);
    await expect(overlay).toBeVisible();
  });
});

test.describe('motion', () => {
  test('the cursor trail keeps at most 16 points and trims to 10', async ({ page }) => {
    // The page's clock, moved on by the test: each move comes 35 ms after the last (past the
    // 30 ms sampling), and the trim's second passes without waiting for it.
    await page.clock.install();
    await openPage(page, '/');
    const points = page.locator('[data-trail-point]');
    for (let i = 0; i < 40; i += 1) {
      await page.mouse.move(200 + i * 12, 300 + (i % 5) * 10);
      await page.clock.runFor(35);
    }
    await expect.poll(() => points.count()).toBeGreaterThan(0);
    expect(await points.count()).toBeLessThanOrEqual(16);
    await page.clock.runFor(1000);
    await expect.poll(() => points.count()).toBeLessThanOrEqual(10);
  });

  test('reduced motion: no confetti and no trail', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The greeting comes with the shell's idle extras, where the trail would be mounted.
    const greeted = page.waitForEvent('console', (message) =>
      message.text().includes('Cmd/Ctrl+K'),
    );
    await page.clock.install();
    await openPage(page, '/');
    await greeted;
    for (let i = 0; i < 20; i += 1) {
      await page.mouse.move(100 + i * 20, 200);
      await page.clock.runFor(35);
    }
    await afterNextPaint(page);
    await expect(page.locator('[data-trail-point]')).toHaveCount(0);
    await typeKonami(page);
    await expect(page.getByTestId('konami-overlay')).toBeVisible();
    await expect(page.locator('[data-confetti-piece]')).toHaveCount(0);
  });
});
