import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** Deletes the row with this id; whether there was one. Every store's `remove`. */
export async function removeById(
  db: Db,
  table: PgTable & { id: PgColumn },
  id: string,
): Promise<boolean> {
  const removed = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return removed.length > 0;
}
