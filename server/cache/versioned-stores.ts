import type { Stores } from '#common/stores.ts';
import type { ContentVersion } from './content-version';

/** The names of a store's methods that answer with a promise. */
type AsyncMethodOf<Store> = {
  [Name in keyof Store]: Store[Name] extends (...args: never[]) => Promise<unknown> ? Name : never;
}[keyof Store];

const RECORD_WRITES = ['create', 'update', 'remove'] as const;

/**
 * The stores, with every write that changes what visitors see bumping the content version:
 * posts, projects and stats (the owner's writes) and comment approval and deletion. A new
 * comment waits for approval and a contact message is never shown, so those two do not.
 */
export function withContentVersion(stores: Stores, version: ContentVersion): Stores {
  const bumping = <Store extends object>(
    store: Store,
    writes: readonly AsyncMethodOf<Store>[],
  ): Store => {
    const wrapped = { ...store };
    for (const name of writes) {
      const write = store[name] as (...args: unknown[]) => Promise<unknown>;
      const bumpAfter = async (...args: unknown[]) => {
        const result = await write(...args);
        version.bump();
        return result;
      };
      wrapped[name] = bumpAfter as Store[typeof name];
    }
    return wrapped;
  };
  return {
    ...stores,
    posts: bumping(stores.posts, RECORD_WRITES),
    projects: bumping(stores.projects, RECORD_WRITES),
    stats: bumping(stores.stats, RECORD_WRITES),
    comments: bumping(stores.comments, ['approve', 'remove']),
  };
}
