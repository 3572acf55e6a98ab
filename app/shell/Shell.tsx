import { useCallback, useReducer, type ReactNode } from 'react';
import { SiteFooter } from './footer/SiteFooter';
import { useKeepAlive } from './keep-alive';
import { preloadedLazy } from '../lib/lazy-component';
import { SiteNav } from './nav/SiteNav';
import { NavigationProgress } from './NavigationProgress';
import { CLOSED_PALETTE, paletteReducer } from './palette/palette-state';
import { usePaletteHotkey } from './palette/use-palette-hotkey';
import { ShellExtras } from './ShellExtras';
import { PartBoundary } from '../lib/ui/PartBoundary';
import styles from './shell.module.css';

// Not in the first download: fetched while the page hydrates, ready when Ctrl+K is pressed.
const QuickPalette = preloadedLazy(() =>
  import('./palette/QuickPalette').then((module) => module.QuickPalette),
);

const CONTENT_ID = 'content';

/**
 * The global shell around every page (docs/product.md#global-shell): skip link, navigation bar, the page, footer,
 * quick-navigation palette, and the browser-only extras.
 */
export function Shell({ children }: { children: ReactNode }) {
  const [palette, dispatch] = useReducer(paletteReducer, CLOSED_PALETTE);
  const togglePalette = useCallback(() => dispatch({ type: 'toggle' }), []);
  const openPalette = useCallback(() => dispatch({ type: 'open' }), []);
  usePaletteHotkey(togglePalette);
  useKeepAlive();

  return (
    <div className={styles.shell}>
      <NavigationProgress />
      <a href={`#${CONTENT_ID}`} className={styles.skip}>
        Skip to content
      </a>
      <SiteNav onOpenPalette={openPalette} />
      <div id={CONTENT_ID} className={styles.content} tabIndex={-1}>
        {children}
      </div>
      <SiteFooter onOpenPalette={openPalette} />
      {palette.open && (
        <PartBoundary name="Quick navigation">
          <QuickPalette state={palette} dispatch={dispatch} />
        </PartBoundary>
      )}
      <ShellExtras />
    </div>
  );
}
