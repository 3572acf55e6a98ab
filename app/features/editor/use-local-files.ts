import { useCallback, useEffect, useReducer, useRef } from 'react';
import { readJson, readText, writeJson, writeText } from '../../lib/storage/local';
import { STORAGE_KEYS } from '../../lib/storage/keys';
import { useSaveOnLeave } from '../../lib/storage/use-save-on-leave';
import { editorReducer, type EditorAction } from './editor-state';
import { defaultFiles, parseStoredFiles, type EditorFilesState } from './files';

/** Typing is saved this long after the last keystroke (and at once when the page is hidden). */
export const EDITOR_SAVE_DELAY_MS = 300;

export interface EditorFilesController {
  /** null until the browser has read the saved files (the server never has them). */
  state: EditorFilesState | null;
  dispatch: (action: EditorAction) => void;
}

/** The saved /editor project (defaults when there is none); also what a new room starts from. */
export function readLocalProject(): EditorFilesState {
  const files = readJson(STORAGE_KEYS.editorFiles, parseStoredFiles, null);
  if (!files || files.length === 0) return defaultFiles();
  const activeId = readText(STORAGE_KEYS.editorActiveId);
  return {
    files,
    activeId: files.some((file) => file.id === activeId) ? activeId : (files[0]?.id ?? null),
  };
}

function save(state: EditorFilesState) {
  // docs/product.md#api-conventions-and-errors: a refused write is ignored (the files stay in memory).
  writeJson(STORAGE_KEYS.editorFiles, state.files);
  writeText(STORAGE_KEYS.editorActiveId, state.activeId ?? '');
}

/**
 * The files of /editor, kept in this browser's storage. `hydrated` is false on the server and
 * during hydration (no storage then: the screen shows its loading state); the caller remounts
 * with true after hydration, and the saved files are read once, synchronously.
 */
export function useLocalEditorFiles(hydrated: boolean): EditorFilesController {
  const [state, dispatchState] = useReducer(
    (current: EditorFilesState | null, action: EditorAction) =>
      action.type === 'load' ? action.state : current && editorReducer(current, action),
    hydrated,
    (ready) => (ready ? readLocalProject() : null),
  );
  const initial = useRef(state);
  const latest = useRef(state);

  useEffect(() => {
    latest.current = state;
    if (!state || state === initial.current) return;
    const timer = setTimeout(() => save(state), EDITOR_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state]);

  // The newest text typed into each file, ahead of React: a page left right after a keystroke
  // may go before React has rendered it, and the save on leave must still hold it. A change
  // carries the file's whole text, so applying one React has already applied changes nothing.
  const typed = useRef(new Map<string, EditorAction & { type: 'change' }>());
  useEffect(() => {
    for (const [id, change] of typed.current) {
      if (state?.files.find((file) => file.id === id)?.value === change.value)
        typed.current.delete(id);
    }
  }, [state]);

  const flush = useCallback(() => {
    let current = latest.current;
    if (!current) return;
    for (const change of typed.current.values()) current = editorReducer(current, change);
    if (current !== initial.current) save(current);
  }, []);
  useSaveOnLeave(flush);

  const dispatch = useCallback((action: EditorAction) => {
    if (action.type === 'change') typed.current.set(action.id, action);
    dispatchState(action);
  }, []);
  return { state, dispatch };
}
