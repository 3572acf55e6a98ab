import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sampleClientProjects,
  samplePersonalProjects,
  sampleStats,
} from '#common/sample-content/index.ts';
import { samplePosts } from '#server/content/sample-posts.ts';
import { openDatabase, type Db } from '#server/db/client.ts';
import { posts, projects, stats } from '#server/db/schema.ts';
import { seedDatabase } from '#server/db/seed.ts';
import {
  createPostgresDatabase,
  describeEachDriver,
  TEST_DATABASE_URL,
} from '../support/databases';

const sampleCounts = {
  posts: samplePosts.length,
  projects: sampleClientProjects.length + samplePersonalProjects.length,
  stats: sampleStats.length,
};

async function counts(db: Db) {
  const total = async (table: typeof posts | typeof projects | typeof stats) => {
    const [row] = await db.select({ total: count() }).from(table);
    return row?.total;
  };
  return { posts: await total(posts), projects: await total(projects), stats: await total(stats) };
}

describeEachDriver(
  'seeding',
  ({ db }) => {
    it('fills an empty database with the sample content', async () => {
      const { db: drizzle } = db().database;
      expect(await counts(drizzle)).toEqual({ posts: 0, projects: 0, stats: 0 });
      expect(await seedDatabase(drizzle)).toEqual({ seeded: true });
      expect(await counts(drizzle)).toEqual(sampleCounts);
    });

    it('changes nothing when run again', async () => {
      const { db: drizzle } = db().database;
      const before = await db().stores.posts.all();
      expect(await seedDatabase(drizzle)).toEqual({ seeded: false });
      expect(await counts(drizzle)).toEqual(sampleCounts);
      expect(await db().stores.posts.all()).toEqual(before);
    });

    it('leaves an owner-edited database alone, even with sample rows deleted', async () => {
      const { stores, database } = db();
      for (const post of await stores.posts.all()) await stores.posts.remove(post._id);
      expect(await seedDatabase(database.db)).toEqual({ seeded: false });
      expect((await counts(database.db)).posts).toBe(0);
    });
  },
  { seed: false },
);

describe.skipIf(!TEST_DATABASE_URL)('concurrent start-up on one PostgreSQL database', () => {
  let fresh: Awaited<ReturnType<typeof createPostgresDatabase>>;
  beforeAll(async () => {
    fresh = await createPostgresDatabase();
  });
  afterAll(() => fresh.drop());

  it('migrates and seeds exactly once when several instances start at once', async () => {
    const INSTANCES = 3;
    const instances = await Promise.all(
      Array.from({ length: INSTANCES }, () => openDatabase({ driver: 'postgres', url: fresh.url })),
    );
    try {
      const results = await Promise.all(
        instances.map((instance) =>
          instance.withStartupLock(async () => {
            await instance.migrate();
            return seedDatabase(instance.db);
          }),
        ),
      );
      expect(results.filter((result) => result.seeded)).toHaveLength(1);
      expect(await counts(instances[0]!.db)).toEqual(sampleCounts);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});
