import type { Logger } from '../logger';

/**
 * The Socket.IO Redis adapter (node-redis clients: one publishes, one subscribes). Every
 * broadcast and fetchSockets then spans all instances sharing the Redis server.
 */
export async function connectRedisAdapter(url: string, logger: Logger, key?: string) {
  // Loaded only when Redis is configured: a single instance never needs them.
  const [{ createAdapter }, { createClient }] = await Promise.all([
    import('@socket.io/redis-adapter'),
    import('redis'),
  ]);
  const pub = createClient({ url });
  const sub = pub.duplicate();
  for (const client of [pub, sub]) {
    // node-redis reconnects by itself; an unhandled 'error' event would crash the process.
    client.on('error', (error: unknown) => logger.error({ err: error }, 'Redis client error'));
  }
  await Promise.all([pub.connect(), sub.connect()]);
  return {
    adapter: createAdapter(pub, sub, key ? { key } : {}),
    async close() {
      await Promise.allSettled([pub.close(), sub.close()]);
    },
  };
}
