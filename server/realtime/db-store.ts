import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { ChatMessage } from '../../common/realtime';
import type { Db } from '../db/client';
import { chatMessages, documentUpdates, rooms } from '../db/schema';
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
    async appendUpdate(doc, update) {
      await db.insert(documentUpdates).values({ docName: doc, update });
    },
    async loadUpdates(doc) {
      const rows = await db
        .select({ seq: documentUpdates.seq, update: documentUpdates.update })
        .from(documentUpdates)
        .where(eq(documentUpdates.docName, doc))
        .orderBy(asc(documentUpdates.seq));
      return rows.map((row) => ({ seq: row.seq, update: new Uint8Array(row.update) }));
    },
    async replaceUpdates(doc, seqs, merged) {
      if (seqs.length === 0) return false;
      try {
        await db.transaction(async (tx) => {
          const deleted = await tx
            .delete(documentUpdates)
            .where(and(eq(documentUpdates.docName, doc), inArray(documentUpdates.seq, seqs)))
            .returning({ seq: documentUpdates.seq });
          if (deleted.length !== seqs.length) throw new StaleCompaction();
          await tx.insert(documentUpdates).values({ docName: doc, update: merged });
        });
        return true;
      } catch (error) {
        if (error instanceof StaleCompaction) return false;
        throw error;
      }
    },
  };
}

class StaleCompaction extends Error {}
