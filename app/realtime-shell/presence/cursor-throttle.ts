/**
 * At most one send per interval (issue 4: cursor moves ≤ 30 a second): the first move goes at
 * once, later ones within the interval are coalesced and the latest goes when it ends, so the
 * remote cursor always comes to rest where the pointer stopped.
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

export function createThrottle<T>(
  intervalMs: number,
  send: (value: T) => void,
  timers: Timers = realTimers,
): Throttle<T> {
  let lastSentAt = -Infinity;
  let latest: { value: T } | null = null;
  let timer: unknown = null;

  const flush = () => {
    timer = null;
    if (!latest) return;
    const { value } = latest;
    latest = null;
    lastSentAt = timers.now();
    send(value);
  };

  return {
    push(value) {
      latest = { value };
      if (timer !== null) return;
      const wait = lastSentAt + intervalMs - timers.now();
      if (wait <= 0) flush();
      else timer = timers.setTimeout(flush, wait);
    },
    cancel() {
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      latest = null;
    },
  };
}
