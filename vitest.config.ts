import { defineConfig } from 'vitest/config';

// Vitest gets its own config so it never loads the React Router Vite plugin
// and never picks up the Playwright specs under tests/e2e.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      '{app,common,server,labs-static,scripts}/**/*.test.{ts,tsx}',
      'tests/integration/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
