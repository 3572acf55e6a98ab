import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  createPublicRoom,
  drawStroke,
  expectInk,
  expectWorkspace,
  LEFT,
  openPage,
  openRichText,
  richText,
  uniqueRoom,
} from './collab.helpers';

/** This test runs its own server (ports 3800–3899 are for tests that start one). */
const PORT = 3811;
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

test.describe('persistence', () => {
  test.describe.configure({ timeout: 150_000 });
  let dataDir = '';
  let server: ChildProcess | undefined;

  test.beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'collab-restart-'));
  });
  test.afterAll(async () => {
    if (server) await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('drawing and text survive a server restart', async ({ browser }) => {
    server = startServer(dataDir);
    await waitUntilHealthy();
    const url = `${ORIGIN}/collab/${uniqueRoom('restart')}`;
    const before = await openPage(browser, url);
    await createPublicRoom(before);
    await drawStroke(before, [0.1, 0.3], [0.4, 0.6]);
    await openRichText(before);
    await richText(before).click();
    await before.keyboard.type('Written before the restart');
    // Let the server store the last updates before it is stopped.
    await before.waitForTimeout(1000);
    await before.context().close();

    await stopServer(server);
    server = startServer(dataDir);
    await waitUntilHealthy();

    const after = await openPage(browser, url);
    await expectWorkspace(after);
    await expect(after.getByRole('dialog')).toHaveCount(0);
    await expectInk(after, LEFT);
    await openRichText(after);
    await expect(richText(after)).toContainText('Written before the restart');
  });
});
