import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's default rules, plus the one that checks a control's name contains its visible text.
 *
 * A page without frames is scanned in place (axe's legacy mode). Its default mode collects the
 * results in a blank page it opens for each scan, which doubled the CPU a scan costs (measured:
 * 0.45 s against 1.07 s on the home page); that page is only needed to test cross-origin
 * frames, such as the editor's sandboxed preview, so a page with frames still gets it.
 */
export const axeFor = (page: Page) =>
  new AxeBuilder({ page })
    .setLegacyMode(page.frames().length === 1)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
