import type { ChatMessage } from '#common/realtime/index.ts';
import { roomChatKey } from './channels';
import type { RealtimeStore, RoomRecord, StoredUpdate } from './store';

/** The realtime store in memory: unit tests and benchmarks. */
export function createMemoryRealtimeStore(): RealtimeStore {
  const rooms = new Map<string, RoomRecord>();
  const created = new Map<string, number>();
  const touched = new Map<string, number>();
  const kept = new Set<string>();
  const chats = new Map<string, ChatMessage[]>();
  const docs = new Map<string, StoredUpdate[]>();
  let nextSeq = 1;

  function createRoom(room: RoomRecord): boolean {
    if (rooms.has(room.id)) return false;
    rooms.set(room.id, { ...room });
    created.set(room.id, Date.now());
    touched.set(room.id, Date.now());
    return true;
  }

  function appendChat(chat: string, message: ChatMessage) {
    const list = chats.get(chat) ?? [];
    const existing = list.find((stored) => stored.id === message.id);
    if (existing) return { message: existing, inserted: false };
    list.push(message);
    chats.set(chat, list);
    return { message, inserted: true };
  }

  function removeEmptyPublicRooms(createdBefore: Date, keep: readonly string[]): string[] {
    const removed = [...rooms.values()]
      .filter(
        (room) =>
          !room.isPrivate &&
          !kept.has(room.id) &&
          (created.get(room.id) ?? 0) < createdBefore.getTime() &&
          !keep.includes(room.id) &&
          !docs.get(room.id)?.length &&
          !chats.get(roomChatKey(room.id))?.length,
      )
      .map((room) => room.id);
    for (const id of removed) rooms.delete(id);
    return removed;
  }

  function removeIdleRooms(touchedBefore: Date, keep: readonly string[], limit: number): string[] {
    const removed = [...rooms.keys()]
      .filter(
        (id) =>
          !kept.has(id) && (touched.get(id) ?? 0) < touchedBefore.getTime() && !keep.includes(id),
      )
      .slice(0, limit);
    for (const id of removed) {
      rooms.delete(id);
      docs.delete(id);
      chats.delete(roomChatKey(id));
    }
    return removed;
  }

  function setRoomKept(id: string, keepIt: boolean): boolean {
    if (!rooms.has(id)) return false;
    if (keepIt) kept.add(id);
    else kept.delete(id);
    return true;
  }

  function touchRoom(id: string, at: Date) {
    if (rooms.has(id)) touched.set(id, Math.max(touched.get(id) ?? 0, at.getTime()));
  }

  function totalDocumentBytes(): number {
    let total = 0;
    for (const list of docs.values()) {
      for (const row of list) total += row.update.byteLength;
    }
    return total;
  }

  function trimChat(chat: string, keep: number): void {
    const list = chats.get(chat);
    if (list && list.length > keep) chats.set(chat, list.slice(-keep));
  }

  function appendUpdate(doc: string, update: Uint8Array, maxBytes: number): boolean {
    const list = docs.get(doc) ?? [];
    const stored = list.reduce((sum, row) => sum + row.update.byteLength, 0);
    if (stored + update.byteLength > maxBytes) return false;
    docs.set(doc, [...list, { seq: nextSeq++, update }]);
    return true;
  }

  function replaceUpdates(doc: string, upToSeq: number, merged: Uint8Array): number {
    const kept = (docs.get(doc) ?? []).filter((row) => row.seq > upToSeq);
    const seq = nextSeq++;
    docs.set(doc, [...kept, { seq, update: merged }]);
    return seq;
  }

  return {
    getRoom: (id) => Promise.resolve(rooms.get(id) ?? null),
    createRoom: (room) => Promise.resolve(createRoom(room)),
    removeEmptyPublicRooms: (createdBefore, keep) =>
      Promise.resolve(removeEmptyPublicRooms(createdBefore, keep)),
    touchRoom: (id, at) => Promise.resolve(touchRoom(id, at)),
    setRoomKept: (id, keepIt) => Promise.resolve(setRoomKept(id, keepIt)),
    removeIdleRooms: (touchedBefore, keep, limit) =>
      Promise.resolve(removeIdleRooms(touchedBefore, keep, limit)),
    totalDocumentBytes: () => Promise.resolve(totalDocumentBytes()),
    appendChat: (chat, message) => Promise.resolve(appendChat(chat, message)),
    recentChat: (chat, limit) => Promise.resolve((chats.get(chat) ?? []).slice(-limit)),
    trimChat: (chat, keep) => Promise.resolve(trimChat(chat, keep)),
    appendUpdate: (doc, update, maxBytes = Number.POSITIVE_INFINITY) =>
      Promise.resolve(appendUpdate(doc, update, maxBytes)),
    loadUpdates: (doc, afterSeq = 0) =>
      Promise.resolve((docs.get(doc) ?? []).filter((row) => row.seq > afterSeq)),
    replaceUpdates: (doc, upToSeq, merged) => Promise.resolve(replaceUpdates(doc, upToSeq, merged)),
  };
}
