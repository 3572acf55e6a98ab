import { READING_NOW_SOCKET_PATH, type ReadingNow } from '#common/audience.ts';
import { EVENTS, type SocketData } from '#common/realtime/index.ts';
import { channels } from './channels';
import type { RealtimeServer } from './types';

/**
 * "Reading now" for the owner's console (docs/product.md#audience): the public pages with
 * sockets on them and the rooms with people admitted, counted from the presence every page
 * already has, across instances (the adapter's fetchSockets). No names: counts only. The
 * owner's own sockets and the console's pages are not an audience.
 */

/** Changes are gathered for this long, then the console is told once. */
const READING_NOW_SETTLE_MS = 1_000;
const CONSOLE_PREFIX = '/admin';

const isConsolePath = (path: string) =>
  path === CONSOLE_PREFIX || path.startsWith(`${CONSOLE_PREFIX}/`);

/** The console's "reading now" socket: the owner's cookie, on READING_NOW_SOCKET_PATH. */
export const isConsoleSocket = (data: SocketData) =>
  data.owner && data.scope.kind === 'page' && data.scope.path === READING_NOW_SOCKET_PATH;

/** Counts per public page and per room in use, most read first. */
export function readingNowOf(sockets: { data: SocketData }[]): ReadingNow {
  const pages = new Map<string, number>();
  const rooms = new Map<string, number>();
  for (const { data } of sockets) {
    if (data.owner) continue;
    const { scope } = data;
    if (scope.kind === 'page' && !isConsolePath(scope.path)) {
      pages.set(scope.path, (pages.get(scope.path) ?? 0) + 1);
    } else if (scope.kind === 'room' && data.admittedRoom) {
      rooms.set(scope.path, (rooms.get(scope.path) ?? 0) + 1);
    }
  }
  const sorted = (counts: Map<string, number>) =>
    [...counts].sort(([pathA, a], [pathB, b]) => b - a || pathA.localeCompare(pathB));
  return {
    pages: sorted(pages).map(([path, readers]) => ({ path, readers })),
    rooms: sorted(rooms).map(([path, people]) => ({ path, people })),
  };
}

export interface ReadingNowFeed {
  /** Presence changed somewhere on this instance: the console hears of it shortly. */
  changed(): void;
  /** Sends the current figures to one console socket (just connected). */
  sendTo(socketId: string): Promise<void>;
  close(): void;
}

export function createReadingNowFeed(
  io: RealtimeServer,
  onError: (error: unknown) => void,
): ReadingNowFeed {
  let timer: NodeJS.Timeout | undefined;
  const current = async () => readingNowOf(await io.fetchSockets());

  async function tellConsoles() {
    // With the Redis adapter a console may be on another instance: ask them all, cheaply first.
    const watchers = await io.in(channels.console).fetchSockets();
    if (watchers.length === 0) return;
    io.to(channels.console).emit(EVENTS.audienceNow, await current());
  }

  return {
    changed() {
      timer ??= setTimeout(() => {
        timer = undefined;
        tellConsoles().catch(onError);
      }, READING_NOW_SETTLE_MS);
      timer.unref();
    },
    async sendTo(socketId) {
      io.to(socketId).emit(EVENTS.audienceNow, await current());
    },
    close() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
