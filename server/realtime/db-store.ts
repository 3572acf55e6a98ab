import { and, asc, desc, eq, gt, inArray, lt, lte, notExists, notInArray, sql } from 'drizzle-orm';
import type { ChatMessage } from '#common/realtime/index.ts';
import type { Db } from '../db/client';
import { fromBase64, fromBytes, toBase64 } from '../db/bytes';
import { chatMessages, documentUpdates, rooms } from '../db/schema';
import { roomChatKey } from './channels';
import type { RealtimeStore } from './store';

/** The realtime store in the database (PGlite or PostgreSQL): shared by every instance. */
export function createDbRealtimeStore(db: Db): RealtimeStore {
  const toMessage = (row: typeof chatMessages.$inferSelect): ChatMessage => ({
    id: row.id,
    author: row.author,
    text: row.text,
    timestamp: row.createdAt.getTime(),
    senderId: row.senderId,
  });

  return {
    async getRoom(id) {
      const [row] = await db.select().from(rooms).where(eq(rooms.id, id)).limit(1);
      return row ? { id: row.id, isPrivate: row.isPrivate, passwordHash: row.passwordHash } : null;
    },
    async createRoom(room) {
      const inserted = await db
        .insert(rooms)
        .values({ id: room.id, isPrivate: room.isPrivate, passwordHash: room.passwordHash })
        .onConflictDoNothing()
        .returning({ id: rooms.id });
      return inserted.length === 1;
    },
    async removeEmptyPublicRooms(createdBefore, keep) {
      const removed = await db
        .delete(rooms)
        .where(
          and(
            eq(rooms.isPrivate, false),
            eq(rooms.kept, false),
            lt(rooms.createdAt, createdBefore),
            keep.length > 0 ? notInArray(rooms.id, [...keep]) : undefined,
            notExists(
              db
                .select({ one: sql`1` })
                .from(documentUpdates)
                .where(eq(documentUpdates.docName, rooms.id)),
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(chatMessages)
                .where(eq(chatMessages.room, sql`'room/' || ${rooms.id}`)),
            ),
          ),
        )
        .returning({ id: rooms.id });
      return removed.map((row) => row.id);
    },
    async touchRoom(id, at) {
      await db
        .update(rooms)
        .set({ touchedAt: sql`greatest(${rooms.touchedAt}, ${at})` })
        .where(eq(rooms.id, id));
    },
    async setRoomKept(id, kept) {
      const updated = await db
        .update(rooms)
        .set({ kept })
        .where(eq(rooms.id, id))
        .returning({ id: rooms.id });
      return updated.length === 1;
    },
    async removeIdleRooms(touchedBefore, keep, limit) {
      return db.transaction(async (tx) => {
        const idle = tx
          .select({ id: rooms.id })
          .from(rooms)
          .where(
            and(
              eq(rooms.kept, false),
              lt(rooms.touchedAt, touchedBefore),
              keep.length > 0 ? notInArray(rooms.id, [...keep]) : undefined,
            ),
          )
          .limit(limit);
        const removed = (
          await tx.delete(rooms).where(inArray(rooms.id, idle)).returning({ id: rooms.id })
        ).map((row) => row.id);
        if (removed.length === 0) return removed;
        await tx.delete(documentUpdates).where(inArray(documentUpdates.docName, removed));
        await tx.delete(chatMessages).where(inArray(chatMessages.room, removed.map(roomChatKey)));
        return removed;
      });
    },
    async totalDocumentBytes() {
      const [row] = await db
        .select({ bytes: sql<string>`coalesce(sum(octet_length(${documentUpdates.update})), 0)` })
        .from(documentUpdates);
      return Number(row?.bytes ?? 0);
    },
    async appendChat(chat, message) {
      const inserted = await db
        .insert(chatMessages)
        .values({
          room: chat,
          id: message.id,
          author: message.author,
          text: message.text,
          senderId: message.senderId,
          createdAt: new Date(message.timestamp),
        })
        .onConflictDoNothing()
        .returning();
      if (inserted[0]) return { message: toMessage(inserted[0]), inserted: true };
      const [existing] = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.room, chat), eq(chatMessages.id, message.id)))
        .limit(1);
      return { message: existing ? toMessage(existing) : message, inserted: false };
    },
    async recentChat(chat, limit) {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.room, chat))
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(limit);
      return rows.reverse().map(toMessage);
    },
    async trimChat(chat, keep) {
      // One statement: everything older than the keep-th newest (chat_room_time_idx finds it).
      await db.execute(sql`
        delete from ${chatMessages}
        where ${chatMessages.room} = ${chat}
          and (${chatMessages.createdAt}, ${chatMessages.id}) < (
            select ${chatMessages.createdAt}, ${chatMessages.id} from ${chatMessages}
            where ${chatMessages.room} = ${chat}
            order by ${chatMessages.createdAt} desc, ${chatMessages.id} desc
            offset ${keep - 1} limit 1
          )`);
    },
    async appendUpdate(doc, update, maxBytes = Number.MAX_SAFE_INTEGER) {
      return db.transaction(async (tx) => {
        await lockDocument(tx, doc);
        // After the lock, so the sum counts every row stored before this one.
        const inserted = await tx.execute(sql`
          insert into ${documentUpdates} (doc_name, update)
          select ${doc}, ${fromBytes(update)}
          where (
            select coalesce(sum(octet_length(${documentUpdates.update})), 0)
            from ${documentUpdates} where ${documentUpdates.docName} = ${doc}
          ) + ${update.byteLength} <= ${maxBytes}
          returning seq`);
        return (inserted as { rows: unknown[] }).rows.length === 1;
      });
    },
    async loadUpdates(doc, afterSeq = 0) {
      const rows = await db
        .select({ seq: documentUpdates.seq, base64: toBase64(documentUpdates.update) })
        .from(documentUpdates)
        .where(and(eq(documentUpdates.docName, doc), gt(documentUpdates.seq, afterSeq)))
        .orderBy(asc(documentUpdates.seq));
      return rows.map((row) => ({ seq: row.seq, update: fromBase64(row.base64) }));
    },
    async replaceUpdates(doc, upToSeq, merged) {
      return db.transaction(async (tx) => {
        await lockDocument(tx, doc);
        await tx
          .delete(documentUpdates)
          .where(and(eq(documentUpdates.docName, doc), lte(documentUpdates.seq, upToSeq)));
        const [row] = await tx
          .insert(documentUpdates)
          .values({ docName: doc, update: fromBytes(merged) })
          .returning({ seq: documentUpdates.seq });
        if (!row) throw new Error('The merged document row was not stored');
        return row.seq;
      });
    },
  };
}

/** Advisory lock class of shared documents (the two-key form: apart from the start-up lock). */
const DOCUMENT_LOCK_CLASS = 727_002;

/**
 * Serialises the writers of one document until their transaction ends, on every instance: its
 * size check sees every earlier row, and its rows commit in seq order, so a reader never sees
 * seq N+1 before N (documents.ts relies on both).
 */
async function lockDocument(tx: Pick<Db, 'execute'>, doc: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${DOCUMENT_LOCK_CLASS}::int, hashtext(${doc}))`,
  );
}
