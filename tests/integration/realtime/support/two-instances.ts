import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.ts';
import { createPostgresDatabase } from '../../support/databases';
import { startRealtimeServer, type TestRealtimeServer } from './server';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL?.trim() || undefined;

/**
 * Two instances on two ports sharing one new PostgreSQL database and one Redis namespace, as a
 * scaled-out deployment runs: started in the suite's beforeAll, stopped (and the database
 * dropped) in its afterAll. `env` is added to both instances' configuration.
 */
export function useTwoInstances(env: Record<string, string> = {}) {
  const instances = {} as { one: TestRealtimeServer; two: TestRealtimeServer };
  let fresh: { url: string; drop(): Promise<void> } | undefined;
  const databases: Database[] = [];
  beforeAll(async () => {
    const { url } = (fresh = await createPostgresDatabase());
    const redisKey = `test-${randomBytes(6).toString('hex')}`;
    const start = async () => {
      const database = await openDatabase({ driver: 'postgres', url });
      databases.push(database);
      await database.withStartupLock(() => database.migrate());
      return startRealtimeServer(database, {
        env: { DATABASE_URL: url, REDIS_URL: TEST_REDIS_URL, ...env },
        redisKey,
      });
    };
    instances.one = await start();
    instances.two = await start();
  });
  afterAll(async () => {
    await instances.one?.close();
    await instances.two?.close();
    for (const database of databases) await database.close();
    await fresh?.drop();
  });
  return instances;
}
