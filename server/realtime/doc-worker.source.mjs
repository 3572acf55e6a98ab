// Starts the document worker from its TypeScript source (`npm run dev`, Vitest): a worker does
// not inherit the parent's loader, so tsx is registered here first. The production bundle runs
// build/server-entry/doc-worker.js directly (scripts/build-server.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./doc-worker.ts');
