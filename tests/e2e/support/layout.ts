import type { Page } from '@playwright/test';

/**
 * How far the page reaches past the width inside its scroll bar, in CSS pixels: above 0, it
 * scrolls sideways. (A desktop Chromium at 390 px draws a scroll bar; a phone does not.)
 */
export function sidewaysOverflowPx(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
