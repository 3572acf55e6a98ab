import { CHAT_HISTORY_LIMIT } from '#common/realtime/limits.ts';
import { GLOBAL_CHAT_ROOM } from '#common/realtime/room-path.ts';
import { EVENTS, ROOM_MESSAGES } from '#common/realtime/index.ts';
import { admit } from './admission';
import { encodeAwarenessRemoval } from './awareness';
import { channels, presenceChannel } from './channels';
import { recordSeen } from './departed-instances';
import { registerChatHandlers } from './chat';
import { registerDocHandlers } from './doc-sync';
import { disconnectFlooders } from './packet-flood';
import { registerPeerHandlers } from './peers';
import { registerPresenceHandlers } from './presence';
import { isConsoleSocket } from './reading-now';
import { registerRoomHandlers } from './rooms';
import { createSerialQueue } from './serial-queue';
import { verifyRoomToken } from './tokens';
import type { RealtimeDeps, ServerSocket, SocketState } from './types';

/**
 * One socket's life: handlers first (so nothing it sends early is lost), then the welcome,
 * then where it belongs: the global chat, a page's presence, or a room, which a public room or
 * a valid token for exactly that room as it stands now (tokens.ts) opens at once. On disconnect
 * its page and room are told.
 */
export function onConnection(deps: RealtimeDeps, socket: ServerSocket, invalidRoom: boolean) {
  const state: SocketState = { awareness: new Map(), enqueue: createSerialQueue(deps) };
  disconnectFlooders(socket, deps.logger);
  registerPresenceHandlers(deps, socket);
  registerRoomHandlers(deps, socket);
  registerChatHandlers(deps, socket);
  registerPeerHandlers(deps, socket);
  registerDocHandlers(deps, socket, state);
  socket.on('disconnect', () => onDisconnect(deps, socket, state));

  socket.emit(EVENTS.sessionWelcome, { id: socket.id });
  if (invalidRoom) socket.emit(EVENTS.roomError, { message: ROOM_MESSAGES.invalidRoomId });
  place(deps, socket).catch((error: unknown) =>
    deps.logger.error({ err: error }, 'Realtime connection set-up failed'),
  );
}

async function place(deps: RealtimeDeps, socket: ServerSocket) {
  const { scope } = socket.data;
  if (scope.kind === 'global') {
    if (socket.disconnected) return;
    await socket.join(channels.globalChat);
    const history = await deps.store.recentChat(GLOBAL_CHAT_ROOM, CHAT_HISTORY_LIMIT);
    socket.emit(EVENTS.chatHistory, history);
    return;
  }
  if (scope.kind === 'page') {
    if (socket.disconnected) return;
    const channel = channels.presence(scope.path);
    await socket.join(channel);
    socket.to(channel).emit(EVENTS.presenceJoin, { id: socket.id });
    recordSeen(deps, socket);
    if (isConsoleSocket(socket.data)) {
      await socket.join(channels.console);
      await deps.readingNow.sendTo(socket.id);
    } else {
      deps.readingNow.changed();
    }
    return;
  }
  const room = await deps.store.getRoom(scope.room);
  if (!room) return;
  const auth = socket.handshake.auth as { roomToken?: unknown } | undefined;
  const tokenValid = verifyRoomToken(deps.config.SESSION_SECRET, auth?.roomToken, room);
  if (!room.isPrivate || tokenValid) await admit(deps, socket, room);
}

function onDisconnect(deps: RealtimeDeps, socket: ServerSocket, state: SocketState) {
  const { io, limits } = deps;
  deps.departed.forget(socket.id);
  const presence = presenceChannel(socket.data);
  if (presence) {
    deps.cursors.forget(presence, socket.id);
    io.to(presence).emit(EVENTS.presenceLeave, { id: socket.id });
    deps.readingNow.changed();
  }
  const room = socket.data.admittedRoom;
  if (room) {
    io.to(channels.room(room)).emit(EVENTS.roomLeave, { id: socket.id });
    if (state.awareness.size > 0) {
      io.to(channels.room(room)).emit(EVENTS.docAwareness, {
        data: encodeAwarenessRemoval(state.awareness),
      });
    }
  }
  limits.cursor.forget(socket.id);
  limits.relay.forget(socket.id);
  limits.awareness.forget(socket.id);
  limits.roomInfo.forget(socket.id);
}
