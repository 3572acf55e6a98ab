import { createClient } from 'redis';
import type { Logger } from './logger';

function newClient(url: string) {
  return createClient({ url });
}

export type RedisClient = ReturnType<typeof newClient>;

/**
 * The one Redis command client of an instance (REDIS_URL): shared rate limits and connection
 * counts. The Socket.IO adapter opens its own publish/subscribe pair (realtime/redis-adapter.ts).
 */
export async function connectRedis(url: string, logger: Logger): Promise<RedisClient> {
  const client = newClient(url);
  // node-redis reconnects by itself; an unhandled 'error' event would crash the process.
  client.on('error', (error: unknown) => logger.error({ err: error }, 'Redis client error'));
  await client.connect();
  return client;
}
