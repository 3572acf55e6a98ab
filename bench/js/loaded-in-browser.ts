import type { Browser } from '@playwright/test';
import { gzipBytes } from '#tests/shared/first-load.ts';

/** Every script Chromium loads for a page within the first WINDOW_MS, gzip bytes summed. */
export const WINDOW_MS = 5000;

export async function scriptsLoadedWithin(browser: Browser, url: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const sizes = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (!new URL(response.url()).pathname.endsWith('.js')) return;
      sizes.set(
        response.url(),
        response.body().then(gzipBytes, async () => {
          // A body the browser could not hand back is fetched again from the server.
          return gzipBytes(new Uint8Array(await (await fetch(response.url())).arrayBuffer()));
        }),
      );
    });
    const started = performance.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForTimeout(Math.max(0, WINDOW_MS - (performance.now() - started)));
    const settled = await Promise.all(sizes.values());
    return { count: settled.length, bytes: settled.reduce((sum, size) => sum + size, 0) };
  } finally {
    await context.close();
  }
}
