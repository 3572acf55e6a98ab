import { io, type Socket } from 'socket.io-client';
import {
  EVENTS,
  type ClientToServerEvents,
  type RoomInfoReply,
  type ServerToClientEvents,
} from '../../common/realtime';
import { untilAborted } from './abort';

/** Socket.IO clients as a hostile script would open them: WebSocket only, no reconnection. */
export type AbuseSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const CONNECT_TIMEOUT_MS = 10_000;
const ROOM_INFO_TIMEOUT_MS = 10_000;

/** A socket on page `room` ('/collab/<id>', or 'global'), with the server's own origin. */
export function openSocket(url: string, room: string): AbuseSocket {
  return io(url, {
    transports: ['websocket'],
    query: { room },
    extraHeaders: { origin: url },
    forceNew: true,
    reconnection: false,
    timeout: CONNECT_TIMEOUT_MS,
  });
}

/** null once connected; the refusal's message otherwise ('aborted' when `signal` fired). */
export function connection(socket: AbuseSocket, signal: AbortSignal): Promise<string | null> {
  if (socket.connected) return Promise.resolve(null);
  const outcome = new Promise<string | null>((resolve) => {
    socket.once('connect', () => resolve(null));
    socket.once('connect_error', (error) => resolve(error.message));
  });
  return untilAborted(outcome, signal).then((result) =>
    result === undefined ? 'aborted' : result,
  );
}

/** Opens a socket and waits for it; throws with the refusal. */
export async function connectOrThrow(url: string, room: string, signal: AbortSignal) {
  const socket = openSocket(url, room);
  const refused = await connection(socket, signal);
  if (refused !== null) {
    socket.disconnect();
    throw new Error(`connection to ${room} refused: ${refused}`);
  }
  return socket;
}

/** Resolves with the first argument of the next `event`, or undefined when `signal` fires. */
export function nextEvent<E extends keyof ServerToClientEvents>(
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

export function closeAll(sockets: Iterable<AbuseSocket>) {
  for (const socket of sockets) socket.disconnect();
}

/** The `message` of a payload that carries one (refusals), else null. */
export function messageOf(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null || !('message' in payload)) return null;
  const { message } = payload;
  return typeof message === 'string' ? message : null;
}
