import { expect, test, type Page } from './support/test';
import { samplePosts } from '#server/content/sample-posts.ts';
import { DEFAULT_PROFILE as site } from '#common/site.ts';
import { NAV_LABELS } from '#tests/shared/product.ts';
import { axeFor } from './support/axe';
import { afterNextPaint } from './support/frames';
import { sidewaysOverflowPx } from './support/layout';
import { openPage, palette } from './shell.helpers';

/**
 * The global shell as a visitor uses it (docs/product.md#global-shell): navigation bar, footer,
 * console greeting, the realtime layer's loading, the tool pages' frame and the shell's
 * accessibility. Its palette, theme picker and effects have specs of their own.
 */

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
    await afterNextPaint(page);
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
    const expected = site.social.map((profile) => profile.url);
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
    // The console greeting comes with the last of the shell's start-up work (IdleExtras), so a
    // second ping from any part of the shell would have been sent by then.
    const greeted = page.waitForEvent('console', (message) =>
      message.text().includes('Cmd/Ctrl+K'),
    );
    await openPage(page, '/');
    await greeted;
    expect(pings).toEqual(['GET']);
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

test.describe('a 390 px touch phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the header, filter chips, footer links and the way back are 44 px targets; tool controls 36 px', async ({
    page,
  }) => {
    const targets = [
      { path: '/', selector: 'header button, footer a, footer button', min: 44 },
      { path: '/blog', selector: 'form[aria-label] button', min: 44 },
      { path: `/blog/${samplePosts[0]!.slug}`, selector: 'main a[href="/blog"]', min: 44 },
      // Dense tool chrome (docs/design.md).
      {
        path: '/collab',
        selector: 'main button, main input[aria-label="Room id"]',
        min: 36,
      },
    ];
    for (const { path, selector, min } of targets) {
      await openPage(page, path);
      const heights = await page.locator(selector).evaluateAll((elements) =>
        elements
          // The realtime control's button sits inside a pill of the bar's height.
          .filter((element) => !element.closest('[aria-label="Live presence and chat"]'))
          .filter((element) => element.checkVisibility())
          .map((element) => element.getBoundingClientRect().height),
      );
      expect(heights.length, path).toBeGreaterThan(0);
      for (const height of heights)
        expect(height, `${path} ${selector}`).toBeGreaterThanOrEqual(min);
    }
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
