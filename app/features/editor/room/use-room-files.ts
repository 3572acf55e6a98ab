import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type * as Y from 'yjs';
import type { EditorAction } from '../editor-state';
import { defaultFiles, type EditorFilesState } from '../files';
import { readLocalProject, type EditorFilesController } from '../use-local-files';
import { seedPlan } from './seed-policy';
import { applyAction, isSeeded, observeProject, readFiles, seedOnce } from './y-files';

const noSubscription = () => () => undefined;
const noFiles = () => null;

/** The room's files as a store React can read: one snapshot per change of the document. */
function projectStore(doc: Y.Doc) {
  let snapshot: EditorFilesState | null = readFiles(doc);
  return {
    read: () => snapshot,
    subscribe: (listener: () => void) => {
      // Whatever arrived since the first read counts too (React compares after subscribing).
      snapshot = readFiles(doc);
      return observeProject(doc, () => {
        snapshot = readFiles(doc);
        listener();
      });
    },
  };
}

/**
 * The editor's files in room mode: read from the room's shared document and changed through
 * it, so every visitor sees the same project. Text edits do not travel as 'change' actions:
 * Monaco is bound to each file's shared text (y-monaco), which merges them character by
 * character. The local /editor project is only read (to seed a room this tab created), never
 * written.
 */
export function useRoomFiles(
  doc: Y.Doc | null,
  synced: boolean,
  createdHere: boolean,
): EditorFilesController {
  const store = useMemo(() => (doc ? projectStore(doc) : null), [doc]);
  const state = useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store?.read ?? noFiles,
    noFiles,
  );

  useEffect(() => {
    if (!doc) return;
    const plan = seedPlan({ synced, seeded: isSeeded(doc), createdHere });
    if (plan.kind === 'local-now') {
      seedOnce(doc, readLocalProject());
    } else if (plan.kind === 'defaults-later') {
      const timer = setTimeout(() => seedOnce(doc, defaultFiles()), plan.delayMs);
      return () => clearTimeout(timer);
    }
  }, [doc, synced, createdHere]);

  const dispatch = useCallback(
    (action: EditorAction) => {
      if (doc && action.type !== 'change') applyAction(doc, action);
    },
    [doc],
  );

  return { state, dispatch };
}
