// The README's test command: ONE production build, unit + integration tests (Vitest), then every
// browser test (Playwright) against that build, then a single summary line for both.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const chromium = findChromium();
if (!chromium) {
  console.error(
    'No Chromium found for the browser tests.\n' +
      "  Install Debian's: sudo apt-get install -y chromium   (gives /usr/bin/chromium)\n" +
      '  or point CHROMIUM_PATH at a Chromium/Chrome binary.',
  );
  process.exit(1);
}
// Every development and CI machine runs PostgreSQL and Redis locally; use them unless told otherwise.
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
process.env.TEST_REDIS_URL ??= 'redis://127.0.0.1:6379';
for (const [name, hint] of [
  ['TEST_DATABASE_URL', 'PostgreSQL runs of the API/realtime suites'],
  ['TEST_REDIS_URL', 'the Redis scale-out tests'],
]) {
  if (!process.env[name]) console.warn(`NOTICE: ${name} is unset: ${hint} are skipped.`);
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
  buildStatus === 0 ? run('npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium }) : 1;

const unit = readJson(`${results}/vitest.json`);
const e2e = readJson(`${results}/e2e.json`);
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const skipped =
  (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);
if (buildStatus !== 0) console.error('The production build failed: browser tests did not run.');
console.log(`\nTests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(unitStatus || buildStatus || e2eStatus ? 1 : 0);

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}
