import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from '#tests/shared/chromium.ts';

/** Debian's Chromium through Playwright, headless, with the bench's flags. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: QUIET_CHROMIUM_FLAGS,
  });
}
