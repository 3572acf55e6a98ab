/** Waiting that never outlives a flood's wall-clock cap. */

/** The promise's value, or undefined once `signal` aborts first. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T | undefined> {
  if (signal.aborted) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    const onAbort = () => resolve(undefined);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

const POLL_MS = 20;

/** Polls until `condition` holds; false when `signal` aborted first. */
export async function waitUntil(condition: () => boolean, signal: AbortSignal): Promise<boolean> {
  while (!condition()) {
    if (signal.aborted) return false;
    await sleep(POLL_MS, signal);
  }
  return true;
}

/**
 * Runs `task(index)` for index 0..count-1 with at most `concurrency` at a time, starting no new
 * one after `signal` aborts. Returns how many were started.
 */
export async function runPool(
  count: number,
  concurrency: number,
  signal: AbortSignal,
  task: (index: number) => Promise<void>,
): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < count && !signal.aborted) {
      const index = next++;
      await untilAborted(task(index), signal);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return next;
}
