import { useCallback, useState } from 'react';
import { DEFAULT_EDITOR_THEME, parseTheme, type EditorTheme } from '../../lib/monaco/themes';
import { readText, writeText } from '../../lib/storage/local';
import { STORAGE_KEYS } from '../../lib/storage/keys';

export interface EditorPrefs {
  theme: EditorTheme;
  preview: boolean;
}

const DEFAULT_PREFS: EditorPrefs = { theme: DEFAULT_EDITOR_THEME, preview: true };

function readPrefs(): EditorPrefs {
  const preview = readText(STORAGE_KEYS.editorPreview);
  return {
    theme: parseTheme(readText(STORAGE_KEYS.editorTheme)) ?? DEFAULT_PREFS.theme,
    preview: preview === null ? DEFAULT_PREFS.preview : preview === 'true',
  };
}

/**
 * Theme and preview flag (docs/product.md#entities, docs/product.md). Read only when `hydrated` (the server and the
 * hydration render use the defaults, so their markup agrees).
 */
export function useEditorPrefs(hydrated: boolean) {
  const [prefs, setPrefs] = useState<EditorPrefs>(() => (hydrated ? readPrefs() : DEFAULT_PREFS));

  const setTheme = useCallback((theme: EditorTheme) => {
    setPrefs((current) => ({ ...current, theme }));
    writeText(STORAGE_KEYS.editorTheme, theme);
  }, []);

  const setPreview = useCallback((preview: boolean) => {
    setPrefs((current) => ({ ...current, preview }));
    writeText(STORAGE_KEYS.editorPreview, String(preview));
  }, []);

  return { prefs, setTheme, setPreview };
}

export type EditorPrefsState = ReturnType<typeof useEditorPrefs>;
