import { Check, Palette } from 'lucide-react';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import {
  chooseTheme,
  getServerThemeSelection,
  getThemeSelection,
  reapplyRememberedTheme,
  subscribeTheme,
} from './theme-store';
import { CUSTOM_THEME_ID, THEME_PRESETS, selectCustom, selectPreset } from './themes';
import styles from './theme-picker.module.css';

/**
 * The palette button and its options panel (SPEC.md §2 "Theme picker"): six presets with a
 * check mark on the chosen one, and a custom colour input.
 */
export function ThemePicker() {
  const selection = useSyncExternalStore(
    subscribeTheme,
    getThemeSelection,
    getServerThemeSelection,
  );
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const customId = useId();

  useEffect(reapplyRememberedTheme, []);

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

  const isCustom = selection.id === CUSTOM_THEME_ID;

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
        <Palette size={18} aria-hidden="true" />
      </button>
      <div
        id={panelId}
        className={styles.panel}
        role="group"
        aria-label="Theme colour"
        hidden={!open}
        data-testid="theme-panel"
      >
        <p className={styles.heading}>Theme</p>
        <div className={styles.presets}>
          {THEME_PRESETS.map((preset) => {
            const chosen = selection.id === preset.id;
            return (
              <button
                key={preset.id}
                type="button"
                className={styles.option}
                aria-pressed={chosen}
                data-theme-id={preset.id}
                onClick={() => chooseTheme(selectPreset(preset.id))}
              >
                <span className={styles.swatch} style={{ background: preset.color }} />
                <span className={styles.name}>{preset.name}</span>
                {chosen && <Check className={styles.check} size={16} aria-hidden="true" />}
              </button>
            );
          })}
        </div>
        <div className={styles.custom}>
          <input
            id={customId}
            type="color"
            className={styles.colorInput}
            value={selection.color}
            onChange={(event) => {
              const custom = selectCustom(event.target.value);
              if (custom) chooseTheme(custom);
            }}
          />
          <label htmlFor={customId} className={styles.name}>
            Custom colour
            {isCustom && <span className="visually-hidden"> (selected)</span>}
          </label>
          {isCustom && <Check className={styles.check} size={16} aria-hidden="true" />}
        </div>
      </div>
    </div>
  );
}
