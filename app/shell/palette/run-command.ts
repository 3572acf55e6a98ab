import type { NavigateFunction } from 'react-router';
import { PALETTE_SCROLL_DELAY_MS, PALETTE_SECTION_WAIT_MS } from '../../../common/constants';
import { scrollToSection, whenElementShown } from '../scroll-to-section';
import type { PaletteAction } from './commands';

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
