import { randomUUID } from 'node:crypto';
import type { ContentChange } from '#common/content-change.ts';
import type { Logger } from '../logger';
import type { RedisClient } from '../redis';

/**
 * The one seam for "content changed": writes announce, caches listen. With REDIS_URL an
 * announcement reaches the listeners of every instance, so a write on one instance makes every
 * instance's copies stale.
 */
export interface ContentEvents {
  announce(change: ContentChange): void;
  /**
   * Tells this instance's listeners only: for a change every instance notices by itself (a
   * scheduled post's time coming, server/content/publication-watch.ts).
   */
  announceHere(change: ContentChange): void;
  /** Calls `listener` for every change, this instance's and (with Redis) the others'. */
  listen(listener: (change: ContentChange) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'devfolio:content-changed';

export function createLocalContentEvents(): ContentEvents {
  const listeners = new Set<(change: ContentChange) => void>();
  const announce = (change: ContentChange) => {
    for (const listener of listeners) listener(change);
  };
  return {
    announce,
    announceHere: announce,
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => Promise.resolve(),
  };
}

interface Envelope {
  from: string;
  change: ContentChange;
}

/**
 * Local listeners plus a Redis channel: our announcements are published, the others' are heard.
 * A change heard twice costs one extra render; one that is lost would serve stale pages, so a
 * reconnect of the subscriber announces an unknown change (what was published meanwhile is lost).
 */
export async function createSharedContentEvents(
  redis: RedisClient,
  logger: Logger,
  channel = CHANNEL,
): Promise<ContentEvents> {
  const local = createLocalContentEvents();
  const instance = randomUUID();
  const subscriber = redis.duplicate();
  subscriber.on('error', (error: unknown) =>
    logger.error({ err: error }, 'Redis content-events subscriber error'),
  );
  subscriber.on('ready', () => local.announce({ kind: 'unknown' }));
  await subscriber.connect();
  await subscriber.subscribe(channel, (message) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message) as Envelope;
    } catch {
      // Not ours to read (another version of the site sharing the channel): assume a change.
      local.announce({ kind: 'unknown' });
      return;
    }
    if (envelope.from !== instance) local.announce(envelope.change);
  });
  return {
    announce(change) {
      local.announce(change);
      const envelope: Envelope = { from: instance, change };
      redis.publish(channel, JSON.stringify(envelope)).catch((error: unknown) => {
        logger.error({ err: error }, 'Could not tell the other instances that content changed');
      });
    },
    announceHere: (change) => local.announce(change),
    listen: (listener) => local.listen(listener),
    async close() {
      await subscriber.close();
    },
  };
}
