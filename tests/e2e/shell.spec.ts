import { createHash } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { KONAMI_SEQUENCE } from '#app/shell/konami/konami';
import { site } from '#common/site';
import { NAV_LABELS, PALETTE_COMMAND_TITLES } from '#tests/shared/product';
import { axeFor } from './support/axe';
import { sidewaysOverflowPx } from './support/layout';

/**
 * The global shell as a visitor uses it (docs/product.md#global-shell): navigation bar, footer, quick-navigation
 * palette, theme picker, Konami easter egg and cursor trail.
 */

/** Opens a page and waits for hydration: the keep-alive ping is sent from the shell's effect. */
async function openPage(page: Page, path: string) {
  const pinged = page.waitForResponse((response) => response.url().endsWith('/api/health'));
  await page.goto(path);
  await pinged;
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Quick navigation' });
const paletteInput = (page: Page) =>
  palette(page).getByRole('combobox', { name: 'Search commands' });
const options = (page: Page) => palette(page).getByRole('option');
const selectedOption = (page: Page) =>
  palette(page).locator('[role="option"][aria-selected="true"]');

/** Opens `path` and then the palette, the keyboard way. */
async function openPalette(page: Page, path: string) {
  await openPage(page, path);
  await page.keyboard.press('Control+k');
}

async function typeKonami(page: Page, keys: readonly string[] = KONAMI_SEQUENCE) {
  for (const key of keys) await page.keyboard.press(key);
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

test.describe('theme picker', () => {
  test('a preset colours the page and survives a reload, applied before paint', async ({
    page,
  }) => {
    await openPage(page, '/');
    const toggle = page.getByRole('button', { name: 'Theme colour' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const presets = page.getByTestId('theme-panel').locator('[data-theme-id]');
    await expect(presets).toHaveText([
      'Blue Ocean',
      'Purple Haze',
      'Forest Green',
      'Sunset Orange',
      'Hot Pink',
      'Teal Dream',
    ]);
    await expect(page.getByRole('button', { name: 'Blue Ocean' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.getByRole('button', { name: 'Purple Haze' }).click();
    await expect(page.getByRole('button', { name: 'Purple Haze' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('button', { name: 'Blue Ocean' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const primary = () =>
      page.evaluate(() => document.documentElement.style.getPropertyValue('--primary'));
    expect(await primary()).toBe('#8b5cf6');

    // With every script file blocked, only the inline head script can apply the colour: it
    // must already be on <html> when the document is parsed.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    const seenAtParse = await page.evaluate(() => ({
      primary: document.documentElement.style.getPropertyValue('--primary'),
      theme: document.documentElement.dataset.theme,
    }));
    expect(seenAtParse).toEqual({ primary: '#8b5cf6', theme: 'purple' });
    const logoMark = page
      .getByRole('banner')
      .getByRole('link', { name: site.name, exact: true })
      .locator('span')
      .first();
    await expect(logoMark).toHaveCSS('background-color', 'rgb(139, 92, 246)');

    // And with scripts back, the picker shows the remembered choice.
    await page.unroute('**/assets/*.js');
    await openPage(page, '/blog');
    expect(await primary()).toBe('#8b5cf6');
    await page.getByRole('button', { name: 'Theme colour' }).click();
    await expect(page.getByRole('button', { name: 'Purple Haze' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('the pre-paint script and every inline script run by their hash in the policy', async ({
    request,
  }) => {
    const response = await request.get('/');
    const csp = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('nonce-');
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<script[^>]*>[^<]*devfolio:site:theme[^<]*<\/script>/);
    // No theme is known to the server: <html> itself carries no colour.
    expect(html).toMatch(/<html lang="en">/);
    // Every inline script that runs is named by its hash (JSON-LD data blocks do not run).
    const inlineScripts = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g),
    ].filter(([, attributes]) => !attributes?.includes('application/ld+json'));
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, , content] of inlineScripts) {
      const hash = createHash('sha256')
        .update(content ?? '', 'utf8')
        .digest('base64');
      expect(scriptSrc).toContain(`'sha256-${hash}'`);
    }
  });

  test('a custom colour is applied with readable text on it', async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Theme colour' }).click();
    await page.getByLabel('Custom colour').fill('#ffee00');
    const applied = await page.evaluate(() => ({
      primary: document.documentElement.style.getPropertyValue('--primary'),
      onPrimary: document.documentElement.style.getPropertyValue('--on-primary'),
      theme: document.documentElement.dataset.theme,
    }));
    expect(applied).toEqual({ primary: '#ffee00', onPrimary: '#04101f', theme: 'custom' });
    await expect(page.getByTestId('theme-panel').locator('[aria-pressed="true"]')).toHaveCount(0);
    await expect(page.getByText('Custom colour (selected)')).toBeAttached();
    await page.reload();
    expect(
      await page.evaluate(() => document.documentElement.style.getPropertyValue('--primary')),
    ).toBe('#ffee00');
  });

  test('the panel closes on Escape and returns focus to its button', async ({ page }) => {
    await openPage(page, '/');
    const toggle = page.getByRole('button', { name: 'Theme colour' });
    await toggle.click();
    await expect(page.getByTestId('theme-panel')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('theme-panel')).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('navigation bar', () => {
  for (const width of [1440, 390]) {
    test(`${width} px: a slow navigation shows a progress bar until the page is there`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
      await openPage(page, '/');
      // The blog's route data is held back, as on a slow link, until the bar has been seen.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/blog.data*', async (route) => {
        await released;
        await route.continue();
      });
      if (width < 400) await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Blog' })
        .click();
      const progress = page.getByRole('progressbar', { name: 'Loading the page' });
      await expect(progress).toBeVisible();
      const box = (await progress.boundingBox())!;
      expect(box.y).toBe(0);
      release();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(progress).toHaveCount(0);
    });
  }

  test('takes the scrolled look past 50 px', async ({ page }) => {
    await openPage(page, '/');
    // Make sure the page is tall enough to scroll, whatever the home page holds today.
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      document.getElementById('content')?.append(spacer);
    });
    const bar = page.getByRole('banner');
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
    const background = () => bar.evaluate((el) => getComputedStyle(el).backgroundColor);
    const unscrolledBackground = await background();

    await page.evaluate(() => window.scrollTo(0, 50));
    await page.waitForTimeout(100);
    await expect(bar).toHaveAttribute('data-scrolled', 'false');

    await page.evaluate(() => window.scrollTo(0, 51));
    await expect(bar).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(background).not.toBe(unscrolledBackground);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute('data-scrolled', 'false');
  });

  test('lists the links and marks the current page', async ({ page }) => {
    await openPage(page, '/blog');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(NAV_LABELS);
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/#about');
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/#contact');
    await expect(
      page.getByRole('banner').getByRole('link', { name: site.name, exact: true }),
    ).toHaveAttribute('href', '/');
  });

  // A section link works from another route and on the home page itself.
  for (const { link, from, section } of [
    { link: 'Contact', from: '/blog', section: 'contact' },
    { link: 'About', from: '/', section: 'about' },
  ]) {
    test(`${link} on ${from} goes to /#${section} and scrolls to the section`, async ({ page }) => {
      await openPage(page, from);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: link })
        .click();
      await expect(page).toHaveURL(new RegExp(`/#${section}$`));
      await expect(page.locator(`#${section}`)).toBeInViewport();
    });
  }

  test('the mobile menu toggles and closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openPage(page, '/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const blogLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Blog',
    });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(blogLink).toBeHidden();

    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(blogLink).toBeVisible();

    await blogLink.click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(blogLink).toBeHidden();

    // It closes on Escape as well.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(blogLink).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(blogLink).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('the skip link is the first stop and jumps to the content', async ({ page }) => {
    await openPage(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
  });
});

test.describe('footer and console', () => {
  test('copyright, quick-navigation hint and profile links in a new tab', async ({ page }) => {
    await openPage(page, '/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}`);
    const profiles = footer.getByRole('list', { name: 'Profiles' }).getByRole('link');
    await expect(profiles).toHaveCount(3);
    const expected = Object.values(site.social).map((profile) => profile.url);
    for (const [index, url] of expected.entries()) {
      const link = profiles.nth(index);
      await expect(link).toHaveAttribute('href', url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The hint doubles as a button for touch screens.
    await footer.getByRole('button', { name: /quick navigation/i }).click();
    await expect(palette(page)).toBeVisible();
  });

  test('greets developers in the console with the shortcuts', async ({ page }) => {
    const lines: string[] = [];
    page.on('console', (message) => lines.push(message.text()));
    await openPage(page, '/');
    // Once the browser is idle after hydration, with the shell's other extras.
    await expect.poll(() => lines.join('\n')).toContain('Cmd/Ctrl+K');
    const text = lines.join('\n');
    expect(text).toContain('Konami code');
    expect(text).toContain('theme palette icon');
  });

  test('pings /api/health once on start', async ({ page }) => {
    const pings: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/health')) pings.push(request.method());
    });
    await openPage(page, '/');
    await page.waitForTimeout(500);
    expect(pings).toEqual(['GET']);
  });
});

test.describe('motion', () => {
  test('the cursor trail keeps at most 16 points and trims to 10', async ({ page }) => {
    // Forty real pointer moves: slow on a busy machine.
    test.slow();
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
    // Twenty real pointer moves and the Konami keys: slow on a busy machine.
    test.slow();
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

test.describe('realtime layer', () => {
  test('the realtime shell loads after hydration, not with the page', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toMatch(/RealtimeShell/);
    const loaded = page.waitForRequest(/RealtimeShell\.client[^/]*\.js$/);
    await openPage(page, '/');
    await loaded;
  });
});

/** The tools that take the page's whole width on a desktop, inside the site's header and footer. */
const WIDE_TOOLS = ['/editor', '/ide', '/collab'];

test.describe('one frame for every tool page', () => {
  for (const width of [1440, 390]) {
    const wide = width > 400;
    test(`at ${width} px the labs and every tool start where the logo does${wide ? ', the tools wide inside the shell' : ''}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: wide ? 900 : 844 });
      for (const path of ['/labs', '/collab', '/whiteboard', '/editor', '/ide']) {
        await page.goto(path);
        const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
        const title = await page.locator('#content h1').first().boundingBox();
        expect(Math.abs(title!.x - logo!.x), path).toBeLessThanOrEqual(1);
        if (wide && WIDE_TOOLS.includes(path)) await expectWideInsideShell(page, path);
      }
    });
  }
});

async function expectWideInsideShell(page: Page, path: string) {
  await expect(page.getByRole('banner'), path).toBeVisible();
  await expect(page.getByRole('contentinfo'), path).toBeVisible();
  const width = await page.locator('#content > main').evaluate((el) => el.clientWidth);
  expect(width, path).toBeGreaterThan(1100);
  expect(await sidewaysOverflowPx(page), path).toBeLessThanOrEqual(0);
}

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

test.describe('accessibility', () => {
  const serious = (results: { violations: { impact?: string | null }[] }) =>
    results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
  const shellOnly = (page: Page) =>
    axeFor(page).include('header').include('footer').include('a[href="#content"]');

  test('axe finds no serious or critical violation in the shell, its theme panel and palette', async ({
    page,
  }) => {
    // Four axe runs: slow on a busy machine.
    test.slow();
    // The bar marks another current page on /blog; the panel and palette are the same on both.
    await openPage(page, '/blog');
    expect(serious(await shellOnly(page).analyze()), '/blog').toEqual([]);
    await openPage(page, '/');
    expect(serious(await shellOnly(page).analyze()), '/').toEqual([]);

    await page.getByRole('button', { name: 'Theme colour' }).click();
    expect(serious(await shellOnly(page).analyze()), 'theme panel').toEqual([]);
    await page.keyboard.press('Escape');

    await page.keyboard.press('Control+k');
    // Colours are read as drawn: the palette's fade-in has to end first. Polled rather than
    // awaited through `finished`: an animation cancelled or restarted on the way (a class
    // toggled by a re-render) rejects that promise without being over.
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.effect?.getComputedTiming().endTime === Infinity ||
            animation.playState === 'finished',
        ),
    );
    const dialog = await axeFor(page).include('[role="dialog"]').analyze();
    expect(serious(dialog), 'palette').toEqual([]);
  });
});
