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
