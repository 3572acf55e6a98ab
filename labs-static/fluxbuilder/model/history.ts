import { FLUX_HISTORY_LIMIT } from '../../shared/constants';

/**
 * Undo/redo over immutable states. Typing in one field produces one undo step, not one per
 * key: commits sharing a `coalesceKey` with the previous commit replace it.
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  lastKey: string | null;
}

export const startHistory = <T>(present: T): History<T> => ({
  past: [],
  present,
  future: [],
  lastKey: null,
});

export function commit<T>(history: History<T>, next: T, coalesceKey?: string): History<T> {
  if (next === history.present) return history;
  if (coalesceKey && coalesceKey === history.lastKey) {
    return { ...history, present: next, future: [] };
  }
  const past = [...history.past, history.present].slice(-FLUX_HISTORY_LIMIT);
  return { past, present: next, future: [], lastKey: coalesceKey ?? null };
}

/** Ends coalescing, so the next edit starts a new undo step. */
export function seal<T>(history: History<T>): History<T> {
  return history.lastKey === null ? history : { ...history, lastKey: null };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    lastKey: null,
  };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest, lastKey: null };
}
