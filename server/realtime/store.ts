import type { ChatMessage } from '#common/realtime/index.ts';

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
  /**
   * Removes public rooms created before `createdBefore` that never held content (no stored
   * document update of the room's document, no message in its chat `room/{id}`, channels.ts),
   * except kept rooms and the ids in `keep`; answers the removed ids.
   */
  removeEmptyPublicRooms(createdBefore: Date, keep: readonly string[]): Promise<string[]>;
  /** Records that a room was used at `at` (a later use only moves it forward). */
  touchRoom(id: string, at: Date): Promise<void>;
  /** Marks a room kept (never expires) or not; false when there is no such room. */
  setRoomKept(id: string, kept: boolean): Promise<boolean>;
  /**
   * Removes up to `limit` rooms not kept and last touched before `touchedBefore`, with their
   * document and chat, except the ids in `keep`; answers the removed ids.
   */
  removeIdleRooms(touchedBefore: Date, keep: readonly string[], limit: number): Promise<string[]>;
  /** Bytes held by every stored document update, of every document (what DOC_MAX_BYTES counts). */
  totalDocumentBytes(): Promise<number>;

  /** Stores a message once per (chat, id): a repeated id returns the stored copy, not inserted. */
  appendChat(
    chat: string,
    message: ChatMessage,
  ): Promise<{ message: ChatMessage; inserted: boolean }>;
  /** The latest `limit` messages, oldest first. */
  recentChat(chat: string, limit: number): Promise<ChatMessage[]>;
  /** Deletes all but the latest `keep` messages of a chat (the order of recentChat). */
  trimChat(chat: string, keep: number): Promise<void>;

  /**
   * Stores an update unless the document's rows would then hold more than `maxBytes` in all
   * (unbounded by default); false (nothing stored) when they would. The rows of one document
   * become visible in seq order, so a reader that has every row up to seq N misses nothing by
   * asking for those after.
   */
  appendUpdate(doc: string, update: Uint8Array, maxBytes?: number): Promise<boolean>;
  /** The stored updates of a document after seq `afterSeq` (every one by default), in order. */
  loadUpdates(doc: string, afterSeq?: number): Promise<StoredUpdate[]>;
  /**
   * Replaces every row up to seq `upToSeq` with one merged update, atomically, and answers the
   * merged row's seq. `merged` must contain every such row; rows stored after it are kept.
   */
  replaceUpdates(doc: string, upToSeq: number, merged: Uint8Array): Promise<number>;
}
