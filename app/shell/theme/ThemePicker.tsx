import { Palette } from 'lucide';
import { Icon } from '#app/lib/ui/Icon.tsx';
import { lazy, useEffect, useId, useRef, useState } from 'react';
import { PartBoundary } from '#app/lib/ui/PartBoundary.tsx';
import styles from './theme-picker.module.css';

// The options, and the colour arithmetic behind them, load the first time the panel opens.
const ThemeOptions = lazy(() =>
  import('./ThemeOptions').then((module) => ({ default: module.ThemeOptions })),
);

/**
 * After hydration: re-applies a remembered theme with today's colour rules, in case the record
 * the pre-paint script used was written by an older version. Only a visitor who chose a theme
 * (the pre-paint script then marks <html>) fetches the code for it.
 */
function useRememberedTheme() {
  useEffect(() => {
    if (!document.documentElement.dataset.theme) return;
    void import('./theme-store').then((store) => store.reapplyRememberedTheme());
  }, []);
}

/** The palette button and its options panel (docs/product.md#theme-picker "Theme picker"). */
export function ThemePicker() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useRememberedTheme();

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className={styles.picker} ref={rootRef}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-label="Theme colour"
        aria-expanded={open}
        aria-controls={panelId}
        title="Theme colour"
        onClick={() => setOpen((value) => !value)}
      >
        <Icon drawing={Palette} size={18} aria-hidden="true" />
      </button>
      <div
        id={panelId}
        className={styles.panel}
        role="group"
        aria-label="Theme colour"
        hidden={!open}
        data-testid="theme-panel"
      >
        {open && (
          <PartBoundary name="Theme options">
            <ThemeOptions />
          </PartBoundary>
        )}
      </div>
    </div>
  );
}
