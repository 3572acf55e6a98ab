import {
  CHAT_MESSAGES,
  CHAT_DEFAULT_AUTHOR,
  EVENTS,
  ROOM_MESSAGES,
} from '#common/realtime/index.ts';
import { chatMessageInSchema } from '#common/realtime/payloads.ts';
import { chatTarget } from './channels';
import { listen, parseFailure } from './listen';
import type { RealtimeDeps, ServerSocket } from './types';

/** Messages kept per chat (a room's, or the global one); older ones are deleted. */
export const CHAT_STORED_PER_ROOM_MAX = 1000;

/**
 * chat:message: validated, stamped with the server's time, stored once per id, then sent to
 * the socket's chat (the room, or 'global') sender included. A repeated id is acknowledged
 * with the stored copy and not delivered again.
 */
export function registerChatHandlers(deps: RealtimeDeps, socket: ServerSocket) {
  const { io, logger, store, limits } = deps;

  listen(
    socket,
    deps,
    EVENTS.chatMessage,
    async (payload, ack) => {
      const target = chatTarget(socket.data);
      if (!target) {
        const inRoomPage = socket.data.scope.kind === 'room';
        return ack?.({
          message: inRoomPage ? ROOM_MESSAGES.accessDenied : CHAT_MESSAGES.unavailable,
        });
      }
      const parsed = chatMessageInSchema.safeParse(payload);
      if (!parsed.success) return ack?.({ message: parseFailure(parsed.error) });
      // Per address, so neither more sockets nor reconnecting buys more messages.
      if (!(await limits.chat.take(socket.data.clientAddress))) {
        return ack?.({ message: CHAT_MESSAGES.tooFast });
      }
      const { message, inserted } = await store.appendChat(target.key, {
        id: parsed.data.id,
        author: parsed.data.author || CHAT_DEFAULT_AUTHOR,
        text: parsed.data.text,
        timestamp: Date.now(),
        senderId: socket.id,
      });
      if (inserted) {
        io.to(target.channel).emit(EVENTS.chatMessage, message);
        await store.trimChat(target.key, CHAT_STORED_PER_ROOM_MAX).catch((error: unknown) => {
          logger.warn({ err: error }, 'Chat trim failed');
        });
      }
      ack?.({ ok: true, chat: message });
    },
    { message: CHAT_MESSAGES.failed },
  );
}
