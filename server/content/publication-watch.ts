import type { ContentChange } from '#common/content-change.ts';
import type { PostStore } from '#common/stores.ts';
import type { Logger } from '../logger';

/**
 * How often each instance asks whether a scheduled post's time has come: a post appears within
 * this (plus one query) of its date, well inside the 5 s of docs/product.md#post-states.
 */
const PUBLICATION_CHECK_INTERVAL_MS = 1000;

interface PublicationWatchOptions {
  posts: Pick<PostStore, 'publishedBetween'>;
  /** Tells this instance's caches (the page cache, the feeds) that the post is now visible. */
  announceHere: (change: ContentChange) => void;
  logger: Pick<Logger, 'error'>;
  now?: () => Date;
  intervalMs?: number;
}

/**
 * Announces each scheduled post when its date comes, without a restart and without a write.
 * Every instance watches for itself (one small indexed query a second) and tells only its own
 * listeners: no instance has to be the one that announces, none misses the moment while Redis
 * is away, and the shared channel carries nothing extra. Saving a scheduled post announced
 * nothing (announcing-stores.ts), so this is the one moment the page cache learns of it.
 */
export function watchPublications({
  posts,
  announceHere,
  logger,
  now = () => new Date(),
  intervalMs = PUBLICATION_CHECK_INTERVAL_MS,
}: PublicationWatchOptions): { stop(): void } {
  let since = now();
  let checking = false;
  const check = async () => {
    if (checking) return;
    checking = true;
    const upTo = now();
    try {
      const ids = await posts.publishedBetween(since, upTo);
      since = upTo;
      for (const id of ids) announceHere({ kind: 'post', id });
    } catch (error) {
      // `since` stays: the next check covers this one's interval too.
      logger.error({ err: error }, 'Could not check for scheduled posts coming due');
    } finally {
      checking = false;
    }
  };
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
