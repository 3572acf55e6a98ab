import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';

/** Helpers shared by editor.spec.ts and ide.spec.ts. */

/** Waits until Monaco has loaded and shows a model. */
export async function waitForMonaco(scope: Page | Locator, timeout = 20_000) {
  await expect(scope.locator('.monaco-editor .view-lines').first()).toBeVisible({ timeout });
}

/** Room pages load Monaco and a socket: a while on a busy machine, well within a test's time. */
export const ROOM_READY_MS = 15_000;

/** An editor room's page is connected and shows its editor. */
export async function expectInRoom(page: Page) {
  await expect(page.getByTestId('connection')).toHaveText('Connected', { timeout: ROOM_READY_MS });
  await waitForMonaco(page.getByTestId('code-editor'), ROOM_READY_MS);
}

/** Every test of the calling file starts on `path` (the editor or the IDE) with Monaco shown. */
export function openMonacoBeforeEach(path: string) {
  test.beforeEach(async ({ page }) => {
    await page.goto(path);
    await waitForMonaco(page);
  });
}

/**
 * Focuses the editor by clicking its first text line. The editor root is clicked rather than
 * `.view-lines`, which has no size until Monaco has painted an empty model's first line.
 */
export async function focusEditor(editor: Locator) {
  await editor.click({ position: { x: 120, y: 10 } });
}

/** Puts the caret at the end of the editor's text and inserts `text` without auto-closing. */
export async function appendToEditor(page: Page, editor: Locator, text: string) {
  await focusEditor(editor);
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText(text);
}

/** Replaces the whole text of the focused editor. */
export async function replaceEditorText(page: Page, editor: Locator, text: string) {
  await focusEditor(editor);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

export async function readDownload(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

/** The archive's entries as path → text. */
export async function readZip(download: Download): Promise<Record<string, string>> {
  const files = unzipSync(new Uint8Array(await readDownload(download)));
  return Object.fromEntries(Object.entries(files).map(([path, bytes]) => [path, strFromU8(bytes)]));
}

/**
 * Makes reading a picked file named `name` fail the way a vanished or locked file does
 * (NotReadableError), so the import's error path can be seen in a real browser.
 */
export async function failReadingFile(page: Page, name: string) {
  await page.addInitScript((brokenName) => {
    const fail = () =>
      Promise.reject(new DOMException('The file could not be read.', 'NotReadableError'));
    const { arrayBuffer, text } = Object.getOwnPropertyDescriptors(Blob.prototype);
    File.prototype.text = function (this: File) {
      return this.name === brokenName ? fail() : (text?.value as () => Promise<string>).call(this);
    };
    File.prototype.arrayBuffer = function (this: File) {
      return this.name === brokenName
        ? fail()
        : (arrayBuffer?.value as () => Promise<ArrayBuffer>).call(this);
    };
  }, name);
}

type ReactTasks = { hold: boolean; release: () => void };

/**
 * What storage holds under `storageKey` when the page is left right after a keystroke that React
 * has not rendered yet. React renders typing in a task it posts through a MessageChannel: the
 * page, reloaded, holds those messages on the test's word. `start` is typed first (rendered and
 * all), then `Z` while React is held; the page is left (pagehide) and storage read at that
 * moment, before React is let go.
 */
export async function savedWhenLeftBeforeReact(
  page: Page,
  editor: Locator,
  start: string,
  storageKey: string,
): Promise<string> {
  await page.addInitScript(() => {
    const post = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'postMessage')!.value as (
      this: MessagePort,
      message: unknown,
    ) => void;
    const held: (() => void)[] = [];
    const control = { hold: false, release: () => held.splice(0).forEach((send) => send()) };
    MessagePort.prototype.postMessage = function (this: MessagePort, ...args: [unknown]) {
      if (control.hold) held.push(() => post.apply(this, args));
      else post.apply(this, args);
    } as MessagePort['postMessage'];
    Object.assign(window, { reactTasks: control });
  });
  await page.reload();
  await waitForMonaco(page);
  await appendToEditor(page, editor, start);
  await expect(editor).toContainText(start);

  await page.evaluate(() => {
    (window as unknown as { reactTasks: ReactTasks }).reactTasks.hold = true;
  });
  await page.keyboard.type('Z');
  await expect(editor).toContainText(`${start}Z`);
  return page.evaluate((key) => {
    window.dispatchEvent(new Event('pagehide'));
    const text = localStorage.getItem(key) ?? '';
    const tasks = (window as unknown as { reactTasks: ReactTasks }).reactTasks;
    tasks.hold = false;
    tasks.release();
    return text;
  }, storageKey);
}
