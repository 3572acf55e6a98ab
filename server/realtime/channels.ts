import { GLOBAL_CHAT_ROOM } from '#common/realtime/room-path.ts';
import type { SocketData } from '#common/realtime/index.ts';

/**
 * Socket.IO room names. With the Redis adapter they span instances, which is what makes
 * presence, chat, signalling and documents work across them.
 */
export const channels = {
  /** Everybody on one page path (presence and cursors). */
  presence: (path: string) => `path:${path}`,
  /** Every admitted socket of a room (chat, signalling, documents). */
  room: (room: string) => `room:${room}`,
  /** One admitted socket of a room: signals addressed to it reach it only if it is admitted. */
  peer: (room: string, socketId: string) => `peer:${room}:${socketId}`,
  globalChat: `chat:${GLOBAL_CHAT_ROOM}`,
  /** The owner's console sockets: "reading now" (reading-now.ts). */
  console: 'owner:console',
};

/** The key a room's chat is stored under (room ids cannot contain '/': never the global one). */
export const roomChatKey = (room: string) => `room/${room}`;

/** Where a socket's chat goes and under which key it is stored; null = no chat here. */
export function chatTarget(data: SocketData): { channel: string; key: string } | null {
  if (data.scope.kind === 'global') return { channel: channels.globalChat, key: GLOBAL_CHAT_ROOM };
  if (data.scope.kind === 'room' && data.admittedRoom) {
    return { channel: channels.room(data.admittedRoom), key: roomChatKey(data.admittedRoom) };
  }
  return null;
}

/** The presence channel of a socket, once it may be seen (a room page only when admitted). */
export function presenceChannel(data: SocketData): string | null {
  if (data.scope.kind === 'page') return channels.presence(data.scope.path);
  if (data.scope.kind === 'room' && data.admittedRoom) return channels.presence(data.scope.path);
  return null;
}
