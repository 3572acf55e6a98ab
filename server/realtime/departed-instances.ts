import { randomUUID } from 'node:crypto';
import { EVENTS } from '#common/realtime/index.ts';
import type { Logger } from '../logger';
import type { RedisClient } from '../redis';
import { channels, presenceChannel } from './channels';
import type { RealtimeDeps, RealtimeServer, ServerSocket } from './types';

/**
 * Departures nobody announced. A socket's page and room hear it leave from its own instance's
 * disconnect handler (connection.ts); an instance that dies without running it (SIGKILL, a lost
 * machine) leaves its sockets counted, listed and drawn as carets on every other instance for
 * good. So, with REDIS_URL, each instance keeps in Redis what its sockets are seen as (presence
 * channel, room, awareness clients) beside a short-lived alive key it refreshes; every instance
 * looks for instances whose key has expired, and the first to claim one's sockets announces their
 * departure as their disconnects would have.
 */
export interface DepartedInstances {
  /** What one of this instance's sockets is now seen as (replaces what was recorded before). */
  record(socketId: string, seen: SeenSocket): void;
  /** The socket left by itself (its disconnect announced it). */
  forget(socketId: string): void;
  /** This instance stops (its sockets' disconnects announce them): its records go with it. */
  close(): Promise<void>;
}

/** What a socket is seen as (presenceChannel, admittedRoom and awareness of its SocketData). */
interface SeenSocket {
  /** Its page's presence channel, once it may be seen there. */
  presence: string | null;
  /** The room it was admitted to. */
  room: string | null;
  /** The awareness clients (carets, names) it announced in that room. */
  awareness: number[];
}

interface DepartedSocket extends SeenSocket {
  id: string;
}

/**
 * Heartbeats and checks per alive period (REALTIME_INSTANCE_ALIVE_SECONDS): a departure is
 * announced at most a period and a third after an instance dies, and a heartbeat two beats late
 * still keeps the key. An instance whose event loop stalls a whole period is taken for dead.
 */
const BEATS_PER_ALIVE_PERIOD = 3;

// KEYS = the instance's alive key, its sockets' hash, the set of instances; ARGV[1] = its id.
// Atomic, so exactly one survivor gets a departed instance's sockets.
const CLAIM_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then return false end
local records = redis.call('HGETALL', KEYS[2])
redis.call('DEL', KEYS[2])
redis.call('SREM', KEYS[3], ARGV[1])
return records
`;

/** Records what `socket` is seen as now: after it joins its page or room, or its carets change. */
export function recordSeen(deps: RealtimeDeps, socket: ServerSocket) {
  if (socket.disconnected) return;
  deps.departed.record(socket.id, {
    presence: presenceChannel(socket.data),
    room: socket.data.admittedRoom,
    awareness: socket.data.awarenessClients,
  });
}

/** A single instance (no REDIS_URL): its sockets cannot outlive it anywhere. */
export function noDepartedInstances(): DepartedInstances {
  return { record: () => {}, forget: () => {}, close: () => Promise.resolve() };
}

export async function watchDepartedInstances(options: {
  io: RealtimeServer;
  redis: RedisClient;
  logger: Logger;
  aliveSeconds: number;
  /** Key prefix (tests keep parallel suites apart). */
  prefix?: string;
}): Promise<DepartedInstances> {
  const { io, redis, logger, aliveSeconds } = options;
  const prefix = options.prefix ?? 'devfolio:instances:';
  const instancesKey = `${prefix}all`;
  const aliveKey = (id: string) => `${prefix}alive:${id}`;
  const socketsKey = (id: string) => `${prefix}sockets:${id}`;
  const self = randomUUID();
  const warn = (what: string) => (error: unknown) => logger.warn({ err: error }, what);

  const beat = async () => {
    await redis.set(aliveKey(self), '1', { EX: aliveSeconds });
    await redis.sAdd(instancesKey, self);
  };
  const claim = async (id: string): Promise<DepartedSocket[]> => {
    const records = await redis.eval(CLAIM_SCRIPT, {
      keys: [aliveKey(id), socketsKey(id), instancesKey],
      arguments: [id],
    });
    if (!Array.isArray(records)) return [];
    const departed: DepartedSocket[] = [];
    for (let index = 0; index + 1 < records.length; index += 2) {
      const [id, json] = [records[index], records[index + 1]];
      if (typeof id !== 'string' || typeof json !== 'string') continue;
      const seen = parseSeen(json);
      if (seen) departed.push({ ...seen, id });
    }
    return departed;
  };
  const check = async () => {
    const ids = await redis.sMembers(instancesKey);
    for (const id of ids) {
      if (id === self) continue;
      const departed = await claim(id);
      if (departed.length > 0) await announceDepartures(io, departed);
    }
  };

  await beat();
  const periodMs = (aliveSeconds * 1000) / BEATS_PER_ALIVE_PERIOD;
  const timer = setInterval(() => {
    beat().catch(warn('Instance heartbeat failed'));
    check().catch(warn('Departed instance check failed'));
  }, periodMs);
  timer.unref();

  return {
    record(socketId, seen) {
      redis.hSet(socketsKey(self), socketId, JSON.stringify(seen)).catch(warn('Socket record'));
    },
    forget(socketId) {
      redis.hDel(socketsKey(self), socketId).catch(warn('Socket record removal'));
    },
    async close() {
      clearInterval(timer);
      await Promise.allSettled([
        redis.del([socketsKey(self), aliveKey(self)]),
        redis.sRem(instancesKey, self),
      ]);
    },
  };
}

function parseSeen(json: string): SeenSocket | null {
  try {
    const value = JSON.parse(json) as Partial<SeenSocket>;
    return {
      presence: typeof value.presence === 'string' ? value.presence : null,
      room: typeof value.room === 'string' ? value.room : null,
      awareness: Array.isArray(value.awareness)
        ? value.awareness.filter((id): id is number => Number.isSafeInteger(id))
        : [],
    };
  } catch {
    return null;
  }
}

/**
 * What each departed socket's disconnect would have sent (connection.ts), except that awareness
 * clients now announced by a live socket (the same tab, reconnected elsewhere) are kept.
 */
async function announceDepartures(io: RealtimeServer, departed: DepartedSocket[]) {
  const goneAwareness = new Map<string, Set<number>>();
  for (const socket of departed) {
    if (socket.presence) io.to(socket.presence).emit(EVENTS.presenceLeave, { id: socket.id });
    if (!socket.room) continue;
    io.to(channels.room(socket.room)).emit(EVENTS.roomLeave, { id: socket.id });
    const gone = goneAwareness.get(socket.room) ?? new Set<number>();
    for (const client of socket.awareness) gone.add(client);
    goneAwareness.set(socket.room, gone);
  }
  for (const [room, gone] of goneAwareness) {
    if (gone.size === 0) continue;
    const live = await io.in(channels.room(room)).fetchSockets();
    for (const socket of live)
      for (const client of socket.data.awarenessClients) gone.delete(client);
    if (gone.size > 0) {
      io.to(channels.room(room)).emit(EVENTS.docAwarenessGone, { clients: [...gone] });
    }
  }
}
