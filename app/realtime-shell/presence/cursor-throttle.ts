/**
 * At most one send per interval (cursor moves ≤ 30 a second): the first move goes at
 * once, later ones within the interval are coalesced and the latest goes when it ends, so the
 * remote cursor always comes to rest where the pointer stopped.
 *
 * Those sends may be dropped on the way (they are volatile, so a slow link never queues stale
 * positions); `settle` therefore repeats the last value once, reliably, when the pointer has
 * rested for `afterMs`.
 */
export interface Timers {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface Throttle<T> {
  push(value: T): void;
  cancel(): void;
}

export interface Settle<T> {
  afterMs: number;
  send(value: T): void;
}

export function createThrottle<T>(
  intervalMs: number,
  send: (value: T) => void,
  timers: Timers = realTimers,
  settle?: Settle<T>,
): Throttle<T> {
  let lastSentAt = -Infinity;
  let latest: { value: T } | null = null;
  let timer: unknown = null;
  let restTimer: unknown = null;

  const stopRestTimer = () => {
    if (restTimer !== null) timers.clearTimeout(restTimer);
    restTimer = null;
  };

  const flush = () => {
    timer = null;
    if (!latest) return;
    const { value } = latest;
    latest = null;
    lastSentAt = timers.now();
    send(value);
    if (settle) {
      restTimer = timers.setTimeout(() => {
        restTimer = null;
        settle.send(value);
      }, settle.afterMs);
    }
  };

  return {
    push(value) {
      latest = { value };
      stopRestTimer();
      if (timer !== null) return;
      const wait = lastSentAt + intervalMs - timers.now();
      if (wait <= 0) flush();
      else timer = timers.setTimeout(flush, wait);
    },
    cancel() {
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      latest = null;
      stopRestTimer();
    },
  };
}
