// CI only (.ci/run, after `npm run validate`): the integration tests once more on Node 24, the
// LTS most deployments now run, while the site keeps Node 20.19 working (package.json engines).
// They start the built site (server-wiring, response cache, the HAProxy test's instances), so the
// production build the test command made is what runs on Node 24. Node 24 comes from the npm
// registry (`npx -y node@24`). Only the integration tests: the unit tests do not touch the runtime
// in ways that differ, and the browser tests drive the same server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('build/server-entry/index.js')) {
  console.error('integration-node24: no production build (run the test command first).');
  process.exit(1);
}
const node24 = ['-y', 'node@24'];
const version = spawnSync('npx', [...node24, '--version'], { encoding: 'utf8' });
if (version.status !== 0) {
  console.error(`integration-node24: Node 24 is unavailable: ${version.stderr}`);
  process.exit(1);
}
console.log(`\n> integration tests on Node ${version.stdout.trim()}`);
const startedAt = Date.now();
const run = spawnSync(
  'npx',
  [...node24, 'node_modules/vitest/vitest.mjs', 'run', 'tests/integration', '--reporter=dot'],
  { stdio: 'inherit' },
);
console.log(`> Node 24 integration tests: ${Math.round((Date.now() - startedAt) / 1000)} s`);
process.exit(run.status ?? 1);
