import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger';
import type { RedisClient } from '../redis';

/**
 * A number every content write bumps. Cached pages and API answers remember the version they
 * were made at and are stale once it moves on. With REDIS_URL a bump is published, so a write on
 * one instance makes every instance's cache stale.
 */
export interface ContentVersion {
  current(): number;
  bump(): void;
  close(): Promise<void>;
}

const CHANNEL = 'devfolio:content-changed';

export function createLocalContentVersion(): ContentVersion {
  let version = 0;
  return {
    current: () => version,
    bump: () => {
      version += 1;
    },
    close: () => Promise.resolve(),
  };
}

/**
 * The local version plus a Redis channel: our bumps are published, others' bump us. A bump that
 * arrives twice only costs one extra render; one that is lost would serve stale pages, so a
 * reconnect of the subscriber bumps too (whatever was published meanwhile is unknown).
 */
export async function createSharedContentVersion(
  redis: RedisClient,
  logger: Logger,
  channel = CHANNEL,
): Promise<ContentVersion> {
  const local = createLocalContentVersion();
  const instance = randomUUID();
  const subscriber = redis.duplicate();
  subscriber.on('error', (error: unknown) =>
    logger.error({ err: error }, 'Redis content-version subscriber error'),
  );
  subscriber.on('ready', () => local.bump());
  await subscriber.connect();
  await subscriber.subscribe(channel, (message) => {
    if (message !== instance) local.bump();
  });
  return {
    current: () => local.current(),
    bump() {
      local.bump();
      redis.publish(channel, instance).catch((error: unknown) => {
        logger.error({ err: error }, 'Could not tell the other instances that content changed');
      });
    },
    async close() {
      await subscriber.close();
    },
  };
}
