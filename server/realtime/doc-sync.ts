import { EVENTS, docMessageSchema } from '../../common/realtime';
import { readAwarenessUpdate, trackAwareness } from './awareness';
import { channels } from './channels';
import { listen } from './listen';
import type { RealtimeDeps, ServerSocket, SocketState } from './types';

/**
 * doc:sync and doc:awareness for the socket's room document (admitted sockets only). Sync
 * messages of one socket are handled in arrival order; each stored update is relayed to the
 * rest of the room (every instance, via the adapter).
 */
export function registerDocHandlers(deps: RealtimeDeps, socket: ServerSocket, state: SocketState) {
  const { logger, docs } = deps;

  listen(socket, logger, EVENTS.docSync, (payload) => {
    const room = socket.data.admittedRoom;
    if (!room) return;
    const parsed = docMessageSchema.safeParse(payload);
    if (!parsed.success) return;
    state.enqueue(async () => {
      const result = await docs.handleSync(room, parsed.data.data);
      if (!result) return;
      for (const reply of result.replies) socket.emit(EVENTS.docSync, { data: reply });
      if (result.relay) {
        socket.to(channels.room(room)).emit(EVENTS.docSync, { data: result.relay });
      }
    });
  });

  listen(socket, logger, EVENTS.docAwareness, (payload) => {
    const room = socket.data.admittedRoom;
    if (!room) return;
    const parsed = docMessageSchema.safeParse(payload);
    if (!parsed.success) return;
    const entries = readAwarenessUpdate(parsed.data.data);
    if (!entries) return;
    trackAwareness(state.awareness, entries);
    socket.to(channels.room(room)).emit(EVENTS.docAwareness, { data: parsed.data.data });
  });
}
