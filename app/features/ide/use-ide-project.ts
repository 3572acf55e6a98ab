import { useCallback, useEffect, useRef, useState } from 'react';
import { TypedAhead } from '../../lib/storage/typed-ahead';
import { useSaveOnLeave } from '../../lib/storage/use-save-on-leave';
import {
  DEFAULT_IDE_PREFS,
  loadIdePrefs,
  loadIdeProject,
  saveIdePrefs,
  saveIdeProject,
  STORAGE_REFUSED_MESSAGE,
  type IdePrefs,
} from './ide-storage';
import type { IdeProject } from './project';

/** Edits are saved this long after the last change (and when the page is hidden). */
const IDE_SAVE_DELAY_MS = 400;

/**
 * The visitor's IDE project and prefs: read from browser storage once `hydrated` (the caller
 * remounts after hydration; the server has no storage), saved after changes. Saves run one
 * after another so an older, slower IndexedDB write can never land after a newer one.
 */
export function useIdeProject(hydrated: boolean) {
  const [project, setProject] = useState<IdeProject | null>(null);
  const [prefs, setPrefsState] = useState<IdePrefs>(() =>
    hydrated ? loadIdePrefs() : DEFAULT_IDE_PREFS,
  );
  const [storageError, setStorageError] = useState<string | null>(null);
  const latest = useRef<IdeProject | null>(null);
  const dirty = useRef(false);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const saving = useRef(false);
  const typed = useRef(new TypedAhead());

  useEffect(() => {
    let cancelled = false;
    if (!hydrated) return;
    void loadIdeProject().then((loaded) => {
      if (!cancelled) setProject(loaded);
    });
    return () => {
      cancelled = true;
    };
  }, [hydrated]);

  const flush = useCallback(() => {
    const rendered = latest.current;
    if (!rendered) return;
    const ahead = typed.current.ahead((fileId) => rendered.contents[fileId]);
    if (!dirty.current && ahead.length === 0) return;
    dirty.current = false;
    const snapshot =
      ahead.length === 0
        ? rendered
        : { ...rendered, contents: { ...rendered.contents, ...Object.fromEntries(ahead) } };
    const save = async () => {
      const saved = await saveIdeProject(snapshot);
      setStorageError(saved ? null : STORAGE_REFUSED_MESSAGE);
    };
    // With no save running, this one starts at once: a page being left writes its
    // localStorage part before it goes, not in a later turn it may never get.
    const next = (saving.current ? queue.current.then(save) : save()).finally(() => {
      if (queue.current === next) saving.current = false;
    });
    saving.current = true;
    queue.current = next;
  }, []);

  useEffect(() => {
    if (!project || project === latest.current) return;
    const first = latest.current === null;
    latest.current = project;
    typed.current.settle((fileId) => project.contents[fileId]);
    if (first) return;
    dirty.current = true;
    const timer = setTimeout(flush, IDE_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [project, flush]);

  useSaveOnLeave(flush);

  const update = useCallback((change: (current: IdeProject) => IdeProject) => {
    setProject((current) => (current ? change(current) : current));
  }, []);

  /** A file's new text as typed: kept ahead of React for a save on leave. */
  const setContent = useCallback(
    (fileId: string, value: string) => {
      typed.current.type(fileId, value);
      update((current) => ({ ...current, contents: { ...current.contents, [fileId]: value } }));
    },
    [update],
  );

  const setPrefs = useCallback((change: (current: IdePrefs) => IdePrefs) => {
    setPrefsState((current) => {
      const next = change(current);
      if (!saveIdePrefs(next)) setStorageError(STORAGE_REFUSED_MESSAGE);
      return next;
    });
  }, []);

  // The project as last rendered, for work that resumes after waiting (a question answered).
  const currentProject = useCallback(() => latest.current, []);

  return { project, currentProject, update, setContent, prefs, setPrefs, storageError };
}
