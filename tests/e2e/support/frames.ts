import type { Page } from './test';

/**
 * Resolves once the page has painted a frame after this call: the events of what the test just
 * did (a key, a scroll, a pointer move) have been dispatched and what they changed is on screen.
 * The condition a check that something did NOT change waits for.
 */
export async function afterNextPaint(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}
