import { useCallback, useReducer, type ReactNode } from 'react';
import { useConsoleGreeting } from './console-greeting';
import { SiteFooter } from './footer/SiteFooter';
import { useKeepAlive } from './keep-alive';
import { SiteNav } from './nav/SiteNav';
import { CLOSED_PALETTE, paletteReducer } from './palette/palette-state';
import { QuickPalette } from './palette/QuickPalette';
import { usePaletteHotkey } from './palette/use-palette-hotkey';
import { ShellExtras } from './ShellExtras';
import styles from './shell.module.css';

export const CONTENT_ID = 'content';

/**
 * The global shell around every page (SPEC.md §2): skip link, navigation bar, the page, footer,
 * quick-navigation palette, and the browser-only extras.
 */
export function Shell({ children }: { children: ReactNode }) {
  const [palette, dispatch] = useReducer(paletteReducer, CLOSED_PALETTE);
  const togglePalette = useCallback(() => dispatch({ type: 'toggle' }), []);
  const openPalette = useCallback(() => dispatch({ type: 'open' }), []);
  usePaletteHotkey(togglePalette);
  useConsoleGreeting();
  useKeepAlive();

  return (
    <div className={styles.shell}>
      <a href={`#${CONTENT_ID}`} className={styles.skip}>
        Skip to content
      </a>
      <SiteNav onOpenPalette={openPalette} />
      <div id={CONTENT_ID} className={styles.content} tabIndex={-1}>
        {children}
      </div>
      <SiteFooter onOpenPalette={openPalette} />
      <QuickPalette state={palette} dispatch={dispatch} />
      <ShellExtras />
    </div>
  );
}
