import { expect, test, type Page } from './support/test';
import { PALETTE_COMMAND_TITLES } from '#tests/shared/product.ts';
import { openPage, palette } from './shell.helpers';

/**
 * The global shell as a visitor uses it (docs/product.md#global-shell): the quick-navigation
 * palette and the shortcut hints that name it.
 */

const paletteInput = (page: Page) =>
  palette(page).getByRole('combobox', { name: 'Search commands' });
/** The commands (site search results are a listbox of their own, below them). */
const options = (page: Page) =>
  palette(page).getByRole('listbox', { name: 'Commands' }).getByRole('option');
const selectedOption = (page: Page) =>
  palette(page).locator('[role="option"][aria-selected="true"]');

/** Opens `path` and then the palette, the keyboard way. */
async function openPalette(page: Page, path: string) {
  await openPage(page, path);
  await page.keyboard.press('Control+k');
}

test.describe('quick-navigation palette', () => {
  test('opens with the keyboard and runs a command', async ({ page }) => {
    await openPalette(page, '/');
    await expect(palette(page)).toBeVisible();
    await expect(palette(page)).toHaveAttribute('aria-modal', 'true');
    await expect(paletteInput(page)).toBeFocused();
    await expect(options(page)).toHaveText(PALETTE_COMMAND_TITLES);

    await page.keyboard.type('blog');
    await expect(options(page)).toHaveText(['View Blog Posts']);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(palette(page)).toBeHidden();
  });

  test('Meta+K toggles it too', async ({ page }) => {
    await openPage(page, '/');
    await page.keyboard.press('Meta+k');
    await expect(palette(page)).toBeVisible();
    await page.keyboard.press('Meta+k');
    await expect(palette(page)).toBeHidden();
  });

  test('a section command goes home and scrolls to the section', async ({ page }) => {
    await openPalette(page, '/blog');
    // The arrows are for the open palette: on a busy machine it may take a moment to appear.
    await expect(paletteInput(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(selectedOption(page)).toHaveText('Contact Me');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('keyword filter, no match, selection rules', async ({ page }) => {
    await openPalette(page, '/');
    // Keywords match as well as titles.
    await paletteInput(page).fill('HIRE');
    await expect(options(page)).toHaveText(['Contact Me']);

    await paletteInput(page).fill('zzz-nothing');
    await expect(options(page)).toHaveCount(0);
    await expect(palette(page).getByText('No commands found')).toBeVisible();

    // No wrapping at either end.
    await paletteInput(page).fill('');
    await page.keyboard.press('ArrowUp');
    await expect(selectedOption(page)).toHaveText('Go to Home');
    for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowDown');
    await expect(selectedOption(page)).toHaveText('Personal Projects');

    // Changing the text puts the selection back on the first item.
    await page.keyboard.type('p');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(selectedOption(page)).toHaveCount(1);
  });

  test('Escape and the overlay close it, reset it and give focus back', async ({ page }) => {
    await openPage(page, '/');
    const blogLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Blog',
    });
    await blogLink.focus();

    await page.keyboard.press('Control+k');
    await paletteInput(page).fill('contact');
    await page.keyboard.press('Escape');
    await expect(palette(page)).toBeHidden();
    await expect(blogLink).toBeFocused();

    // Reopening shows a clean palette.
    await page.keyboard.press('Control+k');
    await expect(paletteInput(page)).toHaveValue('');
    await expect(selectedOption(page)).toHaveText('Go to Home');

    // Focus is trapped inside while it is open.
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await palette(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await palette(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);

    // A click on the overlay (outside the panel) closes it.
    await page.keyboard.press('ArrowDown');
    await page.getByTestId('palette-overlay').click({ position: { x: 8, y: 8 } });
    await expect(palette(page)).toBeHidden();
    await expect(blogLink).toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(selectedOption(page)).toHaveText('Go to Home');
  });

  test('a click on a command runs it', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await options(page).filter({ hasText: 'All Client Projects' }).click();
    await expect(page).toHaveURL(/\/projects$/);
  });
});

/** What a visitor sees of an element's text (hidden variants left out). */
const seenText = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => (element as HTMLElement).innerText.trim());
const SEARCH_BUTTON = 'header button[aria-keyshortcuts]';
const FOOTER_HINT = 'footer button';

test.describe("shortcut hints name the visitor's keyboard", () => {
  test('1440 px off Apple devices: Ctrl+K', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, '/');
    expect(await seenText(page, SEARCH_BUTTON)).toMatch(/^Search\s+Ctrl\+K$/);
    expect(await seenText(page, FOOTER_HINT)).toBe('Press Ctrl+K for quick navigation');
  });

  test('1440 px on an Apple device: ⌘K and Command+K', async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' }),
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, '/');
    expect(await seenText(page, SEARCH_BUTTON)).toMatch(/^Search\s+⌘K$/);
    expect(await seenText(page, FOOTER_HINT)).toBe('Press Command+K for quick navigation');
  });

  test.describe('390 px touch-only phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('no keyboard hint; the footer button still opens the palette', async ({ page }) => {
      await openPage(page, '/');
      const shownKeys = await page
        .locator(`${SEARCH_BUTTON} kbd, ${FOOTER_HINT} kbd`)
        .evaluateAll((keys) => keys.filter((key) => key.checkVisibility()).length);
      expect(shownKeys).toBe(0);
      await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
      expect(await seenText(page, FOOTER_HINT)).toBe('Quick navigation');
      await page.getByRole('button', { name: 'Quick navigation', exact: true }).click();
      await expect(palette(page)).toBeVisible();
    });
  });
});
