import { eq, sql } from 'drizzle-orm';
import { DEFAULT_PROFILE } from '#common/site.ts';
import type { ProfileStore } from '#common/stores.ts';
import type { ProfileFields, ResumeInfo } from '#common/types.ts';
import type { Db } from '../db/client';
import { profile, profileResume } from '../db/schema';

/** The profile and its résumé are one row each; this is its key. */
const PROFILE_ROW_ID = 1;

type ProfileRow = typeof profile.$inferSelect;

const fieldsOf = ({ id: _id, updatedAt: _updatedAt, ...fields }: ProfileRow): ProfileFields =>
  fields;

const resumeInfo = (row: { sizeBytes: number; updatedAt: Date } | undefined): ResumeInfo | null =>
  row ? { sizeBytes: row.sizeBytes, updatedAt: row.updatedAt.toISOString() } : null;

/** The row to store for `fields`: the first run's seed and every save write the same shape. */
export const profileRow = (fields: ProfileFields) => ({ id: PROFILE_ROW_ID, ...fields });

export function createDbProfileStore(db: Db): ProfileStore {
  const resumeMeta = db
    .select({ sizeBytes: profileResume.sizeBytes, updatedAt: profileResume.updatedAt })
    .from(profileResume)
    .where(eq(profileResume.id, PROFILE_ROW_ID));

  const get = async () => {
    const [[row], [resume]] = await Promise.all([
      db.select().from(profile).where(eq(profile.id, PROFILE_ROW_ID)),
      resumeMeta,
    ]);
    return {
      ...(row ? fieldsOf(row) : DEFAULT_PROFILE),
      resume: resumeInfo(resume),
      updatedAt: (row?.updatedAt ?? new Date(0)).toISOString(),
    };
  };

  return {
    get,
    async save(fields) {
      const values = { ...profileRow(fields), updatedAt: sql`now()` };
      await db
        .insert(profile)
        .values(values)
        .onConflictDoUpdate({ target: profile.id, set: values });
      return get();
    },
    async resume() {
      const [row] = await db
        .select({ pdf: profileResume.pdf, updatedAt: profileResume.updatedAt })
        .from(profileResume)
        .where(eq(profileResume.id, PROFILE_ROW_ID));
      return row ? { pdf: row.pdf, updatedAt: row.updatedAt.toISOString() } : null;
    },
    async saveResume(pdf) {
      const values = {
        id: PROFILE_ROW_ID,
        pdf,
        sizeBytes: pdf.byteLength,
        updatedAt: sql`now()`,
      };
      await db
        .insert(profileResume)
        .values(values)
        .onConflictDoUpdate({ target: profileResume.id, set: values });
      return get();
    },
    async removeResume() {
      const removed = await db
        .delete(profileResume)
        .where(eq(profileResume.id, PROFILE_ROW_ID))
        .returning({ id: profileResume.id });
      return removed.length > 0;
    },
  };
}
