import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { STORAGE_KEYS } from '#app/lib/storage/keys.ts';
import {
  failReadingFile,
  openMonacoBeforeEach,
  readZip,
  savedWhenLeftBeforeReact,
  waitForMonaco,
} from './editor.helpers';

const ide = (page: Page) => page.getByTestId('ide');
const status = (page: Page) => page.getByTestId('ide-status');
const item = (page: Page, name: string) => page.getByRole('treeitem', { name, exact: true });
/** The visible row of a tree item (the item itself also spans its open children). */
const row = (page: Page, name: string) => item(page, name).locator('> div');
const tab = (page: Page, name: string) => ide(page).getByRole('tab', { name, exact: true });
const leftEditor = (page: Page) => page.getByRole('region', { name: 'Editor', exact: true });
const notice = (page: Page) => ide(page).locator('[role="alert"]:not(.monaco-alert)');

/**
 * Answers the IDE's question dialog named `title`: types `answer` (a name) and submits, submits
 * as it is (`undefined`: a confirmation) or cancels (`null`).
 */
async function answerDialog(page: Page, title: string, answer?: string | null) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  if (answer === null) {
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  } else {
    if (answer !== undefined) await dialog.getByRole('textbox').fill(answer);
    await dialog.locator('button[type="submit"]').click();
  }
  await expect(dialog).toBeHidden();
}

async function menuAction(page: Page, name: string, action: string) {
  await row(page, name).click({ button: 'right' });
  await page
    .getByRole('menu', { name: `Actions for ${name}` })
    .getByRole('menuitem', { name: action })
    .click();
}

async function createFolderWithFile(page: Page) {
  await menuAction(page, 'Project', 'New Folder');
  await answerDialog(page, 'New folder', 'lib');
  await expect(item(page, 'lib')).toBeVisible();

  // The keyboard route to the menu: focus the row, Shift+F10.
  await item(page, 'lib').focus();
  await page.keyboard.press('Shift+F10');
  const menu = page.getByRole('menu', { name: 'Actions for lib' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Toggle Open',
    'New File',
    'New Folder',
    'Rename',
    'Delete',
  ]);
  await menu.getByRole('menuitem', { name: 'New File' }).click();
  await answerDialog(page, 'New file', 'util.js');
  await expect(tab(page, 'util.js')).toHaveAttribute('aria-selected', 'true');
}

openMonacoBeforeEach('/ide');

