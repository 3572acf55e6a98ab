import { EVENTS } from '#common/realtime/index.ts';
import { signalOutSchema, whiteboardRelayOutSchema } from '#common/realtime/payloads.ts';
import { channels } from './channels';
import { listen } from './listen';
import type { RealtimeDeps, ServerSocket } from './types';

/**
 * WebRTC signalling and the whiteboard relay, between admitted sockets of one room only.
 * A signal goes to the addressed peer's own channel, which exists only while that peer is
 * admitted to the same room: strangers and other rooms never receive it.
 */
export function registerPeerHandlers(deps: RealtimeDeps, socket: ServerSocket) {
  const { io, limits } = deps;

  listen(socket, deps, EVENTS.webrtcReady, () => {
    const room = socket.data.admittedRoom;
    if (!room) return;
    socket.to(channels.room(room)).emit(EVENTS.webrtcReady, { from: socket.id });
  });

  listen(socket, deps, EVENTS.webrtcSignal, (payload) => {
    const room = socket.data.admittedRoom;
    if (!room) return;
    const parsed = signalOutSchema.safeParse(payload);
    if (!parsed.success || parsed.data.to === socket.id) return;
    const { to, ...signal } = parsed.data;
    io.to(channels.peer(room, to)).emit(EVENTS.webrtcSignal, { ...signal, from: socket.id });
  });

  listen(socket, deps, EVENTS.whiteboardRelay, (payload) => {
    const room = socket.data.admittedRoom;
    // Each relay fans out to the whole room: past the limit it is dropped, like a cursor move.
    if (!room || !limits.relay.take(socket.id)) return;
    const parsed = whiteboardRelayOutSchema.safeParse(payload);
    if (!parsed.success) return;
    socket
      .to(channels.room(room))
      .emit(EVENTS.whiteboardRelay, { from: socket.id, message: parsed.data.message });
  });
}
