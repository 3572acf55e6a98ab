import { EVENTS, type CursorUpdate } from '#common/realtime/index.ts';
import { createTickBatches } from './tick-batches';
import type { RealtimeServer } from './types';

/** One cursor frame per path every this often: about 25 a second, smooth enough to follow. */
const CURSOR_BATCH_INTERVAL_MS = 40;
/**
 * The most cursors one frame carries: in a crowded room a visitor sees the count and the most
 * recently active cursors, not hundreds (and a frame's size stays bounded).
 */
const CURSORS_PER_FRAME_MAX = 20;

interface PendingCursor {
  update: CursorUpdate;
  /** A resting position: sent reliably, so a dropped move never strands the cursor. */
  settled: boolean;
}

/**
 * Cursor moves of each path, sent once a tick as one `cursor:batch` to everybody on the path:
 * moving positions volatile (a frame the network cannot take is skipped, the next one carries
 * newer positions), resting ones reliable. The cost of a tick is one message per recipient,
 * whatever the number of movers.
 */
export function createCursorFanOut(io: RealtimeServer) {
  const batches = createTickBatches<PendingCursor>({
    intervalMs: CURSOR_BATCH_INTERVAL_MS,
    deliver(channel, batch) {
      const moving: CursorUpdate[] = [];
      const resting: CursorUpdate[] = [];
      for (const { update, settled } of batch.values()) (settled ? resting : moving).push(update);
      // The batch lists senders from least to most recently active: keep the newest.
      if (moving.length > 0) {
        io.to(channel).volatile.emit(EVENTS.cursorBatch, {
          cursors: moving.slice(-CURSORS_PER_FRAME_MAX),
        });
      }
      if (resting.length > 0) {
        io.to(channel).emit(EVENTS.cursorBatch, { cursors: resting.slice(-CURSORS_PER_FRAME_MAX) });
      }
    },
  });
  return {
    move(channel: string, update: CursorUpdate, settled: boolean) {
      batches.put(channel, update.id, { update, settled });
    },
    /** The socket left: a position it still had pending must not bring its cursor back. */
    forget(channel: string, socketId: string) {
      batches.forget(channel, socketId);
    },
    flush: () => batches.flush(),
    close: () => batches.close(),
  };
}

export type CursorFanOut = ReturnType<typeof createCursorFanOut>;
