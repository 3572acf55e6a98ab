// `npm run validate`, what CI runs: the type, lint, format and dead-code checks, then every test.
// The checks run side by side (each is mostly one core; one after another they took 55 s, together
// 41 s on a 2-core machine), after the route types they read are generated. Each check's output
// is printed whole when it ends, so they never interleave. knip (knip.ts) finds unused files,
// exports and dependencies (docs/decisions/0015-knip-aliases-quiet-install.md).
import { spawn, spawnSync } from 'node:child_process';

const npx = (args) => ({ command: 'npx', args });
const CHECKS = [
  { name: 'typecheck', ...npx(['tsc', '--build']) },
  { name: 'lint', ...npx(['eslint', '.']) },
  { name: 'format', ...npx(['prettier', '--check', '.']) },
  { name: 'dead code', ...npx(['knip', '--no-progress']) },
];

const typegen = spawnSync(process.execPath, ['scripts/react-router.mjs', 'typegen'], {
  stdio: 'inherit',
});
if (typegen.status !== 0) process.exit(typegen.status ?? 1);

const results = await Promise.all(CHECKS.map(runBuffered));
const failed = results.filter((result) => result.code !== 0).map((result) => result.name);
if (failed.length > 0) {
  console.error(`\nvalidate: ${failed.join(', ')} failed; the tests did not run.`);
  process.exit(1);
}

const tests = spawnSync(process.execPath, ['scripts/test.mjs'], { stdio: 'inherit' });
process.exit(tests.status ?? 1);

function runBuffered({ name, command, args }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const status = code ?? (signal ? 1 : 0);
      console.log(
        `\n> ${name}: ${[command, ...args].join(' ')} (${status === 0 ? 'ok' : 'failed'})`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve({ name, code: status });
    });
  });
}
