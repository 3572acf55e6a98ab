import type { ChatMessage } from '../../common/realtime';
import type { RealtimeStore, RoomRecord, StoredUpdate } from './store';

/** The realtime store in memory: unit tests and benchmarks. */
export function createMemoryRealtimeStore(): RealtimeStore {
  const rooms = new Map<string, RoomRecord>();
  const chats = new Map<string, ChatMessage[]>();
  const docs = new Map<string, StoredUpdate[]>();
  let nextSeq = 1;

  function createRoom(room: RoomRecord): boolean {
    if (rooms.has(room.id)) return false;
    rooms.set(room.id, { ...room });
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

  function appendUpdate(doc: string, update: Uint8Array): void {
    docs.set(doc, [...(docs.get(doc) ?? []), { seq: nextSeq++, update }]);
  }

  function replaceUpdates(doc: string, seqs: number[], merged: Uint8Array): boolean {
    const list = docs.get(doc) ?? [];
    const wanted = new Set(seqs);
    if (list.filter((row) => wanted.has(row.seq)).length !== wanted.size) return false;
    const kept = list.filter((row) => !wanted.has(row.seq));
    docs.set(doc, [...kept, { seq: nextSeq++, update: merged }]);
    return true;
  }

  return {
    getRoom: (id) => Promise.resolve(rooms.get(id) ?? null),
    createRoom: (room) => Promise.resolve(createRoom(room)),
    appendChat: (chat, message) => Promise.resolve(appendChat(chat, message)),
    recentChat: (chat, limit) => Promise.resolve((chats.get(chat) ?? []).slice(-limit)),
    appendUpdate: (doc, update) => Promise.resolve(appendUpdate(doc, update)),
    loadUpdates: (doc) => Promise.resolve([...(docs.get(doc) ?? [])]),
    replaceUpdates: (doc, seqs, merged) => Promise.resolve(replaceUpdates(doc, seqs, merged)),
  };
}
