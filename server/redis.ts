import type { createClient } from 'redis';
import type { Logger } from './logger';

function clientFor(create: typeof createClient, url: string) {
  return create({ url });
}

export type RedisClient = ReturnType<typeof clientFor>;

/**
 * The one Redis command client of an instance (REDIS_URL): shared rate limits, connection
 * counts and the content version. The Socket.IO adapter opens its own publish/subscribe pair
 * (realtime/redis-adapter.ts). The client library is loaded only when Redis is configured.
 */
export async function connectRedis(url: string, logger: Logger): Promise<RedisClient> {
  const { createClient } = await import('redis');
  const client = clientFor(createClient, url);
  // node-redis reconnects by itself; an unhandled 'error' event would crash the process.
  client.on('error', (error: unknown) => logger.error({ err: error }, 'Redis client error'));
  await client.connect();
  return client;
}
