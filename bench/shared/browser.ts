import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

/** Debian's Chromium through Playwright, headless, with the bench's flags. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // Playwright sets the headless mode itself.
    args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'),
  });
}
