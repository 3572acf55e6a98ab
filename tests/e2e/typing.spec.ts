import { expect, test, type Browser, type Locator, type Page } from './support/test';
import { expectInRoom, focusEditor, ROOM_READY_MS, waitForMonaco } from './editor.helpers';

/**
 * Fast typing keeps every keystroke: real key presses 10 ms apart into /editor,
 * /ide and an editor room, read back from the editor, after a reload and on a second page.
 */

const TYPED = 'the quick brown fox jumps over the lazy dog 0123456789';
const KEY_DELAY_MS = 10;

const monacoIn = (scope: Locator) => scope.locator('.monaco-editor').first();

/** The editor's text as drawn (Monaco draws spaces as no-break spaces). */
async function shownText(editor: Locator): Promise<string> {
  const text = await editor.locator('.view-lines').first().innerText();
  return text.replace(/\u00a0/g, ' ').trim();
}

async function typeFast(page: Page, editor: Locator) {
  await focusEditor(editor);
  await page.keyboard.type(TYPED, { delay: KEY_DELAY_MS });
}

test('/editor keeps every fast keystroke, also after a reload', async ({ page }) => {
  await page.goto('/editor');
  const area = page.getByTestId('code-editor');
  await waitForMonaco(area);
  await page.getByLabel('New file').selectOption('md');
  await expect(area.getByRole('tab', { name: /^README\.md/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await typeFast(page, monacoIn(area));
  await expect.poll(() => shownText(monacoIn(area))).toBe(TYPED);

  await page.reload();
  await waitForMonaco(area);
  await expect(area.getByRole('tab', { name: /^README\.md/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect.poll(() => shownText(monacoIn(area))).toBe(TYPED);
});

test('/ide keeps every fast keystroke, also after a reload', async ({ page }) => {
  await page.goto('/ide');
  const editor = page.getByRole('region', { name: 'Editor', exact: true });
  await waitForMonaco(editor);
  await focusEditor(monacoIn(editor));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await expect.poll(() => shownText(monacoIn(editor))).toBe('');

  await typeFast(page, monacoIn(editor));
  await expect.poll(() => shownText(monacoIn(editor))).toBe(TYPED);

  await page.reload();
  await waitForMonaco(editor);
  await expect.poll(() => shownText(monacoIn(editor))).toBe(TYPED);
});

async function openRoomPage(browser: Browser, room: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/editor/${room}`);
  return page;
}

test('an editor room keeps every fast keystroke, on both pages and after a reload', async ({
  browser,
}) => {
  const room = `typing-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const typist = await openRoomPage(browser, room);
  const dialog = typist.getByRole('dialog', { name: 'Create room' });
  await expect(dialog).toBeVisible({ timeout: ROOM_READY_MS });
  await dialog.getByRole('button', { name: 'Create room' }).click();
  await expectInRoom(typist);
  const reader = await openRoomPage(browser, room);
  await expectInRoom(reader);

  const typistArea = typist.getByTestId('code-editor');
  const readerArea = reader.getByTestId('code-editor');
  await typist.getByLabel('New file').selectOption('md');
  await expect(readerArea.getByRole('tab', { name: 'README.md' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await typeFast(typist, monacoIn(typistArea));
  await expect.poll(() => shownText(monacoIn(typistArea))).toBe(TYPED);
  await expect.poll(() => shownText(monacoIn(readerArea))).toBe(TYPED);

  await reader.reload();
  await expectInRoom(reader);
  await expect(readerArea.getByRole('tab', { name: 'README.md' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect.poll(() => shownText(monacoIn(readerArea))).toBe(TYPED);
});
