import type { Logger } from '../logger';
import { channels } from './channels';
import type { DocumentService } from './documents';
import type { RoomStorage } from './room-storage';
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
/** Idle rooms removed per statement: a long-idle site's backlog goes in bounded transactions. */
const ROOM_SWEEP_BATCH_MAX = 500;
export const MS_PER_DAY = 24 * 60 * 60 * 1000;
/** Tells the other instances (Redis adapter) which rooms expired, so they forget them too. */
const ROOMS_EXPIRED_EVENT = 'rooms:expired' as const;

interface SweepDeps {
  io: RealtimeServer;
  store: RealtimeStore;
  docs: Pick<DocumentService, 'forget'>;
  storage: RoomStorage;
  /** Rooms untouched this long expire, content and all (config ROOM_IDLE_EXPIRY_DAYS). */
  idleMs: number;
  /** With several instances (REDIS_URL) the others are told which rooms expired. */
  shared: boolean;
  logger: Logger;
}

/**
 * Removes the expired rooms as of `now`; answers their ids. Expired: an empty public room a
 * day old, or any room untouched (room-touches.ts) for `idleMs`, whatever it holds, unless the
 * owner keeps it. Storage past its budget (room-storage.ts) is given back by idle rooms going.
 */
export async function sweepRooms(deps: SweepDeps, now = Date.now()): Promise<string[]> {
  const { io, store } = deps;
  const occupied = await occupiedRooms(io);
  const empty = await store.removeEmptyPublicRooms(
    new Date(now - EMPTY_PUBLIC_ROOM_TTL_MS),
    occupied,
  );
  const idle: string[] = [];
  for (;;) {
    const batch = await store.removeIdleRooms(
      new Date(now - deps.idleMs),
      occupied,
      ROOM_SWEEP_BATCH_MAX,
    );
    idle.push(...batch);
    if (batch.length < ROOM_SWEEP_BATCH_MAX) break;
  }
  if (idle.length > 0) {
    for (const id of idle) deps.docs.forget(id);
    if (deps.shared) await tellOtherInstances(deps, idle);
    await deps.storage.refresh();
  }
  return [...empty, ...idle];
}

/**
 * Waits until every other instance forgot the expired rooms (or the adapter's request timeout,
 * 5 s, passed): a room created again under an expired name must start empty wherever it is read.
 */
async function tellOtherInstances(deps: SweepDeps, ids: string[]) {
  try {
    await deps.io.serverSideEmitWithAck(ROOMS_EXPIRED_EVENT, ids);
  } catch (error) {
    deps.logger.warn(
      { err: error, rooms: ids.length },
      'Not every instance confirmed expired rooms',
    );
  }
}

/** What another instance's sweep removed is forgotten here too (its documents' cached state). */
export function forgetExpiredRoomsOfOtherInstances(deps: SweepDeps) {
  deps.io.on(ROOMS_EXPIRED_EVENT, (ids, forgotten) => {
    for (const id of ids) deps.docs.forget(id);
    forgotten(true);
  });
}

/** Sweeps now and every ROOM_SWEEP_INTERVAL_MS; `stop` waits for a sweep in progress. */
export function scheduleRoomSweeps(deps: SweepDeps, logger: Logger) {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = sweepRooms(deps).then(
      (removed) => {
        if (removed.length > 0) logger.info({ rooms: removed.length }, 'Expired rooms');
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
