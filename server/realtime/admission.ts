import { CHAT_HISTORY_LIMIT } from '#common/realtime/limits.ts';
import { EVENTS } from '#common/realtime/index.ts';
import { channels, chatTarget } from './channels';
import { recordSeen } from './departed-instances';
import type { RoomRecord } from './store';
import type { RealtimeDeps, ServerSocket } from './types';

/**
 * Lets a room page's socket into its room: it joins the room's channels (so from now on it
 * receives the room's chat, signals, documents and the page's cursors), is announced on its
 * page, told `room:joined`, and gets the chat history. Before this it receives nothing of the
 * room. Admitting twice does nothing.
 */
export async function admit(deps: RealtimeDeps, socket: ServerSocket, room: RoomRecord) {
  const { scope } = socket.data;
  if (scope.kind !== 'room' || scope.room !== room.id || socket.data.admittedRoom) return;
  if (socket.disconnected) return;
  socket.data.admittedRoom = room.id;
  const presence = channels.presence(scope.path);
  await socket.join([channels.room(room.id), channels.peer(room.id, socket.id), presence]);
  socket.to(presence).emit(EVENTS.presenceJoin, { id: socket.id });
  recordSeen(deps, socket);
  socket.emit(EVENTS.roomJoined, { room: room.id, isPrivate: room.isPrivate });
  deps.readingNow.changed();
  const chat = chatTarget(socket.data);
  if (chat) {
    socket.emit(EVENTS.chatHistory, await deps.store.recentChat(chat.key, CHAT_HISTORY_LIMIT));
  }
}
