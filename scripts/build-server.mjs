// Bundles the server entry (server/index.ts and what it imports from server/ and common/) into
// build/server-entry/index.js, so `npm start` needs only node and the runtime dependencies. The
// document worker is a second entry beside it (server/realtime/doc-worker-host.ts finds it).
import { build } from 'esbuild';

await build({
  entryPoints: { index: 'server/index.ts', 'doc-worker': 'server/realtime/doc-worker.ts' },
  outdir: 'build/server-entry',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  tsconfig: 'tsconfig.node.json',
});
