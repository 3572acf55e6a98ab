import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { createDbStores } from '#server/content/db-stores.ts';
import type { Stores } from '#common/stores.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { seedDatabase } from '#server/db/seed.ts';

/**
 * The drivers every API suite runs against: PGlite in memory always, PostgreSQL when
 * TEST_DATABASE_URL is set. Each PostgreSQL suite gets its own fresh database, dropped
 * afterwards, so parallel and repeated runs on a shared server never see each other's rows.
 */
export type DriverName = 'pglite' | 'postgres';

export interface TestDatabase {
  driver: DriverName;
  database: Database;
  stores: Stores;
  close(): Promise<void>;
}

export const TEST_DATABASE_URL = withUser(process.env.TEST_DATABASE_URL?.trim() || undefined);

/**
 * node-postgres takes the user from $USER when the URL names none; CI shells may not set it.
 * The local test server trusts 'postgres', so that is the last resort.
 */
function withUser(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const url = new URL(raw);
  url.username ||= process.env.PGUSER || process.env.USER || 'postgres';
  return url.toString();
}

let noticeShown = false;
function showSkipNotice() {
  if (TEST_DATABASE_URL || noticeShown) return;
  noticeShown = true;
  console.warn(
    'NOTICE: TEST_DATABASE_URL is unset: the PostgreSQL runs of the API suites are skipped ' +
      '(e.g. TEST_DATABASE_URL=postgres://127.0.0.1:5432/test).',
  );
}

/** A new, empty PostgreSQL database on the TEST_DATABASE_URL server, and how to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_api_${randomBytes(6).toString('hex')}`;
  await withAdminClient(async (client) => {
    await client.query(`create database "${name}"`);
  });
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await withAdminClient((client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Opens a migrated database; seeded with the sample content unless `seed` is false. */
export async function openTestDatabase(
  driver: DriverName,
  { seed = true }: { seed?: boolean } = {},
): Promise<TestDatabase> {
  const fresh = driver === 'postgres' ? await createPostgresDatabase() : undefined;
  const database = await openDatabase(
    fresh ? { driver: 'postgres', url: fresh.url } : { driver: 'pglite' },
  );
  await database.migrate();
  if (seed) await seedDatabase(database.db);
  return {
    driver,
    database,
    stores: createDbStores(database.db),
    async close() {
      await database.close();
      await fresh?.drop();
    },
  };
}

const drivers: { name: DriverName; available: boolean }[] = [
  { name: 'pglite', available: true },
  { name: 'postgres', available: Boolean(TEST_DATABASE_URL) },
];

/**
 * Declares `body` once per driver, each block with one database for the whole block (opened in
 * beforeAll, closed in afterAll). A driver that is not available is skipped visibly.
 */
export function describeEachDriver(
  title: string,
  body: (context: { driver: DriverName; db: () => TestDatabase }) => void,
  options: { seed?: boolean } = {},
): void {
  showSkipNotice();
  for (const { name, available } of drivers) {
    describe.skipIf(!available)(`${title} [${name}]`, () => {
      let current: TestDatabase | undefined;
      beforeAll(async () => {
        current = await openTestDatabase(name, options);
      });
      afterAll(async () => {
        await current?.close();
      });
      body({
        driver: name,
        db: () => {
          if (!current) throw new Error('The test database is not open yet');
          return current;
        },
      });
    });
  }
}
