import { mkdirSync } from 'node:fs';
import v8 from 'node:v8';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { ownTurn } from '../own-turn';
import { lockDataFolder } from './data-folder-lock';
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

/**
 * The embedded database shares the process with the site, so its memory is sized for a small
 * server (an idle instance within 250 MB). Its shared memory is resident from the start, every
 * megabyte of it, used or not (measured: 16 MB more of it, 16 MB more RSS).
 * - shared_buffers: the content tables are well under 1 MB (the whole database, catalogs
 *   included, is ~8 MB), so 4 MB still holds every page a request reads.
 * - max_connections: PGlite runs a single backend; the default of 100 sizes the lock tables and
 *   per-backend arrays for 100 (2 MB more shared memory).
 * - wal_buffers: kept where 16 MB of shared buffers put it (1/32 of them), so a large document
 *   update still fits in the log's buffers.
 */
const PGLITE_SETTINGS = [
  'shared_buffers = 4MB',
  'max_connections = 1',
  'wal_buffers = 512kB',
  'work_mem = 2MB',
  'maintenance_work_mem = 16MB',
];

/** Each driver's libraries are loaded only when that driver is used. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.driver === 'postgres' ? openPostgres(options.url) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
    await Promise.all([
      import('@electric-sql/pglite'),
      // Site search's typo matching in titles (drizzle/0006_site_search.sql creates it): PGlite
      // loads a contrib extension only when it is handed to the constructor.
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
  if (dataDir) {
    // PGlite creates only the last folder of its path.
    mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  }
  const lock = dataDir ? lockDataFolder(path.resolve(dataDir)) : undefined;
  // PGlite is a large WebAssembly module: V8 normally compiles it twice (a quick baseline tier,
  // then optimised code for what runs hot) and keeps both. Optimised code only costs ~0.2 s more
  // at start, and measured here it answers queries faster with ~30 MB less memory. Code is
  // compiled on first use, so the writes visitors cause are rehearsed once at start
  // (`rehearseWrites`).
  v8.setFlagsFromString('--no-liftoff');
  const client = await PGlite.create({
    ...(dataDir ? { dataDir: path.resolve(dataDir) } : {}),
    postgresqlconf: PGLITE_SETTINGS,
    extensions: { pg_trgm },
  }).catch((error: unknown) => {
    lock?.release();
    throw error;
  });
  yieldBeforeEachCall(client);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    // One process owns an embedded database; there is no one to race with.
    withStartupLock: (work) => work(),
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      await rehearseWrites(client);
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      lock?.release();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
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

interface QueryClient {
  query: (...args: never[]) => Promise<unknown>;
  exec: (...args: never[]) => Promise<unknown>;
  transaction: (...args: never[]) => Promise<unknown>;
}

/**
 * PGlite runs each statement synchronously on this thread and settles its promise at once, so a
 * chain of queries (a burst of socket handlers, each storing something) runs as one long
 * stretch of microtasks in which no HTTP request is answered. Starting every query and
 * transaction on a new turn of the event loop lets requests in between; PostgreSQL needs no such
 * help, its queries wait on the network.
 */
function yieldBeforeEachCall(client: QueryClient) {
  for (const method of ['query', 'exec', 'transaction'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(client, method, {
      value: async (...args: unknown[]) => {
        await ownTurn();
        return original(...args);
      },
    });
  }
}

/**
 * The first statement of each kind compiles the database's code for it on this thread: ~200 ms
 * in which no request is answered, measured on the first room created and the first large
 * document update. Compiling everything up front instead costs ~100 MB of memory; rehearsing the
 * writes visitors cause, in a transaction that is rolled back, compiles just those paths.
 */
async function rehearseWrites(client: {
  transaction<T>(
    work: (tx: {
      query(sql: string, params?: unknown[]): Promise<unknown>;
      rollback(): Promise<void>;
    }) => Promise<T>,
  ): Promise<T>;
}) {
  const id = '__start-up rehearsal__';
  const largeUpdate = new Uint8Array(300_000).fill(7);
  await client.transaction(async (tx) => {
    await tx.query(
      `insert into rooms (id, is_private, password_hash) values ($1, true, 'x') on conflict do nothing`,
      [id],
    );
    await tx.query(`select id, is_private, password_hash from rooms where id = $1 limit 1`, [id]);
    await tx.query(
      `insert into document_updates (doc_name, update)
       select $1, $2::bytea where (select coalesce(sum(octet_length(update)), 0)
       from document_updates where doc_name = $1) < 1e9 returning seq`,
      [id, largeUpdate],
    );
    await tx.query(
      `select seq, encode(update, 'base64') from document_updates where doc_name = $1`,
      [id],
    );
    await tx.query(`delete from document_updates where doc_name = $1`, [id]);
    await tx.query(
      `insert into chat_messages (room, id, author, text, sender_id) values ($1, $1, $1, $1, $1)`,
      [id],
    );
    await tx.query(`delete from chat_messages where room = $1`, [id]);
    await tx.query(`delete from rooms where id = $1`, [id]);
    await tx.rollback();
  });
}
