import { EVENTS } from '#common/realtime/index.ts';
import { cursorMoveSchema } from '#common/realtime/payloads.ts';
import { presenceChannel } from './channels';
import { listen } from './listen';
import type { RealtimeDeps, ServerSocket } from './types';

/**
 * Presence is per page path: presence:request lists everybody on the sender's path (self
 * included, across instances); cursor moves go to everybody there in the next tick's frame
 * (cursor-fan-out.ts). A room page's socket takes part only once admitted.
 */
export function registerPresenceHandlers(deps: RealtimeDeps, socket: ServerSocket) {
  const { io, limits, cursors } = deps;

  listen(
    socket,
    deps,
    EVENTS.presenceRequest,
    async (_payload, ack) => {
      if (!ack) return;
      const channel = presenceChannel(socket.data);
      if (!channel) return ack({ ids: [] });
      const sockets = await io.in(channel).fetchSockets();
      ack({ ids: sockets.map((peer) => peer.id) });
    },
    { ids: [] },
  );

  listen(socket, deps, EVENTS.cursorMove, (payload) => {
    const channel = presenceChannel(socket.data);
    if (!channel || !limits.cursor.take(socket.id)) return;
    const parsed = cursorMoveSchema.safeParse(payload);
    if (!parsed.success) return;
    const { settled, ...move } = parsed.data;
    cursors.move(channel, { ...move, id: socket.id }, settled === true);
  });
}
