import { count } from 'drizzle-orm';
import { samplePostRows, sampleProjectRows, sampleStatRows } from '../content/sample-rows';
import type { Db } from './client';
import { DEFAULT_PROFILE } from '#common/site.ts';
import { profileRow } from '../content/db-profile-store';
import { posts, profile, projects, stats } from './schema';

/**
 * Fills an empty database with the built-in sample content (the posts are the Markdown files of
 * common/sample-content/posts), once: when any content table
 * already has rows, the owner's data is left exactly as it is. Several instances starting at
 * once call this under `withStartupLock`, so only the first one finds the tables empty.
 */
export async function seedDatabase(db: Db): Promise<{ seeded: boolean }> {
  // The profile on its own: a database from before the profile was stored has content already.
  await db.insert(profile).values(profileRow(DEFAULT_PROFILE)).onConflictDoNothing();
  const counts = await Promise.all(
    [posts, projects, stats].map(async (table) => {
      const [row] = await db.select({ total: count() }).from(table);
      return row?.total ?? 0;
    }),
  );
  if (counts.some((total) => total > 0)) return { seeded: false };

  const [samplePosts, sampleProjects] = await Promise.all([samplePostRows(), sampleProjectRows()]);
  await db.transaction(async (tx) => {
    await tx.insert(posts).values(samplePosts);
    await tx.insert(projects).values(sampleProjects);
    await tx.insert(stats).values(sampleStatRows());
  });
  return { seeded: true };
}
