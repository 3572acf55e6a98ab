/**
 * The theme entity of docs/product.md#entities: six presets and a custom colour. A selection is what the
 * visitor chose; its colours are what the page applies as CSS custom properties on <html>.
 */
import { isHexColor, readableOnDark, textOnColor } from './contrast';
import type { ThemeColors } from './theme-keys';

export const THEME_PRESETS = [
  { id: 'default', name: 'Blue Ocean', color: '#008cff' },
  { id: 'purple', name: 'Purple Haze', color: '#8b5cf6' },
  { id: 'green', name: 'Forest Green', color: '#10b981' },
  { id: 'orange', name: 'Sunset Orange', color: '#f97316' },
  { id: 'pink', name: 'Hot Pink', color: '#ec4899' },
  { id: 'teal', name: 'Teal Dream', color: '#14b8a6' },
] as const;

type ThemePreset = (typeof THEME_PRESETS)[number];
export type PresetId = ThemePreset['id'];
export const CUSTOM_THEME_ID = 'custom';
type ThemeId = PresetId | typeof CUSTOM_THEME_ID;

export interface ThemeSelection {
  id: ThemeId;
  /** Lowercase #rrggbb. */
  color: string;
}

export type { ThemeColors } from './theme-keys';

export const DEFAULT_THEME: ThemeSelection = { id: 'default', color: THEME_PRESETS[0].color };

function findPreset(id: string): ThemePreset | undefined {
  return THEME_PRESETS.find((preset) => preset.id === id);
}

export function selectPreset(id: PresetId): ThemeSelection {
  return { id, color: findPreset(id)?.color ?? DEFAULT_THEME.color };
}

/** A custom colour; null when the value is not a #rrggbb colour. */
export function selectCustom(color: string): ThemeSelection | null {
  return isHexColor(color) ? { id: CUSTOM_THEME_ID, color: color.toLowerCase() } : null;
}

/** The colours a selection puts on the page. */
export function themeColors(selection: ThemeSelection): ThemeColors {
  return {
    primary: selection.color,
    onPrimary: textOnColor(selection.color),
    primaryText: readableOnDark(selection.color),
  };
}

/**
 * Accepts a stored value only if it still names a real preset (with that preset's colour) or a
 * valid custom colour: a hand-edited or outdated entry falls back to the default.
 */
export function parseThemeSelection(value: unknown): ThemeSelection | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, color } = value as Record<string, unknown>;
  if (id === CUSTOM_THEME_ID && typeof color === 'string') return selectCustom(color);
  if (typeof id !== 'string') return null;
  const preset = findPreset(id);
  return preset ? selectPreset(preset.id) : null;
}
