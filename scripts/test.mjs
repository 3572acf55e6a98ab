// The README's test command: ONE production build, unit + integration tests (Vitest), then every
// browser test (Playwright) against that build, then a single summary line for both.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const chromium = findChromium();
const CHROMIUM_INSTALL = 'sudo apt-get install -y chromium';
// Every development and CI machine runs PostgreSQL and Redis locally; use them unless told
// otherwise, and skip their suites with a notice when they cannot be reached (decision 0003).
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
process.env.TEST_REDIS_URL ??= 'redis://127.0.0.1:6379';
for (const [name, hint, defaultPort] of [
  ['TEST_DATABASE_URL', 'the PostgreSQL runs of the API/realtime suites', 5432],
  ['TEST_REDIS_URL', 'the Redis scale-out and shared-limit tests', 6379],
]) {
  const url = process.env[name];
  if (url && !(await reachable(url, defaultPort))) {
    console.warn(`NOTICE: ${name} (${url}) is unreachable: ${hint} are skipped.`);
    delete process.env[name];
  } else if (!url) {
    console.warn(`NOTICE: ${name} is unset: ${hint} are skipped.`);
  }
}

const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

// The build comes first: the server-wiring integration test starts the built server too.
const buildStatus = run('npm', ['run', 'build', '--silent']);
const unitStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}/vitest.json`,
]);
const e2eStatus =
  buildStatus !== 0 || !chromium
    ? buildStatus
    : run('npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium });

const unit = readJson(`${results}/vitest.json`);
const e2e = readJson(`${results}/e2e.json`);
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const skipped =
  (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);
if (buildStatus !== 0) console.error('The production build failed: browser tests did not run.');
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (!chromium) {
  console.error(
    '\n' +
      '#'.repeat(72) +
      '\n# NO CHROMIUM: the browser tests (tests/e2e) did NOT run.\n' +
      `# Install Debian's Chromium and run again:  ${CHROMIUM_INSTALL}\n` +
      '# (or point CHROMIUM_PATH at a Chromium/Chrome binary)\n' +
      '#'.repeat(72),
  );
}
process.exit(unitStatus || buildStatus || e2eStatus ? 1 : 0);

/** Whether a TCP connection to the URL's host and port opens within a second. */
function reachable(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname || '127.0.0.1', port: Number(port) || defaultPort });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** CHROMIUM_PATH when set (even to a missing file: that is how to run without), else Debian's. */
function findChromium() {
  const explicit = process.env.CHROMIUM_PATH;
  if (explicit) return existsSync(explicit) ? explicit : undefined;
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
