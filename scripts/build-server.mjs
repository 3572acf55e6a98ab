// Bundles the server entry (server/index.ts and what it imports from server/ and common/) into
// build/server-entry/index.js, so `npm start` needs only node and the runtime dependencies.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/index.ts'],
  outfile: 'build/server-entry/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
