import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '#server/logger.ts';
import { createRedisConnectionCounter } from '#server/limits/connection-counter.ts';
import { createLimiters } from '#server/limits/limiter.ts';
import { connectRedis, type RedisClient } from '#server/redis.ts';

/**
 * Two instances' worth of limiters on one Redis: whatever instance a client reaches, the limit
 * counts every hit once.
 */
const TEST_REDIS_URL = process.env.TEST_REDIS_URL?.trim() || undefined;
if (!TEST_REDIS_URL) {
  console.warn(
    'NOTICE: TEST_REDIS_URL is unset: the shared (Redis) rate-limit tests are skipped ' +
      '(e.g. TEST_REDIS_URL=redis://127.0.0.1:6379).',
  );
}

describe.skipIf(!TEST_REDIS_URL)('limits shared through Redis', () => {
  const logger = createLogger('silent');
  const clients: RedisClient[] = [];
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) clients.push(await connectRedis(TEST_REDIS_URL!, logger));
  });
  afterAll(async () => {
    const keys = await clients[0]!.keys(`${prefix}*`);
    if (keys.length > 0) await clients[0]!.del(keys);
    await Promise.all(clients.map((client) => client.close()));
  });

  it('a limit of 3 allows 3 hits in all across two instances', async () => {
    const [one, two] = clients.map((redis) =>
      createLimiters({ redis, prefix }).create('verify', { points: 3, windowSeconds: 60 }),
    );
    const results = [
      await one!.take('203.0.113.9'),
      await two!.take('203.0.113.9'),
      await one!.take('203.0.113.9'),
      await two!.take('203.0.113.9'),
      await one!.take('203.0.113.9'),
    ];
    expect(results).toEqual([true, true, true, false, false]);
    expect(await two!.isLimited('203.0.113.9')).toBe(true);
    expect(await one!.take('203.0.113.10')).toBe(true);
  });

  it('caps connections per address across instances; a closed instance frees its share', async () => {
    const [one, two] = await Promise.all(
      clients.map((redis) => createRedisConnectionCounter({ redis, max: 3, logger, prefix })),
    );
    expect(await one!.acquire('198.51.100.1')).toBe(true);
    expect(await two!.acquire('198.51.100.1')).toBe(true);
    expect(await two!.acquire('198.51.100.1')).toBe(true);
    expect(await one!.acquire('198.51.100.1')).toBe(false);
    await two!.release('198.51.100.1');
    expect(await one!.acquire('198.51.100.1')).toBe(true);
    expect(await one!.acquire('198.51.100.1')).toBe(false);
    await one!.close();
    // Instance one held two: both places are free again for instance two.
    expect(await two!.acquire('198.51.100.1')).toBe(true);
    expect(await two!.acquire('198.51.100.1')).toBe(true);
    expect(await two!.acquire('198.51.100.1')).toBe(false);
    await two!.close();
  });
});
