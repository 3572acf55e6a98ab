import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, plus one rule for every browser test: a browser context the test opened
 * itself (a second visitor, a page without JavaScript) is closed when the test ends, as the
 * `page` fixture's own is. Left open, such pages kept running for the rest of the worker's
 * tests (21 at the end of one run: sockets, presence, Monaco, canvases), taking CPU from every
 * test after them and counting as visitors in their rooms.
 */
export const test = base.extend<{ closeOwnContexts: void }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
});
