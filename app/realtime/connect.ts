import type { io as ioFunction } from 'socket.io-client';
import {
  SOCKET_CLIENT_OPTIONS,
  scopeFromHandshake,
  type HandshakeAuth,
} from '#common/realtime/index.ts';
import { RealtimeClient, type RealtimeSocket } from './client';
import { sessionRoomTokens, type RoomTokenStore } from './room-tokens';

export interface ConnectOptions {
  /** The server's origin; the page's own origin when omitted (browsers). */
  url?: string;
  /** Where room tokens are kept; the tab's sessionStorage when omitted. */
  tokens?: RoomTokenStore;
}

/**
 * Opens a socket for `path` (the current page path, or 'global' for the site-wide chat) with
 * the options. The handshake of docs/product.md#realtime-protocol's `auth` is a function, so every reconnect presents the
 * room token stored at that moment.
 */
export function createRealtimeClient(
  io: typeof ioFunction,
  path: string,
  options: ConnectOptions = {},
): RealtimeClient {
  const tokens = options.tokens ?? sessionRoomTokens();
  const scope = scopeFromHandshake(path)?.scope;
  const auth = (callback: (data: HandshakeAuth) => void) => {
    const roomToken = scope?.kind === 'room' ? tokens.get(scope.room) : undefined;
    callback(roomToken ? { roomToken } : {});
  };
  const socketOptions = { ...SOCKET_CLIENT_OPTIONS, query: { room: path }, auth };
  const socket: RealtimeSocket = options.url ? io(options.url, socketOptions) : io(socketOptions);
  return new RealtimeClient(socket, path, tokens);
}

/** Browser entry: loads socket.io-client on demand (after hydration), then connects. */
export async function connectRealtime(
  path: string,
  options: ConnectOptions = {},
): Promise<RealtimeClient> {
  const { io } = await import('socket.io-client');
  return createRealtimeClient(io, path, options);
}
