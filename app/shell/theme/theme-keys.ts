/**
 * Where the theme is remembered and which custom properties carry it: shared by the pre-paint
 * script (in every page's first load) and the picker (loaded on demand), so the first load
 * needs none of the picker's colour arithmetic.
 */
import { STORAGE_KEYS } from '../../lib/storage/keys';

export const THEME_STORAGE_KEY = STORAGE_KEYS.siteTheme;

/** The colours a theme sets on <html>, as custom properties (tokens.css documents them). */
export interface ThemeColors {
  primary: string;
  onPrimary: string;
  primaryText: string;
}

/** CSS custom property for each colour (tokens.css). */
export const THEME_PROPERTIES: Record<keyof ThemeColors, string> = {
  primary: '--primary',
  onPrimary: '--on-primary',
  primaryText: '--primary-text',
};
