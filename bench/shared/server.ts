import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sleep } from './abort';

/**
 * The server under measurement: the production build in its own process, on loopback, with an
 * embedded database and every setting at its default unless a section names it (`env`). The
 * environment is built from scratch (not inherited) so no RATE_LIMIT_*, DATABASE_URL or
 * RESPONSE_CACHE_MAX_MB of the caller's shell changes what is measured.
 */
export const SERVER_ENTRY = 'build/server-entry/index.js';
const START_TIMEOUT_MS = 180_000;
const START_POLL_MS = 100;
/** The server's own shutdown grace is 10 s; past this it is killed. */
const STOP_TIMEOUT_MS = 12_000;
const OUTPUT_TAIL_CHARS = 4000;
/** Requests a fresh process answers before it is measured: a running site has its code compiled. */
const WARM_UP_PATHS = ['/api/health', '/', '/blog', '/collab'];
const WARM_UP_ROUNDS = 5;

/** Settings a section sets for its own server, e.g. { RESPONSE_CACHE_MAX_MB: '0' }. */
export type ServerEnv = Record<string, string>;

export interface BenchServer {
  url: string;
  pid: number;
  /** Owner token, to count stored comments through the owner API. */
  adminToken: string;
  /** The process's resident memory and its peak so far, in bytes (/proc/<pid>/status). */
  memory(): { rssBytes: number; peakBytes: number };
  stop(): Promise<void>;
}

/**
 * Starts a server on a brand-new embedded database, stops it, and returns its data folder: each
 * server of the bench then starts on a copy of it (seeded, migrated) instead of paying the cold
 * start again.
 */
export async function createTemplateDataDir(): Promise<TemplateDataDir> {
  const dir = mkdtempSync(path.join(tmpdir(), 'devfolio-bench-template-'));
  const started = performance.now();
  const server = await launch(dir, false, {});
  const coldStartMs = performance.now() - started;
  const { peakBytes } = server.memory();
  await server.stop();
  return { dir, coldStartMs, firstStartPeakBytes: peakBytes };
}

export interface TemplateDataDir {
  dir: string;
  coldStartMs: number;
  /** The server's peak resident memory during its first start (migrations and seeding). */
  firstStartPeakBytes: number;
}

/** A server on a fresh copy of the template data folder; the copy is removed on stop. */
export async function startBenchServer(
  templateDir: string,
  env: ServerEnv = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'devfolio-bench-'));
  cpSync(templateDir, dataDir, { recursive: true });
  return launch(dataDir, true, env);
}

async function launch(
  dataDir: string,
  removeOnStop: boolean,
  env: ServerEnv,
): Promise<BenchServer> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first.`);
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const adminToken = randomBytes(24).toString('hex');
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_TOKEN: adminToken,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Drained (a full pipe would block the server's logging), keeping the end for error reports.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS)]);
      if (stopped !== true) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    if (removeOnStop) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitHealthy(url, child);
    await warmUp(url);
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${output}`, {
      cause: error,
    });
  }
  return {
    url,
    pid: child.pid ?? -1,
    adminToken,
    memory: () => processMemory(child.pid ?? -1),
    stop,
  };
}

async function waitHealthy(url: string, child: ChildProcess) {
  const deadline = performance.now() + START_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (code ${child.exitCode})`);
    try {
      const response = await fetch(`${url}/api/health`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(START_POLL_MS);
  }
  throw new Error(`The server did not answer /api/health within ${START_TIMEOUT_MS} ms`);
}

async function warmUp(url: string) {
  for (let round = 0; round < WARM_UP_ROUNDS; round++) {
    for (const page of WARM_UP_PATHS) await (await fetch(`${url}${page}`)).arrayBuffer();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const KIB = 1024;

function processMemory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * KIB;
  return { rssBytes: field('VmRSS'), peakBytes: field('VmHWM') };
}
