import { expect as baseExpect, test, type Locator, type Page } from './support/test';
import { waitForMonaco } from './editor.helpers';
import { sidewaysOverflowPx } from './support/layout';
import { keepScreenshot } from './support/screens';

/**
 * The realtime control ('N online' and the chat button) never covers the page: it sits in the
 * site header on content pages and in the tool's own toolbar on the tool pages, at a phone's
 * width as on a desktop's (docs/product.md#live-presence-and-chat-dock).
 */

// Hydration, the lazy realtime chunk and the socket handshake all come before the badge.
const expect = baseExpect.configure({ timeout: 20_000 });

const ARTICLE = 'typescript-satisfies-operator';
const CONTENT_PAGES = ['/', '/blog', `/blog/${ARTICLE}`, '/projects', '/labs'];
/** Each tool page and the part of it that holds its toolbar. */
const TOOL_PAGES: { path: string; frame: (page: Page) => Locator }[] = [
  { path: '/collab', frame: (page) => page.getByRole('region', { name: 'Workspace' }) },
  { path: '/editor', frame: (page) => page.getByRole('toolbar', { name: 'Editor tools' }) },
  { path: '/ide', frame: (page) => page.getByRole('toolbar', { name: 'IDE tools' }) },
];

const control = (scope: Page | Locator) =>
  scope.getByRole('group', { name: 'Live presence and chat' });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Where each link, button, field and tab of `part` is (hidden ones as empty boxes), the
 * realtime control's own left out.
 */
const controlBoxes = (part: Locator): Promise<Box[]> =>
  part.locator('a, button, select, input, [role="tab"]').evaluateAll((elements) =>
    elements
      .filter((element) => !element.closest('[role="group"][aria-label="Live presence and chat"]'))
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      }),
  );

/** controlBoxes to the pixel, to compare before and after the control arrives. */
const roundedBoxes = async (part: Locator) =>
  (await controlBoxes(part)).map(({ x, y, width, height }) =>
    [x, y, width, height].map((value) => Math.round(value)),
  );

/**
 * The control is whole on screen, the page does not scroll sideways, and no other control of
 * `frame` (links, buttons, fields, tabs) lies under it.
 */
async function expectClearOf(page: Page, frame: Locator, label: string) {
  const dock = control(frame);
  await expect(dock.getByTestId('presence-badge'), label).toHaveText(/^\d+ online$/);
  const box = (await dock.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, label).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, label).toBeLessThanOrEqual(width);
  expect(await sidewaysOverflowPx(page), label).toBeLessThanOrEqual(0);
  const others = (await controlBoxes(frame)).filter((other) => other.width > 0 && other.height > 0);
  expect(others.length, label).toBeGreaterThan(0);
  for (const other of others)
    expect(overlaps(box, other), `${label}: ${JSON.stringify(other)}`).toBe(false);
}

/** The chat button's icon takes its share of the round button (no padding squeezes it). */
async function expectIconFillsLauncher(page: Page, label: string) {
  const launcher = control(page).getByRole('button', { name: 'Open live chat' });
  const outer = (await launcher.boundingBox())!;
  const icon = (await launcher.locator('svg').boundingBox())!;
  expect(icon.width / outer.width, label).toBeGreaterThan(0.5);
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 400 ? 900 : 844 } });

    test('content pages: the control sits in the site header, clear of its links', async ({
      page,
    }) => {
      for (const path of CONTENT_PAGES) {
        await page.goto(path);
        await expectClearOf(page, page.getByRole('banner'), path);
        await expect(control(page)).toHaveCount(1);
        if (path === '/') await expectIconFillsLauncher(page, path);
        if (path === `/blog/${ARTICLE}`) await keepScreenshot(page, 'dock-article');
      }
      // A busy page (three-digit count): the bar makes room, the page still does not scroll.
      await page.getByTestId('presence-badge').evaluate((badge) => {
        const count = [...badge.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
        count!.textContent = '888';
      });
      await expectClearOf(page, page.getByRole('banner'), 'with 888 online');
    });

    test('tool pages: the control sits in the tool bar, as tall as its buttons', async ({
      page,
    }) => {
      for (const { path, frame } of TOOL_PAGES) {
        await page.goto(path);
        await expectClearOf(page, frame(page), path);
        await expect(control(page)).toHaveCount(1);
        if (path !== '/collab') {
          const pill = (await control(page).boundingBox())!;
          const button = (await frame(page).getByRole('button').first().boundingBox())!;
          expect(pill.height, path).toBeCloseTo(button.height, 0);
        }
        await expectIconFillsLauncher(page, path);
        await keepScreenshot(page, `dock${path.replace('/', '-')}`);
      }
    });

    test('nothing in the header or a toolbar moves when the control arrives', async ({ page }) => {
      const places = [
        { path: '/', parts: [page.getByRole('banner')] },
        { path: '/editor', parts: [page.getByRole('banner'), TOOL_PAGES[1]!.frame(page)] },
        { path: '/collab', parts: [page.getByRole('banner'), TOOL_PAGES[0]!.frame(page)] },
      ];
      for (const { path, parts } of places) {
        // The control's code is held back until the page has been measured without it.
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/assets/RealtimeShell*.js', async (route) => {
          await held;
          await route.continue();
        });
        // Measured once the page is whole: hydrated (the shell pings /api/health from an
        // effect), the editor's own controls in place, the fonts loaded.
        const hydrated = page.waitForResponse((response) => response.url().endsWith('/api/health'));
        await page.goto(path);
        await hydrated;
        if (path === '/editor') await waitForMonaco(page);
        for (const part of parts) await expect(part, path).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        const before = await Promise.all(parts.map(roundedBoxes));
        release();
        await expect(control(page).getByTestId('presence-badge'), path).toBeVisible();
        expect(await Promise.all(parts.map(roundedBoxes)), path).toEqual(before);
        await page.unrouteAll();
      }
    });

    test('the chat opens next to its button, whole on screen', async ({ page }) => {
      for (const path of ['/', '/editor']) {
        await page.goto(path);
        const launcher = control(page).getByRole('button', { name: 'Open live chat' });
        await launcher.click();
        const dialog = page.getByRole('dialog', { name: 'Live Chat' });
        await expect(dialog.getByRole('textbox', { name: 'Message' })).toBeFocused();
        const box = (await dialog.boundingBox())!;
        const button = (await control(page)
          .getByRole('button', { name: 'Close chat' })
          .boundingBox())!;
        const viewport = page.viewportSize()!;
        expect(box.x, path).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, path).toBeLessThanOrEqual(viewport.width);
        expect(box.y, path).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, path).toBeLessThanOrEqual(viewport.height);
        expect(overlaps(box, button), path).toBe(false);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(control(page).getByRole('button', { name: 'Open live chat' })).toBeFocused();
      }
    });
  });
}
