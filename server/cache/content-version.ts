import type { ContentEvents } from '../content/content-events';

/**
 * A number that moves on with every content change. Cached pages and API answers remember the
 * version they were made at and are stale once it has moved.
 */
export interface ContentVersion {
  current(): number;
  /**
   * When the version moved on from `version` (the time its answers became stale), or null when
   * it has not, or too long ago to be remembered.
   */
  staleSince(version: number): number | null;
}

/** Versions whose end is remembered: a second's worth of writes on a busy site. */
const REMEMBERED_CHANGES = 64;

export function contentVersionOf(
  events: ContentEvents,
  now: () => number = Date.now,
): ContentVersion {
  let version = 0;
  const endedAt = new Map<number, number>();
  events.listen(() => {
    endedAt.set(version, now());
    endedAt.delete(version - REMEMBERED_CHANGES);
    version += 1;
  });
  return { current: () => version, staleSince: (old) => endedAt.get(old) ?? null };
}
