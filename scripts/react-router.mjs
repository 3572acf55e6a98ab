// React Router's command line (`react-router build`, `react-router typegen`) with one line less:
// its config loader starts Vite with the deprecated `envFile: false` before vite.config.ts is
// read, so Vite warns about an option this project never sets and cannot reach (React Router 7.18
// is the last 7.x). vite.config.ts drops the same warning from the build's own logger.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';

const UPSTREAM_WARNING = '`envFile` option is deprecated';
const require = createRequire(import.meta.url);
const cli = path.join(path.dirname(require.resolve('@react-router/dev/package.json')), 'bin.js');

const child = spawn(process.execPath, [cli, ...process.argv.slice(2)], {
  stdio: ['inherit', 'pipe', 'pipe'],
});
for (const [from, to] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
]) {
  createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => {
    if (!line.includes(UPSTREAM_WARNING)) to.write(`${line}\n`);
  });
}
// 'close' comes once the output is read to the end; setting the code lets it all be written.
child.on('close', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
