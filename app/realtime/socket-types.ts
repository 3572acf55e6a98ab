import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '#common/realtime/index.ts';

/** The typed socket and listener handle that the client and its signalling both use. */
export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type Unsubscribe = () => void;
