import type { Logger } from '../logger';
import { channels } from './channels';
import type { RealtimeStore } from './store';
import type { RealtimeServer } from './types';

/**
 * Creating a room costs nothing and keeps its name for good, so names could be squatted in
 * bulk: a public room that never held content (no document, no chat) goes after a day. Rooms
 * somebody is in right now (on any instance) stay, so nobody admitted is left in a room that
 * no longer exists and might be created again by somebody else.
 */
export const EMPTY_PUBLIC_ROOM_TTL_MS = 24 * 60 * 60 * 1000;
const ROOM_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

interface SweepDeps {
  io: RealtimeServer;
  store: RealtimeStore;
}

/** Removes the expired empty public rooms as of `now`; answers their ids. */
export async function sweepEmptyRooms({ io, store }: SweepDeps, now = Date.now()) {
  const occupied = await occupiedRooms(io);
  return store.removeEmptyPublicRooms(new Date(now - EMPTY_PUBLIC_ROOM_TTL_MS), occupied);
}

/** Sweeps now and every ROOM_SWEEP_INTERVAL_MS; `stop` waits for a sweep in progress. */
export function scheduleRoomSweeps(deps: SweepDeps, logger: Logger) {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = sweepEmptyRooms(deps).then(
      (removed) => {
        if (removed.length > 0) logger.info({ rooms: removed.length }, 'Expired empty rooms');
      },
      (error: unknown) => logger.warn({ err: error }, 'Room sweep failed'),
    );
  };
  sweep();
  const timer = setInterval(sweep, ROOM_SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/** Room ids with at least one admitted socket on any instance (the Redis adapter asks all). */
async function occupiedRooms(io: RealtimeServer): Promise<string[]> {
  const adapter = io.of('/').adapter as unknown as {
    rooms: Map<string, unknown>;
    allRooms?: () => Promise<Set<string>>;
  };
  const names = adapter.allRooms ? await adapter.allRooms() : new Set(adapter.rooms.keys());
  const prefix = channels.room('');
  return [...names]
    .filter((name) => name.startsWith(prefix))
    .map((name) => name.slice(prefix.length));
}
