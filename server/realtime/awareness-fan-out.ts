import { EVENTS } from '#common/realtime/index.ts';
import { encodeAwarenessEntries, type AwarenessEntry } from './awareness';
import { channels } from './channels';
import { createTickBatches } from './tick-batches';
import type { RealtimeServer } from './types';

/** One merged awareness update per room every this often (carets, selections, names). */
export const AWARENESS_BATCH_INTERVAL_MS = 50;

/**
 * Awareness updates of each room, merged once a tick into one update (each client's newest
 * entry) and sent to the whole room: one message per member per tick, however many members are
 * typing. The sender gets its own entry back, which y-protocols ignores (same clock).
 */
export function createAwarenessFanOut(io: RealtimeServer) {
  const batches = createTickBatches<AwarenessEntry>({
    intervalMs: AWARENESS_BATCH_INTERVAL_MS,
    replaces: (current, next) => next.clock >= current.clock,
    deliver(room, batch) {
      const data = encodeAwarenessEntries([...batch.values()]);
      io.to(channels.room(room)).emit(EVENTS.docAwareness, { data });
    },
  });
  return {
    update(room: string, entries: readonly AwarenessEntry[]) {
      for (const entry of entries) batches.put(room, entry.clientId, entry);
    },
    flush: () => batches.flush(),
    close: () => batches.close(),
  };
}

export type AwarenessFanOut = ReturnType<typeof createAwarenessFanOut>;
