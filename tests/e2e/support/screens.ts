import path from 'node:path';
import { test, type Page } from '@playwright/test';

/**
 * Keeps a picture of the page as the test saw it: every route is photographed at both widths by
 * the accessibility tests, so a run leaves test-results/e2e/screens/<name>-<width>.png to look
 * through (and attaches each to its test in the JSON report).
 */
export async function keepScreenshot(page: Page, name: string) {
  const info = test.info();
  const width = page.viewportSize()?.width ?? 0;
  const file = `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${width}.png`;
  const target = path.join(info.project.outputDir, 'screens', file);
  await page.screenshot({ path: target, fullPage: true, animations: 'disabled' });
  await info.attach(file, { path: target, contentType: 'image/png' });
}
