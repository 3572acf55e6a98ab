import { useCallback, useEffect, useReducer, useRef } from 'react';
import { readJson, readText, writeJson, writeText } from '../../lib/storage/local';
import { STORAGE_KEYS } from '../../lib/storage/keys';
import { TypedAhead } from '../../lib/storage/typed-ahead';
import { useSaveOnLeave } from '../../lib/storage/use-save-on-leave';
import { editorReducer, type EditorAction } from './editor-state';
import { defaultFiles, parseStoredFiles, type EditorFilesState } from './files';

/** Typing is saved this long after the last keystroke (and at once when the page is hidden). */
const EDITOR_SAVE_DELAY_MS = 300;

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

/** A file's text in `state`, for the typing kept ahead of React. */
const textIn = (state: EditorFilesState) => (fileId: string) =>
  state.files.find((file) => file.id === fileId)?.value;

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

  const typed = useRef(new TypedAhead());
  useEffect(() => {
    if (state) typed.current.settle(textIn(state));
  }, [state]);

  const flush = useCallback(() => {
    let current = latest.current;
    if (!current) return;
    for (const [id, value] of typed.current.ahead(textIn(current)))
      current = editorReducer(current, { type: 'change', id, value });
    if (current !== initial.current) save(current);
  }, []);
  useSaveOnLeave(flush);

  const dispatch = useCallback((action: EditorAction) => {
    if (action.type === 'change') typed.current.type(action.id, action.value);
    dispatchState(action);
  }, []);
  return { state, dispatch };
}
