/**
 * The current theme selection as a tiny external store, so every component that shows it
 * (the picker's check marks) stays in sync, and so the server and the first client render both
 * start from the default (React then re-renders with the remembered choice).
 */
import { applyTheme, loadThemeSelection, saveTheme } from './theme-storage';
import { DEFAULT_THEME, themeColors, type ThemeSelection } from './themes';

let current: ThemeSelection | null = null;
const listeners = new Set<() => void>();

export function getThemeSelection(): ThemeSelection {
  current ??= loadThemeSelection();
  return current;
}

export function getServerThemeSelection(): ThemeSelection {
  return DEFAULT_THEME;
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function themeRecord(selection: ThemeSelection) {
  return { ...selection, ...themeColors(selection) };
}

/** Applies, remembers and announces a new selection. */
export function chooseTheme(selection: ThemeSelection): void {
  current = selection;
  const record = themeRecord(selection);
  applyTheme(document.documentElement, record);
  saveTheme(record);
  listeners.forEach((listener) => listener());
}

/**
 * After hydration: re-applies a remembered theme with today's colour rules, in case the record
 * the pre-paint script used was written by an older version.
 */
export function reapplyRememberedTheme(): void {
  const selection = getThemeSelection();
  if (selection.id === DEFAULT_THEME.id) return;
  const record = themeRecord(selection);
  applyTheme(document.documentElement, record);
  saveTheme(record);
}
