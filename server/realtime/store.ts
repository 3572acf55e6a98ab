import type { ChatMessage } from '../../common/realtime';

/**
 * Everything the realtime layer keeps, behind one small interface: the database in the app
 * (db-store.ts), memory in unit tests (memory-store.ts). Every instance reads and writes the
 * same store, so nothing depends on which process a client reached.
 */
export interface RoomRecord {
  id: string;
  isPrivate: boolean;
  /** scrypt hash (passwords.ts); null for public rooms. */
  passwordHash: string | null;
}

export interface StoredUpdate {
  seq: number;
  update: Uint8Array;
}

export interface RealtimeStore {
  getRoom(id: string): Promise<RoomRecord | null>;
  /** False when a room with this id already exists (nothing is changed then). */
  createRoom(room: RoomRecord): Promise<boolean>;

  /** Stores a message once per (chat, id): a repeated id returns the stored copy, not inserted. */
  appendChat(
    chat: string,
    message: ChatMessage,
  ): Promise<{ message: ChatMessage; inserted: boolean }>;
  /** The latest `limit` messages, oldest first. */
  recentChat(chat: string, limit: number): Promise<ChatMessage[]>;

  appendUpdate(doc: string, update: Uint8Array): Promise<void>;
  /** Every stored update of a document, in the order stored. */
  loadUpdates(doc: string): Promise<StoredUpdate[]>;
  /**
   * Replaces exactly the rows `seqs` with one merged update, atomically; false (and nothing
   * changed) when some of them are gone already (another instance compacted first).
   */
  replaceUpdates(doc: string, seqs: number[], merged: Uint8Array): Promise<boolean>;
}
