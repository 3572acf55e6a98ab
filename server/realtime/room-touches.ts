import type { Logger } from '../logger';
import type { RealtimeStore } from './store';

/**
 * A room's last use is written at most this often per instance: it is a database write, and
 * idle rooms expire after days (config ROOM_IDLE_EXPIRY_DAYS), so an hour early is no matter.
 */
const ROOM_TOUCH_INTERVAL_MS = 60 * 60 * 1000;
/** Rooms whose last write this instance remembers (a forgotten one is written again). */
const ROOM_TOUCHES_REMEMBERED_MAX = 10_000;

/**
 * Records that a room is in use (room-expiry.ts removes rooms untouched for long), without
 * waiting: a failed write is logged and tried again on the next use.
 */
export function createRoomTouches(
  store: Pick<RealtimeStore, 'touchRoom'>,
  logger: Logger,
  now: () => number = Date.now,
): (room: string) => void {
  const written = new Map<string, number>();
  return (room) => {
    const at = now();
    const last = written.get(room);
    if (last !== undefined && at - last < ROOM_TOUCH_INTERVAL_MS) return;
    written.delete(room);
    written.set(room, at);
    if (written.size > ROOM_TOUCHES_REMEMBERED_MAX) {
      const oldest = written.keys().next().value;
      if (oldest !== undefined) written.delete(oldest);
    }
    store.touchRoom(room, new Date(at)).catch((error: unknown) => {
      written.delete(room);
      logger.warn({ err: error, room }, 'Recording a room use failed');
    });
  };
}
