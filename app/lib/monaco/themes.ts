/** docs/product.md#business-constants: Dark (vs-dark, the default) and Light. */
export const EDITOR_THEMES = [
  { id: 'vs-dark', label: 'Dark' },
  { id: 'vs', label: 'Light' },
] as const;

export type EditorTheme = (typeof EDITOR_THEMES)[number]['id'];

export const DEFAULT_EDITOR_THEME: EditorTheme = 'vs-dark';

export function parseTheme(value: unknown): EditorTheme | null {
  return EDITOR_THEMES.some((theme) => theme.id === value) ? (value as EditorTheme) : null;
}
