import { defineConfig } from 'vitest/config';

// Vitest gets its own config so it never loads the React Router Vite plugin
// and never picks up the Playwright specs under tests/e2e.
export default defineConfig({
  test: {
    include: [
      '{app,common,server,labs-static,scripts,eslint-rules}/**/*.test.{ts,tsx}',
      'tests/integration/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The files of one worker share its process and module cache. Isolation cost more than the
    // tests: the embedded database's WebAssembly was compiled again for every file that opens
    // one (~3 s each), and the whole run took twice as long. What that asks of a test file:
    // no module mocks, and fake timers or stubbed globals restored after each test.
    isolate: false,
    // Twice the cores: the integration files wait on sockets, timers, PostgreSQL and Redis, and
    // with one worker a core the run left half the CPU idle (86 s; 54-58 s with four on two cores).
    maxWorkers: 4,
  },
});
