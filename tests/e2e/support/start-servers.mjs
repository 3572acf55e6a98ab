// Starts the browser tests' servers side by side and prints SERVERS_READY once each answers
// /api/health. Playwright starts its webServer entries one after another; three fresh servers
// (each creating and seeding its embedded database) took 15 s that way, before any test ran.
// The list comes from playwright.config.ts (E2E_SERVER_LIST: url, dataDir and env of each).
// Outside CI a server already answering on its port is used as it is.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const HEALTH_POLL_MS = 100;

const servers = JSON.parse(process.env.E2E_SERVER_LIST ?? '[]');
const reuseRunning = !process.env.CI;
const children = new Set();

await Promise.all(servers.map(start));
console.log('SERVERS_READY');
// Playwright ends this process group when the run is over; until then the servers stay up.
setInterval(() => {}, 1 << 30);

async function start(server) {
  if (reuseRunning && (await healthy(server.url))) return;
  rmSync(server.dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['build/server-entry/index.js'], {
    env: { ...process.env, ...server.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  // One server down fails the run at once: the others are stopped too, or they would hold the
  // output open and Playwright would wait out its timeout.
  child.once('exit', (code, signal) => {
    children.delete(child);
    console.error(`The e2e server for ${server.url} stopped (${signal ?? `exit code ${code}`}).`);
    for (const other of children) other.kill('SIGKILL');
    process.exit(1);
  });
  while (!(await healthy(server.url))) {
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
}

async function healthy(url) {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}
