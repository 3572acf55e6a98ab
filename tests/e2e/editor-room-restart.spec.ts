import { expect, test, type Browser } from './support/test';
import { focusEditor, waitForMonaco } from './editor.helpers';
import { describeWithRestartableServer } from './support/restartable-server';

async function openRoom(browser: Browser, url: string) {
  const page = await (await browser.newContext()).newPage();
  await page.goto(url);
  return page;
}

describeWithRestartableServer('editor room persistence', 'editor-room-restart', 12, (server) => {
  const url = `${server.origin}/editor/restart-${Date.now().toString(36)}`;

  test("a room's files reach the server", async ({ browser }) => {
    const before = await openRoom(browser, url);
    await before.getByRole('dialog', { name: 'Create room' }).getByRole('button').last().click();
    const editor = before.getByTestId('code-editor');
    await waitForMonaco(editor);
    await before.getByLabel('New file').selectOption('go');
    await focusEditor(editor.locator('.monaco-editor').first());
    await before.keyboard.insertText('package keptAcrossRestart');
    // A second visitor sees the text only once the server has stored it (it relays an update
    // after storing it): what the restart must keep, however slowly a busy machine types.
    const witness = await openRoom(browser, url);
    const witnessEditor = witness.getByTestId('code-editor');
    await waitForMonaco(witnessEditor);
    await witnessEditor.getByRole('tab', { name: 'main.go' }).click();
    await expect(witnessEditor.locator('.monaco-editor')).toContainText(
      'package keptAcrossRestart',
    );
  });

  test('after a restart the room opens with the same files', async ({ browser }) => {
    await server.restart();
    const after = await openRoom(browser, url);
    await expect(after.getByTestId('connection')).toHaveText('Connected', { timeout: 15_000 });
    await expect(after.getByRole('dialog')).toHaveCount(0);
    const shown = after.getByTestId('code-editor');
    await waitForMonaco(shown);
    await expect(shown.getByRole('tab', { name: 'main.go' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(shown.locator('.monaco-editor')).toContainText('package keptAcrossRestart');
  });
});
