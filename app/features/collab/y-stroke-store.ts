import type * as Y from 'yjs';
import type { StrokeRecord } from './board-model';
import type { StrokeStore } from './stroke-store';

/** The Yjs map of the room document that holds finished strokes, keyed by stroke id. */
const STROKES_FIELD = 'whiteboard';

/**
 * Finished strokes in the room's shared document: a late joiner, a reload and a revisit read
 * them from there. Keyed by stroke id, so one stroke is stored once however it arrived.
 */
export function createYStrokeStore(doc: Y.Doc): StrokeStore {
  const map = doc.getMap<unknown>(STROKES_FIELD);
  return {
    values: () => [...map.values()],
    get: (id) => map.get(id),
    put: (record: StrokeRecord) => map.set(record.id, { ...record, points: [...record.points] }),
    remove: (id) => map.delete(id),
    clear: () =>
      doc.transact(() => {
        for (const key of [...map.keys()]) map.delete(key);
      }),
    observe: (listener) => {
      const handler = () => listener();
      map.observe(handler);
      return () => map.unobserve(handler);
    },
  };
}