test('default tree, context menu, new folder and file, typing moves line:column', async ({
  page,
}) => {
  await expect(item(page, 'Project')).toHaveAttribute('aria-expanded', 'true');
  await expect(item(page, 'src')).toHaveAttribute('aria-expanded', 'false');
  // The tree's lists draw no bullets and add no indent of their own: the root row starts at
  // the explorer's edge.
  const explorer = (await page.getByRole('complementary', { name: 'Project' }).boundingBox())!;
  expect((await row(page, 'Project').boundingBox())!.x).toBeCloseTo(explorer.x, 0);
  const bulleted = await page
    .getByRole('tree')
    .locator('li')
    .evaluateAll((items) => items.filter((li) => getComputedStyle(li).listStyleType !== 'none'));
  expect(bulleted).toHaveLength(0);
  await expect(status(page)).toHaveText(/README\.md\s*1:1/);

  await createFolderWithFile(page);
  await expect(status(page)).toHaveText(/lib\/util\.js\s*1:1/);
  await leftEditor(page).locator('.view-lines').click();
  await page.keyboard.insertText('let x = 1;');
  await expect(status(page)).toHaveText(/lib\/util\.js\s*1:11/);
  await page.keyboard.press('Enter');
  await page.keyboard.type('x');
  await expect(status(page)).toHaveText(/lib\/util\.js\s*2:2/);
  await page.keyboard.press('ArrowUp');
  await expect(status(page)).toHaveText(/lib\/util\.js\s*1:2/);

  // A name already used in the same folder is refused with a message.
  await menuAction(page, 'lib', 'New File');
  await answerDialog(page, 'New file', 'util.js');
  await expect(notice(page)).toHaveText(/"util\.js" already exists in lib\./);

  // Arrow keys walk the tree.
  await item(page, 'Project').focus();
  await page.keyboard.press('ArrowDown');
  await expect(item(page, 'lib')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item(page, 'util.js')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item(page, 'src')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(item(page, 'src')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(item(page, 'index.html')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tab(page, 'index.html')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(item(page, 'src')).toBeFocused();
});

test('closing tabs, No file open and Ready; the editor stays where it was', async ({ page }) => {
  const top = async () => (await leftEditor(page).boundingBox())!.y;
  const withTabs = await top();
  await page.getByTitle('Close README.md', { exact: true }).click();
  await expect(leftEditor(page).getByText('No file open')).toBeVisible();
  await expect(status(page)).toHaveText(/^Ready/);
  // The empty tab strip keeps its room, as it does while the project loads.
  expect(await top()).toBe(withTabs);
});

test('split view shows two editors; a file opens in the focused one', async ({ page }) => {
  await page.getByRole('button', { name: 'Split' }).click();
  const second = page.getByRole('region', { name: 'Second editor' });
  await waitForMonaco(second);
  await expect(page.locator('.monaco-editor')).toHaveCount(2);
  await second.locator('.view-lines').click();
  await row(page, 'src').click();
  await row(page, 'styles.css').click();
  await expect(second.locator('header')).toHaveText('src/styles.css');
  await expect(leftEditor(page).locator('header')).toHaveText('README.md');
  await expect(status(page)).toHaveText(/src\/styles\.css\s*1:1/);
  await expect(second.locator('.monaco-editor')).toContainText('font-family');
});

test('search matches names and contents case-sensitively and opens the line', async ({ page }) => {
  const search = page.getByLabel('Search files');
  await search.fill('hello from');
  await expect(ide(page).getByText('No results')).toBeVisible();
  await search.fill('Hello from');
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('button');
  await expect(results).toHaveCount(1);
  await expect(results.first()).toContainText('src/main.js');
  await expect(results.first()).toContainText("4 console.log('Hello from src/main.js');");
  await results.first().click();
  await expect(tab(page, 'main.js')).toHaveAttribute('aria-selected', 'true');
  await expect(status(page)).toHaveText(/src\/main\.js\s*4:16/);

  await search.fill('.css');
  await expect(results.filter({ hasText: 'src/styles.css' }).first()).toBeVisible();
});

test('rename: same name does nothing, duplicates are refused, new names apply', async ({
  page,
}) => {
  await row(page, 'src').click();
  await menuAction(page, 'main.js', 'Rename');
  await answerDialog(page, 'Rename main.js', 'styles.css');
  await expect(notice(page)).toHaveText(/"styles\.css" already exists in src\./);

  await menuAction(page, 'README.md', 'Rename');
  await answerDialog(page, 'Rename README.md', 'README.md');
  await expect(item(page, 'README.md')).toBeVisible();

  await menuAction(page, 'README.md', 'Rename');
  await answerDialog(page, 'Rename README.md', 'NOTES.md');
  await expect(item(page, 'NOTES.md')).toBeVisible();
  await expect(tab(page, 'NOTES.md')).toBeVisible();
  await expect(status(page)).toHaveText(/NOTES\.md\s*\d+:\d+/);
});

test("at 1440 and 390 px the IDE asks in the site's own dialog; Tab stays in it, Escape cancels, focus returns", async ({
  page,
}) => {
  // One Monaco load for both widths: the dialog opens afresh after the page is resized.
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const itemsBefore = await page.getByRole('treeitem').count();
    await item(page, 'src').focus();
    await page.keyboard.press('Shift+F10');
    await page
      .getByRole('menu', { name: 'Actions for src' })
      .getByRole('menuitem', { name: 'New Folder' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'New folder' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(item(page, 'src')).toBeFocused();
    await expect(page.getByRole('treeitem')).toHaveCount(itemsBefore);
  }
});

test('deleting a folder asks first, then removes it and closes its tabs', async ({ page }) => {
  await row(page, 'src').click();
  await row(page, 'main.js').click();
  await row(page, 'index.html').click();
  await expect(ide(page).getByRole('tab')).toHaveText(['README.md', 'main.js', 'index.html']);

  await menuAction(page, 'src', 'Delete');
  await answerDialog(page, 'Delete src?', null);
  await expect(item(page, 'src')).toBeVisible();

  await menuAction(page, 'src', 'Delete');
  await answerDialog(page, 'Delete src?');
  await expect(item(page, 'src')).toHaveCount(0);
  await expect(ide(page).getByRole('tab')).toHaveText(['README.md']);
  await expect(tab(page, 'README.md')).toHaveAttribute('aria-selected', 'true');
  await expect(status(page)).toContainText('1 files');
});

test('import a folder keeps relative paths; a failed read is reported', async ({ page }) => {
  const root = await mkdtemp(path.join(tmpdir(), 'ide-import-'));
  const site = path.join(root, 'site');
  await mkdir(path.join(site, 'css'), { recursive: true });
  await writeFile(path.join(site, 'index.html'), '<h1>site</h1>\n');
  await writeFile(path.join(site, 'css', 'a.css'), 'h1 { color: teal; }\n');
  await page.getByTestId('ide-import-folder-input').setInputFiles(site);
  await expect(item(page, 'site')).toHaveAttribute('aria-expanded', 'true');
  await expect(item(page, 'css')).toHaveAttribute('aria-expanded', 'true');
  await expect(item(page, 'a.css')).toBeVisible();
  await page.getByLabel('Search files').fill('teal');
  await expect(page.getByRole('list', { name: 'Search results' })).toContainText('site/css/a.css');

  await failReadingFile(page, 'bad.txt');
  await page.reload();
  await waitForMonaco(page);
  await row(page, 'site').click();
  await page.getByTestId('ide-import-files-input').setInputFiles([
    { name: 'bad.txt', mimeType: 'text/plain', buffer: Buffer.from('x') },
    { name: 'good.txt', mimeType: 'text/plain', buffer: Buffer.from('fine\n') },
  ]);
  await expect(notice(page)).toHaveText(
    /Could not read file: bad\.txt\. The other files were imported\./,
  );
  await expect(status(page)).toHaveText(/site\/good\.txt\s*1:1/);
});

test('export project.zip with the folder structure', async ({ page }) => {
  await createFolderWithFile(page);
  await leftEditor(page).locator('.view-lines').click();
  await page.keyboard.insertText('export const answer = 42;');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export ZIP' }).click();
  const archive = await download;
  expect(archive.suggestedFilename()).toBe('project.zip');
  const entries = await readZip(archive);
  expect(Object.keys(entries).sort()).toEqual([
    'README.md',
    'lib/util.js',
    'src/index.html',
    'src/main.js',
    'src/styles.css',
  ]);
  expect(entries['lib/util.js']).toBe('export const answer = 42;');
});

/** What storage holds of the project: the debounced save has run once it matches the screen. */
function storedProject(page: Page) {
  return page.evaluate(
    ({ tabsKey, contentsKey, prefsKey }) => {
      const tabs = JSON.parse(localStorage.getItem(tabsKey) ?? 'null') as {
        ids: string[];
        activeId: string | null;
      } | null;
      const prefs = JSON.parse(localStorage.getItem(prefsKey) ?? 'null') as {
        split: boolean;
        theme: string;
      } | null;
      return {
        tabs: tabs?.ids.length,
        lastTabActive: tabs !== null && tabs.activeId === tabs.ids.at(-1),
        kept: (localStorage.getItem(contentsKey) ?? '').includes('const kept = true;'),
        split: prefs?.split,
        theme: prefs?.theme,
      };
    },
    {
      tabsKey: STORAGE_KEYS.ideTabs,
      contentsKey: STORAGE_KEYS.ideContents,
      prefsKey: STORAGE_KEYS.idePrefs,
    },
  );
}

test('reload restores tree, contents, tabs, split and theme', async ({ page }) => {
  await createFolderWithFile(page);
  await leftEditor(page).locator('.view-lines').click();
  await page.keyboard.insertText('const kept = true;\n');
  await row(page, 'src').click();
  await row(page, 'main.js').click();
  await page.getByRole('button', { name: 'Split' }).click();
  await page.getByLabel('Theme', { exact: true }).selectOption('vs');
  await expect
    .poll(() => storedProject(page))
    .toEqual({
      tabs: 3,
      lastTabActive: true,
      kept: true,
      split: true,
      theme: 'vs',
    });

  await page.reload();
  await waitForMonaco(page);
  await expect(item(page, 'lib')).toHaveAttribute('aria-expanded', 'true');
  await expect(item(page, 'src')).toHaveAttribute('aria-expanded', 'true');
  await expect(ide(page).getByRole('tab')).toHaveText(['README.md', 'util.js', 'main.js']);
  await expect(tab(page, 'main.js')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Split' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Theme', { exact: true })).toHaveValue('vs');
  await tab(page, 'util.js').click();
  await expect(leftEditor(page).locator('.monaco-editor')).toContainText('const kept = true;');
});

test('a page left before React has rendered the last keystroke still saves it', async ({
  page,
}) => {
  const saved = await savedWhenLeftBeforeReact(
    page,
    leftEditor(page).locator('.monaco-editor'),
    '// start',
    STORAGE_KEYS.ideContents,
  );
  expect(saved).toContain('// startZ');
});

test('large contents survive a reload through IndexedDB', async ({ page }) => {
  const big = `${'// filler line for a large import\n'.repeat(40_000)}const endMarker = 1;\n`;
  await page
    .getByTestId('ide-import-files-input')
    .setInputFiles([{ name: 'big.js', mimeType: 'text/javascript', buffer: Buffer.from(big) }]);
  await expect(tab(page, 'big.js')).toHaveAttribute('aria-selected', 'true');
  // The marker is written only once IndexedDB has committed the contents: reloading earlier
  // would test how fast this machine writes 1.3 MB, not whether the IDE keeps it.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('devfolio:ide:contents')))
    .toBe('{"$store":"indexeddb"}');
  await page.reload();
  await waitForMonaco(page);
  await page.getByLabel('Search files').fill('endMarker');
  await expect(page.getByRole('list', { name: 'Search results' })).toContainText(
    '40001 const endMarker = 1;',
  );
  await expect(notice(page)).toHaveCount(0);
});

test('the visitor is told when the browser refuses storage', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    Object.defineProperty(window, 'indexedDB', { value: undefined });
  });
  await page.reload();
  await waitForMonaco(page);
  await leftEditor(page).locator('.view-lines').click();
  await page.keyboard.insertText('more');
  await expect(notice(page)).toHaveText(/This browser refused to save the project/);
});
