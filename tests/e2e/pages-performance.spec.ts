import { expect, test, type Page } from './support/test';
import { messages } from '#common/messages.ts';
import { samplePosts } from '#server/content/sample-posts.ts';
import { openHydrated } from './pages-helpers';

/**
 * What a first visit to a content page costs and leaves running: the page's styles
 * arrive inside its HTML, one font family (the preloaded cut of Inter), no Content-Security-Policy
 * violation, the realtime layer only once the browser is idle, nothing animating forever, and
 * the forms keep what was typed before the page hydrated (its scripts start after the first paint).
 */

const ARTICLE = `/blog/${samplePosts[0]!.slug}`;
const CONTENT_PAGES = ['/', '/blog', ARTICLE];
const presenceBadge = (page: Page) => page.getByTestId('presence-badge');

for (const path of CONTENT_PAGES) {
  test(`${path}: the HTML carries the page's styles; no stylesheet request holds the first paint`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const stylesheetLinks = [...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(
      ([tag]) => tag,
    );
    // The only stylesheet links are disabled markers, which browsers neither fetch nor apply.
    expect(stylesheetLinks.filter((tag) => !/\sdisabled\b/.test(tag))).toEqual([]);
    expect(head).toMatch(/<style data-href="\/assets\/[\w-]+\.css#?">[^<]{1000}/);

    // With every CSS file refused, the page is styled all the same.
    await page.route('**/*.css', (route) => route.abort());
    await page.goto(path);
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(11, 16, 32)');
    await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');
  });

  // One first visit for both: a browser context and a cold load cost more than the checks.
  test(`${path}: no script is asked for before the first paint; one font file, the preloaded Latin cut of Inter`, async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await openHydrated(page, path);
    const { firstPaintMs, scriptStartsMs } = await page.evaluate(() => ({
      firstPaintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      scriptStartsMs: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(scriptStartsMs.length).toBeGreaterThan(0);
    expect(Math.min(...scriptStartsMs)).toBeGreaterThanOrEqual(firstPaintMs);

    await page.waitForLoadState('networkidle');
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(preloaded).toEqual([
      expect.stringMatching(/^\/assets\/inter-latin-400-800-[\w-]+\.woff2$/),
    ]);
    expect(fonts).toEqual(preloaded);
  });
}

test('no content page breaks its Content-Security-Policy or its hydration, the realtime layer included', async ({
  page,
}) => {
  // A page that fails to hydrate is re-rendered by React from scratch: it still looks right, but
  // what the pre-paint script set on <html> is gone. React reports it as an uncaught error.
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  for (const path of CONTENT_PAGES) {
    await page.goto(path);
    // The badge comes with the realtime layer, whose message schemas are built on load.
    await expect(presenceBadge(page)).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  }
  expect(pageErrors).toEqual([]);
});

test('the realtime layer waits until the browser is idle after hydration', async ({ page }) => {
  // An idle browser, on the test's word only: idle callbacks run when the test says so.
  await page.addInitScript(() => {
    const held: (() => void)[] = [];
    window.requestIdleCallback = (callback) =>
      held.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
    window.cancelIdleCallback = () => {};
    Object.assign(window, { runIdleCallbacks: () => held.splice(0).forEach((run) => run()) });
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await openHydrated(page, '/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /RealtimeShell|payloads|IdleExtras/.test(path))).toEqual([]);
  await expect(presenceBadge(page)).toHaveCount(0);

  await page.evaluate(() =>
    (window as unknown as { runIdleCallbacks: () => void }).runIdleCallbacks(),
  );
  await expect(presenceBadge(page)).toBeVisible();
});

/** What the compositor animates without restyling the page on every frame. */
const COMPOSITED = ['transform', 'opacity'];

/** Every animation running in the page: its name, iteration count and animated properties. */
function runningAnimations(page: Page) {
  return page.evaluate(() =>
    document.getAnimations().map((animation) => {
      const effect = animation.effect as KeyframeEffect;
      const properties = effect
        .getKeyframes()
        .flatMap((keyframe) => Object.keys(keyframe))
        .filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key));
      return {
        name: animation instanceof CSSAnimation ? animation.animationName : animation.id,
        iterations: effect.getComputedTiming().iterations,
        properties: [...new Set(properties)],
      };
    }),
  );
}

for (const path of ['/', ARTICLE, '/labs']) {
  test(`${path}: nothing animates forever, and only transform and opacity animate`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(presenceBadge(page)).toBeVisible();
    const animations = await runningAnimations(page);
    expect(animations.filter(({ iterations }) => iterations === Infinity)).toEqual([]);
    for (const { name, properties } of animations) {
      expect(
        properties.filter((property) => !COMPOSITED.includes(property)),
        name,
      ).toEqual([]);
    }
  });
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the presence dot does not pulse', async ({ page }) => {
    await page.goto('/');
    await expect(presenceBadge(page)).toBeVisible();
    expect(await runningAnimations(page)).toEqual([]);
  });
});

test('lazily loaded pieces do not fetch the stylesheets the HTML carried', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.css')) stylesheets.push(pathname);
  });
  await openHydrated(page, '/');
  await expect(presenceBadge(page)).toBeVisible();
  await page.getByRole('button', { name: 'Theme colour' }).click();
  await expect(page.getByRole('button', { name: 'Purple Haze' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Quick navigation' })).toBeVisible();

  const inlined = await page
    .locator('style[data-href]')
    .evaluateAll((styles) => styles.map((style) => style.dataset.href?.replace(/#$/, '')));
  expect(inlined.length).toBeGreaterThan(0);
  expect(stylesheets.filter((pathname) => inlined.includes(pathname))).toEqual([]);
});

/** React marks the DOM nodes it owns: true once the element has hydrated. */
const isHydrated = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber'));

const FORMS = [
  { path: '/', form: 'Contact form', api: '/api/contact' },
  { path: ARTICLE, form: 'Leave a comment', api: '/api/comments' },
];

for (const { path, form: formName, api } of FORMS) {
  test(`${path}: text typed into '${formName}' before the page hydrates is kept and checked`, async ({
    page,
  }) => {
    // The page's scripts wait until the visitor has typed.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    let posted = false;
    await page.route(`**${api}`, (route) => {
      posted = true;
      return route.abort();
    });
    // Not waiting for the load event: it waits for the held scripts.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const form = page.getByRole('form', { name: formName });
    const fields = form.locator('input:not([type="hidden"]), textarea');
    await fields.nth(0).fill('Ada');
    await fields.nth(1).fill('not-an-address');
    await fields.nth(2).fill('Typed before the page could answer.');

    release();
    const send = form.locator('button[type="submit"]');
    await expect.poll(() => send.evaluate(isHydrated)).toBe(true);
    await send.click();
    // The page's own check ran on what was typed before hydration.
    await expect(form.getByRole('alert')).toHaveText(messages.invalidEmail);
    await expect(fields.nth(0)).toHaveValue('Ada');
    expect(posted).toBe(false);
  });
}
