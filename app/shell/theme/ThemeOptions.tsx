import { Check } from 'lucide';
import { Icon } from '#app/lib/ui/Icon.tsx';
import { useId, useSyncExternalStore } from 'react';
import {
  chooseTheme,
  getServerThemeSelection,
  getThemeSelection,
  subscribeTheme,
} from './theme-store';
import { CUSTOM_THEME_ID, THEME_PRESETS, selectCustom, selectPreset } from './themes';
import styles from './theme-options.module.css';

/**
 * The picker's options (docs/product.md#theme-picker "Theme picker"): six presets with a check mark on the chosen
 * one, and a custom colour input. Mounted, and first fetched, when the panel opens
 * (ThemePicker.tsx, which also closes it).
 */
export function ThemeOptions() {
  const selection = useSyncExternalStore(
    subscribeTheme,
    getThemeSelection,
    getServerThemeSelection,
  );
  const customId = useId();
  const isCustom = selection.id === CUSTOM_THEME_ID;

  return (
    <>
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
              {chosen && (
                <Icon drawing={Check} className={styles.check} size={16} aria-hidden="true" />
              )}
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
        {isCustom && <Icon drawing={Check} className={styles.check} size={16} aria-hidden="true" />}
      </div>
    </>
  );
}
