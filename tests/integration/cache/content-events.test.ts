import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentChange } from '#common/content-change.ts';
import { contentVersionOf } from '#server/cache/content-version.ts';
import { createSharedContentEvents, type ContentEvents } from '#server/content/content-events.ts';
import { createLogger } from '#server/logger.ts';
import { connectRedis, type RedisClient } from '#server/redis.ts';

/** A change announced on one instance reaches the listeners of every instance, whole. */
const TEST_REDIS_URL = process.env.TEST_REDIS_URL?.trim() || undefined;
if (!TEST_REDIS_URL) {
  console.warn('NOTICE: TEST_REDIS_URL is unset: the shared content-events test is skipped.');
}

describe.skipIf(!TEST_REDIS_URL)('content changes shared through Redis', () => {
  const logger = createLogger('silent');
  const channel = `test:content:${randomBytes(6).toString('hex')}`;
  const clients: RedisClient[] = [];
  const instances: ContentEvents[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const redis = await connectRedis(TEST_REDIS_URL!, logger);
      clients.push(redis);
      instances.push(await createSharedContentEvents(redis, logger, channel));
    }
  });
  afterAll(async () => {
    await Promise.all(instances.map((events) => events.close()));
    await Promise.all(clients.map((client) => client.close()));
  });

  it("hands one instance's change to the other's listeners, and moves its cache version", async () => {
    const [one, two] = instances as [ContentEvents, ContentEvents];
    const heardByTwo: ContentChange[] = [];
    two.listen((change) => heardByTwo.push(change));
    const versionOfOne = contentVersionOf(one);
    const change: ContentChange = { kind: 'comment', id: 'c-1' };
    one.announce(change);
    await expect.poll(() => heardByTwo).toContainEqual(change);
    expect(versionOfOne.current()).toBe(1);

    two.announce({ kind: 'post', id: 'p-1' });
    await expect.poll(() => versionOfOne.current()).toBe(2);
  });

  it('keeps a change announced here to this instance (each notices a scheduled post itself)', async () => {
    const [one, two] = instances as [ContentEvents, ContentEvents];
    const heardByOne: ContentChange[] = [];
    const heardByTwo: ContentChange[] = [];
    one.listen((change) => heardByOne.push(change));
    two.listen((change) => heardByTwo.push(change));
    one.announceHere({ kind: 'post', id: 'scheduled' });
    expect(heardByOne).toEqual([{ kind: 'post', id: 'scheduled' }]);
    // A change published after it arrives; the one kept here never did.
    one.announce({ kind: 'post', id: 'after' });
    await expect.poll(() => heardByTwo).toContainEqual({ kind: 'post', id: 'after' });
    expect(heardByTwo).not.toContainEqual({ kind: 'post', id: 'scheduled' });
  });
});
