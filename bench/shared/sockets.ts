import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '#common/realtime/index.ts';
import { untilAborted } from './abort';

/** Socket.IO clients as a script opens them: WebSocket only, no reconnection. */
export type BenchSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const CONNECT_TIMEOUT_MS = 10_000;

/**
 * A socket on page `room` ('/collab/<id>', '/', or 'global'), with the server's own origin and
 * any `headers` (X-Forwarded-For, for a server that trusts a proxy).
 */
export function openSocket(
  url: string,
  room: string,
  headers: Record<string, string> = {},
): BenchSocket {
  return io(url, {
    transports: ['websocket'],
    query: { room },
    extraHeaders: { ...headers, origin: url },
    forceNew: true,
    reconnection: false,
    timeout: CONNECT_TIMEOUT_MS,
  });
}

/** null once connected; the refusal's message otherwise ('aborted' when `signal` fired). */
export function connection(socket: BenchSocket, signal: AbortSignal): Promise<string | null> {
  if (socket.connected) return Promise.resolve(null);
  const outcome = new Promise<string | null>((resolve) => {
    socket.once('connect', () => resolve(null));
    socket.once('connect_error', (error) => resolve(error.message));
  });
  return untilAborted(outcome, signal).then((result) =>
    result === undefined ? 'aborted' : result,
  );
}
