import { existsSync } from 'node:fs';

export const E2E_ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';

/**
 * How long a server of the browser tests may take to start: a fresh embedded database is made
 * and seeded first, seconds alone, longer while browsers run beside it. Setup, not a test.
 */
export const SERVER_START_MAX_MS = 90_000;

const server = (port: number, env: Record<string, string> = {}) => ({
  port,
  url: `http://127.0.0.1:${port}`,
  dataDir: `build/e2e-data/${port}`,
  env,
});

/** E2E_PORT_BASE lets two Playwright runs on one machine use separate servers. */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3100);

export const E2E_SERVERS = {
  /** The site as a visitor sees it, with the sample content. */
  main: server(PORT_BASE),
  /** Database unreachable: pages serve the built-in fallback content. */
  fallback: server(PORT_BASE + 1, { SIMULATE_CONTENT_FAILURE: 'on', CONTENT_FALLBACK: 'on' }),
  /** Database unreachable and no fallback: pages show their error screens. */
  broken: server(PORT_BASE + 2, { SIMULATE_CONTENT_FAILURE: 'on', CONTENT_FALLBACK: 'off' }),
};

/** CHROMIUM_PATH, then Debian's Chromium; undefined lets Playwright use its own browser. */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate): candidate is string =>
    Boolean(candidate && existsSync(candidate)),
  );
}
