/**
 * Debian's Chromium, as both the Lighthouse and the idle-page sections drive it: headless, no
 * sandbox (the bench may run as root), and none of the browser's own background traffic.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
