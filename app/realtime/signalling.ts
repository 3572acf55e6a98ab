import {
  EVENTS,
  type ServerToClientEvents,
  type PeerSignal,
  type WhiteboardMessage,
} from '#common/realtime/index.ts';
import type { RealtimeSocket, Unsubscribe } from './socket-types';

/**
 * A room socket's WebRTC signalling and whiteboard relay, shaped as the whiteboard mesh's
 * transport (app/features/collab/peer-mesh.ts `MeshTransport`). Incoming payloads are checked
 * again here: the server validates, but a client never trusts the wire.
 */
export interface Signalling {
  /** This socket's id; peers address it in `webrtc:signal`. */
  selfId: string;
  sendReady(): void;
  sendSignal(to: string, signal: PeerSignal): void;
  sendRelay(message: WhiteboardMessage): void;
  onReady(listener: (from: string) => void): Unsubscribe;
  onSignal(listener: (from: string, signal: PeerSignal) => void): Unsubscribe;
  onRelay(listener: (from: string, message: WhiteboardMessage) => void): Unsubscribe;
  /** An admitted socket of the room disconnected. */
  onPeerLeave(listener: (id: string) => void): Unsubscribe;
}

interface EventSource {
  on<E extends keyof ServerToClientEvents>(
    event: E,
    listener: ServerToClientEvents[E],
  ): Unsubscribe;
}

export function createSignalling(socket: RealtimeSocket, events: EventSource): Signalling {
  return {
    selfId: socket.id ?? '',
    sendReady: () => void socket.emit(EVENTS.webrtcReady),
    sendSignal: (to, signal) => void socket.emit(EVENTS.webrtcSignal, { to, ...signal }),
    sendRelay: (message) => void socket.emit(EVENTS.whiteboardRelay, { message }),
    onReady: (listener) => events.on(EVENTS.webrtcReady, ({ from }) => listener(from)),
    onSignal: (listener) =>
      // The server checked the signal against the contract before forwarding it.
      events.on(EVENTS.webrtcSignal, ({ from, ...signal }) => listener(from, signal)),
    onRelay: (listener) =>
      events.on(EVENTS.whiteboardRelay, ({ from, message }) => listener(from, message)),
    onPeerLeave: (listener) => events.on(EVENTS.roomLeave, ({ id }) => listener(id)),
  };
}
