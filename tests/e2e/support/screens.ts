import path from 'node:path';
import { test, type Page } from '@playwright/test';

/**
 * Keeps a picture of the page as the test saw it: every route is photographed at both widths by
 * the accessibility tests, so a run leaves test-results/e2e/screens/<name>-<width>.jpg to look
 * through (and attaches each to its test in the JSON report).
 */
export async function keepScreenshot(page: Page, name: string) {
  const info = test.info();
  const width = page.viewportSize()?.width ?? 0;
  const file = `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${width}.jpg`;
  const target = path.join(info.project.outputDir, 'screens', file);
  // JPEG: a whole long page as PNG cost twice the CPU (0.42 s against 0.24 s for the home page)
  // and three times the bytes, for pictures that are only looked at.
  await page.screenshot({
    path: target,
    type: 'jpeg',
    quality: 80,
    fullPage: true,
    animations: 'disabled',
  });
  await info.attach(file, { path: target, contentType: 'image/jpeg' });
}
