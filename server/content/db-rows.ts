import { eq } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { newId } from './helpers';

/**
 * The row-by-id statements every database store shares. Drizzle cannot follow a table's row type
 * through a generic table in every statement; the casts say what it returns for a real one.
 */
type TableWithId = PgTable & { id: PgColumn };

/** Inserts a row under a new id; the row as stored. */
export async function insertRow<T extends TableWithId>(
  db: Db,
  table: T,
  values: Omit<PgInsertValue<T>, 'id'>,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .insert(table)
    .values({ id: newId(), ...values } as PgInsertValue<T>)
    .returning();
  return row!;
}

/** The row with this id, or undefined. */
export async function findById<T extends TableWithId>(
  db: Db,
  table: T,
  id: string,
): Promise<T['$inferSelect'] | undefined> {
  // Through the base type: Drizzle's select cannot take a generic table.
  const source: TableWithId = table;
  const rows: T['$inferSelect'][] = await db.select().from(source).where(eq(table.id, id));
  return rows[0];
}

/** Writes new values into the row with this id, updated now; the row as stored, or undefined. */
async function updateById<T extends TableWithId & { updatedAt: PgColumn }>(
  db: Db,
  table: T,
  id: string,
  values: PgUpdateSetSource<T>,
): Promise<T['$inferSelect'] | undefined> {
  const rows = (await db
    .update(table)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning()) as T['$inferSelect'][];
  return rows[0];
}

/** Deletes the row with this id; whether there was one. */
export async function removeById(db: Db, table: TableWithId, id: string): Promise<boolean> {
  const removed = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return removed.length > 0;
}

type TableWithTimes = TableWithId & { updatedAt: PgColumn };

/** How a store turns its table's rows into records and its writes into rows. */
interface RowMapping<T extends TableWithTimes, W, R> {
  toRecord: (row: T['$inferSelect']) => R;
  /** The stored row as a write, with a PUT's patch applied on top. */
  patched: (row: T['$inferSelect'], patch: Partial<W>) => W;
  fields: (write: W) => PgUpdateSetSource<T> | Promise<PgUpdateSetSource<T>>;
}

/** get, update and remove of a store whose records are the rows of `table`, one for one. */
export function recordsById<T extends TableWithTimes, W, R>(
  db: Db,
  table: T,
  { toRecord, patched, fields }: RowMapping<T, W, R>,
) {
  return {
    async get(id: string): Promise<R | null> {
      const row = await findById(db, table, id);
      return row ? toRecord(row) : null;
    },
    async update(id: string, patch: Partial<W>): Promise<R | null> {
      const current = await findById(db, table, id);
      if (!current) return null;
      const row = await updateById(db, table, id, await fields(patched(current, patch)));
      return row ? toRecord(row) : null;
    },
    remove: (id: string) => removeById(db, table, id),
  };
}
