import type { NavigateFunction } from 'react-router';
import { scrollToSection, whenElementShown } from '../scroll-to-section';
import type { PaletteAction } from './commands';

const PALETTE_SCROLL_DELAY_MS = 100;

/** How long a palette section command waits for the home page to show the section. */
const PALETTE_SECTION_WAIT_MS = 5000;

/**
 * Runs a palette command. Section commands go to / and then, 100 ms after the home page is
 * showing (docs/product.md#business-constants), scroll to their section.
 */
export async function runPaletteAction(
  action: PaletteAction,
  navigate: NavigateFunction,
  pathname: string,
): Promise<void> {
  if (action.kind === 'route') {
    await navigate(action.to);
    return;
  }
  if (pathname !== '/') await navigate('/');
  if (!(await whenElementShown(action.section, PALETTE_SECTION_WAIT_MS))) return;
  window.setTimeout(() => scrollToSection(action.section), PALETTE_SCROLL_DELAY_MS);
}
