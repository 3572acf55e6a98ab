import { openDatabase } from '#server/db/client.ts';
import { startRealtimeServer } from './server';

/**
 * One realtime instance in a process of its own, for a test to kill (SIGKILL) as a crash
 * would: `node --import tsx instance-process.ts` with DATABASE_URL, REDIS_URL and
 * TEST_REDIS_KEY set (and any other configuration in its environment). Prints its URL once
 * listening.
 */
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is unset');
const database = await openDatabase({ driver: 'postgres', url });
const server = await startRealtimeServer(database, {
  env: { ...process.env },
  redisKey: process.env.TEST_REDIS_KEY,
});
console.log(`LISTENING ${server.url}`);
