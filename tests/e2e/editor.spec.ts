import { expect, test, type Page } from './support/test';
import { strFromU8 } from 'fflate';
import {
  appendToEditor,
  failReadingFile,
  openMonacoBeforeEach,
  readDownload,
  readZip,
  savedWhenLeftBeforeReact,
  replaceEditorText,
  waitForMonaco,
} from './editor.helpers';
import { STORAGE_KEYS } from '#app/lib/storage/keys.ts';
import { escapeRegExp } from './support/text';

const editorArea = (page: Page) => page.getByTestId('code-editor');
const monaco = (page: Page) => editorArea(page).locator('.monaco-editor').first();
/** A tab by file name; a changed tab's name ends with '(changed since last download)'. */
const tab = (page: Page, name: string) =>
  editorArea(page).getByRole('tab', {
    name: new RegExp(`^${escapeRegExp(name)}( \\(changed since last download\\))?$`),
  });
/** The editor's own message line (Monaco has hidden alert regions of its own). */
const notice = (page: Page) => editorArea(page).locator('[role="alert"]:not(.monaco-alert)');
const status = (page: Page) => page.getByTestId('editor-status');
const preview = (page: Page) => page.frameLocator('iframe[title="Preview"]');
const consoleOutput = (page: Page) => page.getByTestId('console-output');

openMonacoBeforeEach('/editor');

test('default files, a new file of a chosen type, typing, preview and console', async ({
  page,
}) => {
  await expect(editorArea(page).getByRole('tab')).toHaveText([
    'index.html',
    'styles.css',
    'main.js',
  ]);
  await expect(editorArea(page).getByText('changed since last download')).toHaveCount(0);
  await expect(status(page)).toContainText('index.html');
  await expect(status(page)).toContainText('HTML');
  await expect(preview(page).locator('h1')).toHaveText('Hello, playground');

  await page.getByLabel('New file').selectOption('js');
  await expect(tab(page, 'script.js')).toHaveAttribute('aria-selected', 'true');
  await expect(status(page)).toContainText('script.js');
  await expect(status(page)).toContainText('JavaScript');

  await appendToEditor(
    page,
    monaco(page),
    "document.body.append('sum=' + (6 * 7));\nconsole.log('total', 6 * 7);\nconsole.warn('careful');\n",
  );
  await expect(preview(page).locator('body')).toContainText('sum=42');
  await expect(consoleOutput(page).locator('li[data-level="log"]')).toHaveText(['total 42']);
  await expect(consoleOutput(page).locator('li[data-level="warn"]')).toHaveText(['careful']);
  // The new file is marked as changed until exported or downloaded.
  await expect(tab(page, 'script.js')).toContainText('changed since last download');

  // An uncaught error in the preview shows up too; Clear empties the panel.
  await appendToEditor(page, monaco(page), 'missingFunction();\n');
  await expect(consoleOutput(page).locator('li[data-level="error"]')).toHaveText(
    'Uncaught ReferenceError: missingFunction is not defined (script.js:4)',
  );
  await page.getByRole('button', { name: 'Clear console' }).click();
  await expect(consoleOutput(page).locator('li')).toHaveCount(0);

  // Editing the page itself updates the preview shortly after typing stops.
  await tab(page, 'index.html').click();
  await replaceEditorText(
    page,
    monaco(page),
    '<h1>Changed page</h1><script src="main.js"></script>',
  );
  await expect(preview(page).locator('h1')).toHaveText('Changed page');
});

