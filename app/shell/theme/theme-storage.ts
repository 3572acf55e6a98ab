/**
 * How the theme is remembered. The stored record carries the selection and its derived colours,
 * so the pre-paint script in the document head can apply them without any of this module's
 * arithmetic; the picker re-derives them after hydration.
 */
import { readJson, writeJson } from '../../lib/storage/local';
import { THEME_PROPERTIES, THEME_STORAGE_KEY, type ThemeColors } from './theme-keys';
import { DEFAULT_THEME, parseThemeSelection, type ThemeSelection } from './themes';

export { THEME_STORAGE_KEY };

export type StoredTheme = ThemeSelection & ThemeColors;

export function loadThemeSelection(): ThemeSelection {
  return readJson(THEME_STORAGE_KEY, parseThemeSelection, DEFAULT_THEME);
}

export function saveTheme(theme: StoredTheme): void {
  writeJson(THEME_STORAGE_KEY, theme);
}

/** Sets the theme's custom properties on <html>; data-theme names the selection. */
export function applyTheme(root: HTMLElement, theme: StoredTheme): void {
  for (const [name, property] of Object.entries(THEME_PROPERTIES)) {
    root.style.setProperty(property, theme[name as keyof ThemeColors]);
  }
  root.dataset.theme = theme.id;
}
