import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's default rules, plus the one that checks a control's name contains its visible text. */
export const axeFor = (page: Page) =>
  new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
