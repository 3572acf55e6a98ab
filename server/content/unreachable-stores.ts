import type { Stores } from '#common/stores.ts';

/**
 * Stores whose every call fails like an unreachable database. Used only when a test sets
 * SIMULATE_CONTENT_FAILURE=on, to reach the fallback content and the error screens.
 */
export function unreachableStores(): Stores {
  const failing = new Proxy(
    {},
    {
      get: () => () =>
        Promise.reject(new Error('connect ECONNREFUSED (simulated database failure)')),
    },
  );
  return {
    profile: failing,
    posts: failing,
    projects: failing,
    stats: failing,
    comments: failing,
    contact: failing,
  } as Stores;
}
