import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedContentVersion, type ContentVersion } from '#server/cache/content-version.ts';
import { createLogger } from '#server/logger.ts';
import { connectRedis, type RedisClient } from '#server/redis.ts';

/** A write on one instance makes every instance's cached answers stale. */
const TEST_REDIS_URL = process.env.TEST_REDIS_URL?.trim() || undefined;
if (!TEST_REDIS_URL) {
  console.warn('NOTICE: TEST_REDIS_URL is unset: the shared content-version test is skipped.');
}

describe.skipIf(!TEST_REDIS_URL)('content version shared through Redis', () => {
  const logger = createLogger('silent');
  const channel = `test:content:${randomBytes(6).toString('hex')}`;
  const clients: RedisClient[] = [];
  const versions: ContentVersion[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const redis = await connectRedis(TEST_REDIS_URL!, logger);
      clients.push(redis);
      versions.push(await createSharedContentVersion(redis, logger, channel));
    }
  });
  afterAll(async () => {
    await Promise.all(versions.map((version) => version.close()));
    await Promise.all(clients.map((client) => client.close()));
  });

  it("a bump on one instance moves the other's version on", async () => {
    const [one, two] = versions as [ContentVersion, ContentVersion];
    const before = two.current();
    one.bump();
    await expect.poll(() => two.current(), { timeout: 5000 }).toBeGreaterThan(before);
    const oneBefore = one.current();
    two.bump();
    await expect.poll(() => one.current(), { timeout: 5000 }).toBeGreaterThan(oneBefore);
  });
});
