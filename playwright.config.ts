import { defineConfig, devices } from '@playwright/test';
import { QUIET_CHROMIUM_FLAGS } from '#tests/shared/chromium.ts';
import {
  E2E_ADMIN_TOKEN,
  E2E_SERVERS,
  findChromium,
  SERVER_START_MAX_MS,
} from './tests/e2e/support/servers';

/**
 * Browser tests run against ONE production build (made by scripts/test.mjs before this runs),
 * served by three instances: the normal site, and two whose database is "unreachable" (with and
 * without the built-in fallback content) for the error and fallback screens.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright empties its output folder at start: keep it apart from the Vitest report that
  // scripts/test.mjs writes to test-results/ before the browser tests run.
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  // No retries, in CI either: a test that passes only the second time is a defect to fix, not
  // to absorb.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: E2E_SERVERS.main.url,
    // Recording a trace (a screenshot per frame, DOM snapshots) for every test slowed Monaco's
    // first load under the suite's load past its budget: trace only a retried test (to trace a
    // failing test, run it again with --retries 1).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: findChromium(),
      args: [...QUIET_CHROMIUM_FLAGS, '--disable-features=WebRtcHideLocalIpsWithMdns'],
    },
  },
  // The three servers start side by side (tests/e2e/support/start-servers.mjs).
  webServer: {
    command: 'node tests/e2e/support/start-servers.mjs',
    wait: { stdout: /SERVERS_READY/ },
    timeout: SERVER_START_MAX_MS,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      E2E_SERVER_LIST: JSON.stringify(
        Object.values(E2E_SERVERS).map((server) => ({
          url: server.url,
          dataDir: server.dataDir,
          env: {
            NODE_ENV: 'production',
            PORT: String(server.port),
            HOST: '127.0.0.1',
            PUBLIC_URL: server.url,
            DATA_DIR: server.dataDir,
            ADMIN_TOKEN: E2E_ADMIN_TOKEN,
            LOG_LEVEL: 'warn',
            // Every browser test comes from 127.0.0.1: posts, rooms and sockets get room for all.
            RATE_LIMIT_WRITES_PER_MINUTE: '1000',
            RATE_LIMIT_ROOM_VERIFY_PER_MINUTE: '1000',
            RATE_LIMIT_ROOM_CREATE_PER_MINUTE: '1000',
            REALTIME_MAX_SOCKETS_PER_ADDRESS: '1000',
            // The chat limit counts per client address: the burst test sends from an address of
            // its own (X-Forwarded-For, trusted here), and a long window makes its refusal certain
            // however slowly a busy machine types.
            TRUST_PROXY: '1',
            RATE_LIMIT_CHAT_WINDOW_SECONDS: '600',
            ...server.env,
          },
        })),
      ),
    },
  },
});
