import { DEFAULT_PROFILE } from '#common/site.ts';
import type { ProfileStore } from '#common/stores.ts';
import type { Profile } from '#common/types.ts';
import type { ContentEvents } from './content-events';

/**
 * The profile for the server's own output (social cards, the static labs' header, the mail's
 * sender name), read once and kept until a change to it is announced: those answer far more
 * often than the owner edits. Pages read it through their loaders and the page cache instead.
 */
export interface CurrentProfile {
  /** The stored profile; the first run's defaults while the database cannot be read. */
  get(): Promise<Profile>;
}

export function currentProfile(store: ProfileStore, events: ContentEvents): CurrentProfile {
  let kept: Promise<Profile> | undefined;
  events.listen((change) => {
    if (change.kind === 'profile' || change.kind === 'unknown') kept = undefined;
  });
  return {
    get() {
      const reading = (kept ??= store.get());
      // A failed read is not kept: the next request asks the database again.
      return reading.catch(() => {
        if (kept === reading) kept = undefined;
        return { ...DEFAULT_PROFILE, resume: null, updatedAt: new Date(0).toISOString() };
      });
    },
  };
}
