/**
 * Debian's Chromium, as both the Lighthouse and the idle-page sections drive it: headless, no
 * sandbox (the bench may run as root), and none of the browser's own background traffic.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';
/**
 * Without --headless, which Playwright sets itself: the browser tests (playwright.config.ts)
 * launch Chromium with these too, so the bench measures the browser the tests exercise.
 */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const CHROMIUM_FLAGS = ['--headless', ...QUIET_CHROMIUM_FLAGS];
