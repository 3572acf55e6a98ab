import { randomBytes } from 'node:crypto';
import { and, desc, eq, getTableName, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AudienceDay, AudienceTotal } from '#common/audience.ts';
import type { Db } from '../db/client';
import {
  audienceDays,
  audiencePages,
  audienceReferrers,
  audienceSalts,
  audienceSeen,
} from '../db/schema';

/** What one instance counted for one day since its last write. */
export interface DayCounts {
  day: string;
  views: number;
  /** Views per page path. */
  pages: Map<string, number>;
  /** Views per referrer host. */
  referrers: Map<string, number>;
  /** Visitor hash → the paths it was seen on (SITE_WIDE_PATH = the site). */
  visitors: Map<string, Set<string>>;
}

export interface AudienceStore {
  /** The day's salt: made by whichever instance asks first, then the same for every instance. */
  saltFor(day: string): Promise<string>;
  /** Adds a batch to the day's totals; a visitor already seen that day adds no visitor. */
  write(batch: DayCounts): Promise<void>;
  /** Deletes the salts and seen visitors of the days before `day`. */
  forgetDaysBefore(day: string): Promise<void>;
  /** Days from `from` (inclusive) that have totals, oldest first. */
  days(from: string): Promise<AudienceDay[]>;
  /** Pages (or referrer hosts) with most views since `from`, at most `limit`. */
  topPages(from: string, limit: number): Promise<AudienceTotal[]>;
  topReferrers(from: string, limit: number): Promise<AudienceTotal[]>;
  /** Totals since `from` of the given paths (those never read are left out). */
  pagesTotals(from: string, paths: string[]): Promise<AudienceTotal[]>;
  deleteAll(): Promise<void>;
}

/** The path under which a visitor is seen site-wide (a page path always starts with '/'). */
export const SITE_WIDE_PATH = '';

const SALT_BYTES = 32;
/** Rows per INSERT: three parameters each, well under PostgreSQL's 65,535 per statement. */
const ROWS_PER_INSERT = 5_000;

const chunks = <T>(items: T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    out.push(items.slice(start, start + size));
  return out;
};

export function createDbAudienceStore(db: Db): AudienceStore {
  /** `table.column + excluded.column`: the upsert adds this batch to what is stored. */
  const increment = (column: AnyPgColumn) =>
    sql.raw(`"${getTableName(column.table)}"."${column.name}" + excluded."${column.name}"`);

  return {
    async saltFor(day) {
      await db
        .insert(audienceSalts)
        .values({ day, salt: randomBytes(SALT_BYTES).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(audienceSalts).where(eq(audienceSalts.day, day));
      if (!row) throw new Error(`No audience salt for ${day}`);
      return row.salt;
    },

    async write(batch) {
      const seen = [...batch.visitors].flatMap(([visitor, paths]) =>
        [...paths].map((path) => ({ day: batch.day, visitor, path })),
      );
      await db.transaction(async (tx) => {
        const newVisitors = new Map<string, number>();
        for (const rows of chunks(seen, ROWS_PER_INSERT)) {
          const inserted = await tx
            .insert(audienceSeen)
            .values(rows)
            .onConflictDoNothing()
            .returning({ path: audienceSeen.path });
          for (const { path } of inserted) newVisitors.set(path, (newVisitors.get(path) ?? 0) + 1);
        }
        await tx
          .insert(audienceDays)
          .values({
            day: batch.day,
            views: batch.views,
            visitors: newVisitors.get(SITE_WIDE_PATH) ?? 0,
          })
          .onConflictDoUpdate({
            target: audienceDays.day,
            set: {
              views: increment(audienceDays.views),
              visitors: increment(audienceDays.visitors),
            },
          });
        const pages = [...batch.pages].map(([path, views]) => ({
          day: batch.day,
          path,
          views,
          visitors: newVisitors.get(path) ?? 0,
        }));
        for (const rows of chunks(pages, ROWS_PER_INSERT)) {
          await tx
            .insert(audiencePages)
            .values(rows)
            .onConflictDoUpdate({
              target: [audiencePages.day, audiencePages.path],
              set: {
                views: increment(audiencePages.views),
                visitors: increment(audiencePages.visitors),
              },
            });
        }
        const referrers = [...batch.referrers].map(([host, views]) => ({
          day: batch.day,
          host,
          views,
        }));
        for (const rows of chunks(referrers, ROWS_PER_INSERT)) {
          await tx
            .insert(audienceReferrers)
            .values(rows)
            .onConflictDoUpdate({
              target: [audienceReferrers.day, audienceReferrers.host],
              set: { views: increment(audienceReferrers.views) },
            });
        }
      });
    },

    async forgetDaysBefore(day) {
      await db.delete(audienceSeen).where(lt(audienceSeen.day, day));
      await db.delete(audienceSalts).where(lt(audienceSalts.day, day));
    },

    async days(from) {
      return db
        .select({
          day: audienceDays.day,
          views: audienceDays.views,
          visitors: audienceDays.visitors,
        })
        .from(audienceDays)
        .where(gte(audienceDays.day, from))
        .orderBy(audienceDays.day);
    },

    async topPages(from, limit) {
      const views = sql<number>`sum(${audiencePages.views})::int`;
      return db
        .select({
          key: audiencePages.path,
          views,
          visitors: sql<number>`sum(${audiencePages.visitors})::int`,
        })
        .from(audiencePages)
        .where(gte(audiencePages.day, from))
        .groupBy(audiencePages.path)
        .orderBy(desc(views), audiencePages.path)
        .limit(limit);
    },

    async topReferrers(from, limit) {
      const views = sql<number>`sum(${audienceReferrers.views})::int`;
      return db
        .select({ key: audienceReferrers.host, views, visitors: sql<number>`0` })
        .from(audienceReferrers)
        .where(gte(audienceReferrers.day, from))
        .groupBy(audienceReferrers.host)
        .orderBy(desc(views), audienceReferrers.host)
        .limit(limit);
    },

    async pagesTotals(from, paths) {
      if (paths.length === 0) return [];
      return db
        .select({
          key: audiencePages.path,
          views: sql<number>`sum(${audiencePages.views})::int`,
          visitors: sql<number>`sum(${audiencePages.visitors})::int`,
        })
        .from(audiencePages)
        .where(and(gte(audiencePages.day, from), inArray(audiencePages.path, paths)))
        .groupBy(audiencePages.path);
    },

    async deleteAll() {
      await db.transaction(async (tx) => {
        await tx.delete(audienceDays);
        await tx.delete(audiencePages);
        await tx.delete(audienceReferrers);
        // Today's salt stays: every instance holds it in memory, and a new one would make the
        // same visitor two on two instances. Forgetting who was seen is what starts afresh.
        await tx.delete(audienceSeen);
      });
    },
  };
}
