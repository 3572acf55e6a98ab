import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { comments, contactMessages } from '../db/schema';
import { findById, insertRow, removeById } from './db-rows';
import { DUPLICATE_COMMENT_WINDOW_MS } from './helpers';
import { toAdminComment, toContact, toInboxMessage, toPublicComment } from './records';
import type { CommentStore, ContactStore } from '#common/stores.ts';

/** Advisory lock class of comment writers (the two-key form, apart from the other classes). */
const COMMENT_LOCK_CLASS = 727_003;

const oldestFirst = (table: typeof comments | typeof contactMessages) => [
  asc(table.createdAt),
  sql`${table.id} collate "C"`,
];

export function createDbCommentStore(db: Db): CommentStore {
  const approvedOf = (postSlug: string) =>
    and(eq(comments.postSlug, postSlug), eq(comments.approved, true));
  const setApproved = async (id: string, approved: boolean) => {
    const [row] = await db
      .update(comments)
      .set({ approved })
      .where(eq(comments.id, id))
      .returning();
    return row ? toPublicComment(row) : null;
  };
  return {
    async listApproved(postSlug) {
      const rows = await db
        .select()
        .from(comments)
        .where(approvedOf(postSlug))
        .orderBy(...oldestFirst(comments));
      return rows.map(toPublicComment);
    },
    async countApproved(postSlug) {
      const [counted] = await db
        .select({ total: count() })
        .from(comments)
        .where(approvedOf(postSlug));
      return counted?.total ?? 0;
    },
    async create(input) {
      return db.transaction(async (tx) => {
        // One writer per post and e-mail at a time, on every instance: the same comment sent
        // twice side by side is stored once.
        await tx.execute(
          sql`select pg_advisory_xact_lock(${COMMENT_LOCK_CLASS}::int, hashtext(${`${input.postSlug}\n${input.email}`}))`,
        );
        const [sent] = await tx
          .select()
          .from(comments)
          .where(
            and(
              eq(comments.postSlug, input.postSlug),
              eq(comments.author, input.author),
              eq(comments.email, input.email),
              eq(comments.content, input.content),
              gt(comments.createdAt, new Date(Date.now() - DUPLICATE_COMMENT_WINDOW_MS)),
            ),
          )
          .orderBy(...oldestFirst(comments))
          .limit(1);
        if (sent) return toPublicComment(sent);
        return toPublicComment(await insertRow(tx, comments, { ...input, approved: false }));
      });
    },
    async listUnapproved() {
      const rows = await db
        .select()
        .from(comments)
        .where(eq(comments.approved, false))
        .orderBy(...oldestFirst(comments));
      return rows.map(toAdminComment);
    },
    async listForModeration(limit) {
      const rows = await db
        .select()
        .from(comments)
        .orderBy(asc(comments.approved), desc(comments.createdAt), sql`${comments.id} collate "C"`)
        .limit(limit);
      return rows.map(toAdminComment);
    },
    approve: (id) => setApproved(id, true),
    unapprove: (id) => setApproved(id, false),
    remove: (id) => removeById(db, comments, id),
  };
}

export function createDbContactStore(db: Db): ContactStore {
  return {
    create: async (input) => toContact(await insertRow(db, contactMessages, input)),
    async get(id) {
      const row = await findById(db, contactMessages, id);
      return row ? toContact(row) : null;
    },
    async listUndelivered() {
      const rows = await db
        .select()
        .from(contactMessages)
        .where(isNull(contactMessages.deliveredAt))
        .orderBy(...oldestFirst(contactMessages));
      return rows.map(toContact);
    },
    async markDelivered(id) {
      await db
        .update(contactMessages)
        .set({
          deliveredAt: new Date(),
          deliveryAttempts: sql`${contactMessages.deliveryAttempts} + 1`,
        })
        .where(eq(contactMessages.id, id));
    },
    async listInbox(limit) {
      const rows = await db
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), sql`${contactMessages.id} collate "C"`)
        .limit(limit);
      return rows.map(toInboxMessage);
    },
    async countUnread() {
      const [counted] = await db
        .select({ total: count() })
        .from(contactMessages)
        .where(isNull(contactMessages.readAt));
      return counted?.total ?? 0;
    },
    async markRead(id, read) {
      const updated = await db
        .update(contactMessages)
        .set({ readAt: read ? new Date() : null })
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      return updated.length === 1;
    },
    remove: (id) => removeById(db, contactMessages, id),
    async markFailed(id, error) {
      await db
        .update(contactMessages)
        .set({ lastError: error, deliveryAttempts: sql`${contactMessages.deliveryAttempts} + 1` })
        .where(eq(contactMessages.id, id));
    },
  };
}
