import { afterAll, beforeAll } from 'vitest';

/**
 * A server for the enclosing suite: `start` runs in its beforeAll, `stop` in its afterAll. The
 * returned accessor gives the running server inside a test and throws anywhere else, so a
 * suite can declare its server once at the top. `startTimeoutMs` overrides the hook timeout.
 */
export function serverForSuite<S>(
  start: () => Promise<S>,
  stop: (server: S) => Promise<void>,
  startTimeoutMs?: number,
): () => S {
  let started: S | undefined;
  beforeAll(async () => {
    started = await start();
  }, startTimeoutMs);
  afterAll(async () => {
    if (started !== undefined) await stop(started);
  });
  return () => {
    if (started === undefined) throw new Error('The server starts in beforeAll: use it in a test');
    return started;
  };
}

/**
 * `handle` with a getter for each of `keys` that reads it from whichever server `current` gives
 * at the time (see serverForSuite), so the handle can be taken at the top of a suite.
 */
export function withLiveFields<H extends object, S, K extends keyof S>(
  handle: H,
  current: () => S,
  keys: readonly K[],
): H & Readonly<Pick<S, K>> {
  for (const key of keys) {
    Object.defineProperty(handle, key, { get: () => current()[key], enumerable: true });
  }
  return handle as H & Readonly<Pick<S, K>>;
}
