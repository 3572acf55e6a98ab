import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SERVER_START_MAX_MS } from './servers';

/**
 * A production server of its own, on its own embedded database, that a test can stop and start
 * again to prove what survives a restart. `portOffset` keeps two such tests apart; the ports sit
 * 700 above E2E_PORT_BASE, clear of the shared servers.
 */
export function restartableServer(
  name: string,
  portOffset: number,
  env: Record<string, string> = {},
) {
  const port = Number(process.env.E2E_PORT_BASE ?? 3100) + 700 + portOffset;
  const origin = `http://127.0.0.1:${port}`;
  let dataDir: string | undefined;
  let child: ChildProcess | undefined;

  async function start() {
    dataDir ??= mkdtempSync(path.join(tmpdir(), `${name}-`));
    child = spawn(process.execPath, ['build/server-entry/index.js'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: origin,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keepTail = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout?.on('data', keepTail);
    child.stderr?.on('data', keepTail);
    try {
      await expect
        .poll(() => healthStatus(origin), { timeout: SERVER_START_MAX_MS, intervals: [250] })
        .toBe(200);
    } catch (error) {
      throw new Error(`The server on ${origin} did not come up. Its output:\n${output}`, {
        cause: error,
      });
    }
  }

  /** SIGTERM, as a deploy would: the server stores what it holds and closes the database. */
  async function stop() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }

  async function restart() {
    await stop();
    await start();
  }

  async function dispose() {
    await stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }

  return { origin, start, restart, dispose };
}

/**
 * The steps of one restartableServer's life, as tests run in order (a failed step skips the
 * rest): the server starts before the first and is disposed after the last.
 */
export function describeWithRestartableServer(
  title: string,
  name: string,
  portOffset: number,
  body: (server: ReturnType<typeof restartableServer>) => void,
  env: Record<string, string> = {},
): void {
  test.describe(title, () => {
    test.describe.configure({ mode: 'serial' });
    const server = restartableServer(name, portOffset, env);
    test.beforeAll(async () => {
      // The hook's own time: a server start is setup, as the shared servers' is.
      test.setTimeout(SERVER_START_MAX_MS);
      await server.start();
    });
    test.afterAll(() => server.dispose());
    body(server);
  });
}

async function healthStatus(origin: string): Promise<number> {
  try {
    return (await fetch(`${origin}/api/health`)).status;
  } catch {
    return 0;
  }
}
