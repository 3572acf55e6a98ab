import type { Page } from '@playwright/test';

/** What the shell's specs share: opening a page once it has hydrated, and the palette's parts. */

/** Opens a page and waits for hydration: the keep-alive ping is sent from the shell's effect. */
export async function openPage(page: Page, path: string) {
  const pinged = page.waitForResponse((response) => response.url().endsWith('/api/health'));
  await page.goto(path);
  await pinged;
}

export const palette = (page: Page) => page.getByRole('dialog', { name: 'Quick navigation' });
