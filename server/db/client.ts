import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { projectPath } from '../paths';
import * as schema from './schema';

/**
 * The only place where the two drivers differ. Everything above works on `Db`, one code path
 * for PGlite (embedded, files under DATA_DIR, or in memory for tests) and PostgreSQL.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs `work` while holding a cluster-wide lock, so parallel instances migrate/seed once. */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = projectPath('drizzle');
// Any constant works; it only has to be the same for every instance of this app.
const STARTUP_LOCK_KEY = 727_001;

export type DatabaseOptions =
  | { driver: 'postgres'; url: string }
  | { driver: 'pglite'; dataDir?: string /* undefined = in memory */ };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.driver === 'postgres' ? openPostgres(options.url) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) {
    // PGlite creates only the last folder of its path.
    mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  }
  const client = dataDir ? await PGlite.create(path.resolve(dataDir)) : await PGlite.create();
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    // One process owns an embedded database; there is no one to race with.
    withStartupLock: (work) => work(),
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema });
  return {
    db: db,
    driver: 'postgres',
    async withStartupLock(work) {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        lockClient.release();
      }
    },
    migrate: () => migratePg(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
