import type { ContentEvents } from '../content/content-events';

/**
 * A number that moves on with every content change. Cached pages and API answers remember the
 * version they were made at and are stale once it has moved.
 */
export interface ContentVersion {
  current(): number;
}

export function contentVersionOf(events: ContentEvents): ContentVersion {
  let version = 0;
  events.listen(() => {
    version += 1;
  });
  return { current: () => version };
}
