import { EVENTS, type RoomInfoReply, type ServerToClientEvents } from '#common/realtime/index.ts';
import { untilAborted } from '../shared/abort';
import { connection, openSocket, type BenchSocket } from '../shared/sockets';
import { Tally } from '../shared/tally';

export { connection, openSocket };
/** The floods' sockets: the bench's own (WebSocket only, no reconnection). */
export type AbuseSocket = BenchSocket;

const ROOM_INFO_TIMEOUT_MS = 10_000;

/** Opens a socket and waits for it; throws with the refusal. */
export async function connectOrThrow(
  url: string,
  room: string,
  signal: AbortSignal,
  headers: Record<string, string> = {},
) {
  const socket = openSocket(url, room, headers);
  const refused = await connection(socket, signal);
  if (refused !== null) {
    socket.disconnect();
    throw new Error(`connection to ${room} refused: ${refused}`);
  }
  return socket;
}

/** Resolves with the first argument of the next `event`, or undefined when `signal` fires. */
function nextEvent<E extends keyof ServerToClientEvents>(
  socket: AbuseSocket,
  event: E,
  signal: AbortSignal,
): Promise<Parameters<ServerToClientEvents[E]>[0] | undefined> {
  const untyped = socket as unknown as {
    once(event: string, listener: (payload: unknown) => void): void;
  };
  const next = new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve) =>
    untyped.once(event, (payload) => resolve(payload as Parameters<ServerToClientEvents[E]>[0])),
  );
  return untilAborted(next, signal);
}

/** A socket admitted to the public room `room` on page `/<base>/<room>`, created if needed. */
export async function joinPublicRoom(
  url: string,
  base: string,
  room: string,
  signal: AbortSignal,
): Promise<AbuseSocket> {
  const socket = openSocket(url, `${base}/${room}`);
  // Listening before connecting: an existing public room admits at once on connect.
  const joined = nextEvent(socket, EVENTS.roomJoined, signal);
  const refused = await connection(socket, signal);
  if (refused !== null) {
    socket.disconnect();
    throw new Error(`connection to ${base}/${room} refused: ${refused}`);
  }
  const info = await untilAborted(
    socket
      .timeout(ROOM_INFO_TIMEOUT_MS)
      .emitWithAck(EVENTS.roomInfo, { room }) as Promise<RoomInfoReply>,
    signal,
  );
  if (info && 'exists' in info && !info.exists) {
    socket.emit(EVENTS.roomCreate, { room, isPrivate: false });
  }
  if (!(await joined)) {
    socket.disconnect();
    throw new Error(`not admitted to room ${room}`);
  }
  return socket;
}

/** Runs `body` with a list for the sockets it opens, all closed afterwards whatever happens. */
export async function withSockets(body: (sockets: AbuseSocket[]) => Promise<void>): Promise<void> {
  const sockets: AbuseSocket[] = [];
  try {
    await body(sockets);
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
}

/** The `message` of a payload that carries one (refusals), else null. */
function messageOf(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null || !('message' in payload)) return null;
  const { message } = payload;
  return typeof message === 'string' ? message : null;
}

/** Tallies every event reaching `socket` that carries a message (a refusal), as `event 'message'`. */
export function tallyRefusals(socket: AbuseSocket): Tally {
  const heard = new Tally();
  socket.onAny((event: string, payload: unknown) => {
    const message = messageOf(payload);
    if (message !== null) heard.add(`${event} '${message}'`);
  });
  return heard;
}
