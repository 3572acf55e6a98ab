import { expect, type Browser, type Page } from '@playwright/test';

/** Helpers shared by the collab*.spec.ts browser tests. */

/**
 * The room workspace loads Tiptap, Yjs and socket.io-client after hydration, then asks the
 * server about the room: slower than a plain page when the machine is busy.
 */
export const WORKSPACE_TIMEOUT_MS = 30_000;

export const uniqueRoom = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export async function openPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/** Creates a public room from the create dialog and waits for the workspace. */
export async function createPublicRoom(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Create room' });
  await expect(dialog).toBeVisible({ timeout: WORKSPACE_TIMEOUT_MS });
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expectWorkspace(page);
}

/** A new public room under `base` (`/collab`, or a full URL): its address and its creator's page. */
export async function createdPublicRoom(browser: Browser, base: string, prefix: string) {
  const url = `${base}/${uniqueRoom(prefix)}`;
  const creator = await openPage(browser, url);
  await createPublicRoom(creator);
  return { url, creator };
}

/** A page of a room everybody may enter: the workspace shows without a dialog. */
export async function expectWorkspace(page: Page) {
  await expect(page.getByTestId('whiteboard-canvas')).toBeVisible({
    timeout: WORKSPACE_TIMEOUT_MS,
  });
  await expect(page.getByTestId('connection')).toHaveText('Connected');
}

/** Draws a short horizontal stroke across a region given as fractions of the canvas. */
export async function drawStroke(page: Page, from: [number, number], to: [number, number]) {
  await holdStroke(page, from, to);
  await page.mouse.up();
}

/**
 * Draws with the button still held: the stroke is not finished, so it is not in the shared
 * document yet and other pages can only have it from the live peer-to-peer or relay segments.
 */
export async function holdStroke(page: Page, from: [number, number], to: [number, number]) {
  const box = await page.getByTestId('whiteboard-canvas').boundingBox();
  if (!box) throw new Error('canvas not visible');
  await page.mouse.move(box.x + from[0] * box.width, box.y + from[1] * box.height);
  await page.mouse.down();
  await page.mouse.move(box.x + to[0] * box.width, box.y + to[1] * box.height, { steps: 12 });
}

/**
 * How many pixels of a canvas region (fractions x0, y0, x1, y1) are not the white paper: the
 * canvas contents, not a screenshot.
 */
function inkIn(page: Page, region: [number, number, number, number] = [0, 0, 1, 1]) {
  return page.getByTestId('whiteboard-canvas').evaluate((node, [x0, y0, x1, y1]) => {
    const canvas = node as HTMLCanvasElement;
    const ctx = canvas.getContext('2d');
    if (!ctx) return -1;
    const left = Math.floor(x0 * canvas.width);
    const top = Math.floor(y0 * canvas.height);
    const width = Math.max(1, Math.floor((x1 - x0) * canvas.width));
    const height = Math.max(1, Math.floor((y1 - y0) * canvas.height));
    const { data } = ctx.getImageData(left, top, width, height);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) {
      if ((data[i] ?? 255) < 200 || (data[i + 1] ?? 255) < 200 || (data[i + 2] ?? 255) < 200) {
        ink += 1;
      }
    }
    return ink;
  }, region);
}

export const LEFT: [number, number, number, number] = [0, 0, 0.5, 1];
export const RIGHT: [number, number, number, number] = [0.5, 0, 1, 1];

export async function expectInk(page: Page, region = LEFT) {
  await expect.poll(() => inkIn(page, region), { timeout: 10_000 }).toBeGreaterThan(20);
}

export async function expectBlank(page: Page, region = LEFT) {
  await expect.poll(() => inkIn(page, region), { timeout: 10_000 }).toBe(0);
}

export function richText(page: Page) {
  return page.getByTestId('rich-text');
}

export async function openRichText(page: Page) {
  await page.getByRole('tab', { name: 'Rich Text' }).click();
  await expect(richText(page)).toBeVisible({ timeout: WORKSPACE_TIMEOUT_MS });
}

/** Leaves both kinds of content in a room: a stroke on the left half, and `text` typed. */
export async function drawAndWrite(page: Page, text: string) {
  await drawStroke(page, [0.1, 0.3], [0.4, 0.6]);
  await openRichText(page);
  await richText(page).click();
  await page.keyboard.type(text);
}

/** What drawAndWrite left is shown: ink on the left half, and `text` in the rich-text tab. */
export async function expectDrawingAndText(page: Page, text: string) {
  await expectInk(page, LEFT);
  await openRichText(page);
  await expect(richText(page)).toContainText(text);
}
