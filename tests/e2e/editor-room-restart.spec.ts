import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { focusEditor, waitForMonaco } from './editor.helpers';

/** This test runs its own server (ports 3800–3899 are for tests that start one). */
const PORT = 3812;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const STARTUP_TIMEOUT_MS = 60_000;

function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, ['build/server-entry/index.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: ORIGIN,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
}

async function waitUntilHealthy() {
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${ORIGIN}/api/health`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: STARTUP_TIMEOUT_MS, intervals: [250] },
    )
    .toBe(200);
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

async function openRoom(browser: Browser, url: string) {
  const page = await (await browser.newContext()).newPage();
  await page.goto(url);
  return page;
}

test.describe('editor room persistence', () => {
  test.describe.configure({ timeout: 150_000 });
  let dataDir = '';
  let server: ChildProcess | undefined;

  test.beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'editor-room-restart-'));
  });
  test.afterAll(async () => {
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("a room's files survive a server restart", async ({ browser }) => {
    server = startServer(dataDir);
    await waitUntilHealthy();
    const url = `${ORIGIN}/editor/restart-${Date.now().toString(36)}`;
    const before = await openRoom(browser, url);
    await before.getByRole('dialog', { name: 'Create room' }).getByRole('button').last().click();
    const editor = before.getByTestId('code-editor');
    await waitForMonaco(editor);
    await before.getByLabel('New file').selectOption('go');
    await focusEditor(editor.locator('.monaco-editor').first());
    await before.keyboard.insertText('package keptAcrossRestart');
    // Let the server store the last updates before it is stopped.
    await before.waitForTimeout(1000);
    await before.context().close();

    await stopServer(server);
    server = startServer(dataDir);
    await waitUntilHealthy();

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