test('the preview is sandboxed without same-origin access', async ({ page }) => {
  const frame = page.locator('iframe[title="Preview"]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  await page.getByLabel('New file').selectOption('js');
  await appendToEditor(
    page,
    monaco(page),
    "try { console.log('parent', parent.document.title); } catch (error) { console.log('blocked', error.name); }\n",
  );
  await expect(consoleOutput(page)).toContainText('blocked SecurityError');
});

test('rename tabs inline, refuse empty and duplicate names, close tabs', async ({ page }) => {
  await tab(page, 'styles.css').dblclick();
  const input = page.getByLabel('Rename styles.css');
  await input.fill('main.js');
  await input.press('Enter');
  await expect(notice(page)).toHaveText(/A file named "main.js" already exists\./);
  await input.fill('   ');
  await input.press('Enter');
  await expect(notice(page)).toHaveText(/A file name cannot be empty\./);
  await input.press('Escape');
  await expect(tab(page, 'styles.css')).toBeVisible();

  await tab(page, 'styles.css').dblclick();
  await page.getByLabel('Rename styles.css').fill('theme.css');
  await page.getByLabel('Rename styles.css').press('Enter');
  await expect(tab(page, 'theme.css')).toBeVisible();
  await tab(page, 'theme.css').click();
  await expect(status(page)).toContainText('theme.css');
  await expect(status(page)).toContainText('CSS');

  // Closing the active tab selects the previous one; closing the first active selects the first.
  await page.getByTitle('Close theme.css', { exact: true }).click();
  await expect(editorArea(page).getByRole('tab')).toHaveText(['index.html', 'main.js']);
  await expect(tab(page, 'index.html')).toHaveAttribute('aria-selected', 'true');
  await page.getByTitle('Close index.html', { exact: true }).click();
  await expect(tab(page, 'main.js')).toHaveAttribute('aria-selected', 'true');
  // Keyboard users close the focused tab with Delete.
  await tab(page, 'main.js').press('Delete');
  await expect(editorArea(page).getByText('No file open')).toHaveCount(2);
});

test('the splitter moves with the keyboard and stays between 20 and 80 percent', async ({
  page,
}) => {
  const splitter = page.getByRole('separator', { name: 'Resize editor and preview' });
  await expect(splitter).toHaveAttribute('aria-valuenow', '50');
  const before = (await splitter.boundingBox())!.x;
  await splitter.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(splitter).toHaveAttribute('aria-valuenow', '46');
  expect((await splitter.boundingBox())!.x).toBeLessThan(before);
  await page.keyboard.press('Home');
  await expect(splitter).toHaveAttribute('aria-valuenow', '20');
  await page.keyboard.press('ArrowLeft');
  await expect(splitter).toHaveAttribute('aria-valuenow', '20');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowRight');
  await expect(splitter).toHaveAttribute('aria-valuenow', '80');

  // Dragging far past the edge also stops at the limit.
  const box = (await splitter.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(5, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(splitter).toHaveAttribute('aria-valuenow', '20');
});

test('export all as editor-files.zip and download the current file', async ({ page }) => {
  await tab(page, 'main.js').click();
  await replaceEditorText(page, monaco(page), "console.log('exported');\n");
  await expect(tab(page, 'main.js')).toContainText('changed since last download');

  const zipped = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export ZIP' }).click();
  const archive = await zipped;
  expect(archive.suggestedFilename()).toBe('editor-files.zip');
  const entries = await readZip(archive);
  expect(Object.keys(entries).sort()).toEqual(['index.html', 'main.js', 'styles.css']);
  expect(entries['main.js']).toBe("console.log('exported');\n");
  expect(entries['index.html']).toContain('<h1>Hello, playground</h1>');
  await expect(tab(page, 'main.js')).not.toContainText('changed since last download');

  const single = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const file = await single;
  expect(file.suggestedFilename()).toBe('main.js');
  expect(strFromU8(new Uint8Array(await readDownload(file)))).toBe("console.log('exported');\n");
});

test('import files: readable ones arrive, an unreadable one is reported', async ({ page }) => {
  await failReadingFile(page, 'broken.txt');
  await page.reload();
  await waitForMonaco(page);
  await page.getByTestId('editor-import-input').setInputFiles([
    { name: 'notes.md', mimeType: 'text/markdown', buffer: Buffer.from('# Notes\n') },
    { name: 'broken.txt', mimeType: 'text/plain', buffer: Buffer.from('never read') },
    { name: 'query.sql', mimeType: 'text/plain', buffer: Buffer.from('select 1;\n') },
  ]);
  await expect(notice(page)).toHaveText(
    /Could not read file: broken\.txt\. The other files were imported\./,
  );
  await expect(editorArea(page).getByRole('tab')).toHaveText([
    'index.html',
    'styles.css',
    'main.js',
    'notes.md',
    'query.sql',
  ]);
  await expect(status(page)).toContainText('SQL');
  await expect(monaco(page)).toContainText('select 1;');
});

test('reload keeps files, the active file, the theme and the preview flag', async ({ page }) => {
  await page.getByLabel('New file').selectOption('py');
  await appendToEditor(page, monaco(page), 'print("kept")\n');
  await page.getByLabel('Theme', { exact: true }).selectOption('vs');
  await expect(monaco(page)).toHaveClass(/\bvs\b/);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.locator('iframe[title="Preview"]')).toHaveCount(0);
  // The debounced save has run once storage holds what the screen shows.
  await expect
    .poll(() =>
      page.evaluate(
        ({ filesKey, activeKey, themeKey, previewKey }) => {
          const files = JSON.parse(localStorage.getItem(filesKey) ?? '[]') as {
            id: string;
            name: string;
            value: string;
          }[];
          const python = files.find((file) => file.name === 'main.py');
          return {
            kept: python?.value.includes('print("kept")') ?? false,
            active: python !== undefined && localStorage.getItem(activeKey) === python.id,
            theme: localStorage.getItem(themeKey),
            preview: localStorage.getItem(previewKey),
          };
        },
        {
          filesKey: STORAGE_KEYS.editorFiles,
          activeKey: STORAGE_KEYS.editorActiveId,
          themeKey: STORAGE_KEYS.editorTheme,
          previewKey: STORAGE_KEYS.editorPreview,
        },
      ),
    )
    .toEqual({ kept: true, active: true, theme: 'vs', preview: 'false' });

  await page.reload();
  await waitForMonaco(page);
  await expect(tab(page, 'main.py')).toHaveAttribute('aria-selected', 'true');
  await expect(monaco(page)).toContainText('print("kept")');
  await expect(page.getByLabel('Theme', { exact: true })).toHaveValue('vs');
  await expect(monaco(page)).not.toHaveClass(/vs-dark/);
  await expect(page.getByRole('button', { name: 'Preview' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(page.locator('iframe[title="Preview"]')).toHaveCount(0);
});

test('a page left before React has rendered the last keystroke still saves it', async ({
  page,
}) => {
  const saved = await savedWhenLeftBeforeReact(
    page,
    monaco(page),
    '<!-- start -->',
    STORAGE_KEYS.editorFiles,
  );
  expect(saved).toContain('<!-- start -->Z');
});
