/** Refused because the queue is full: the caller answers 'busy' rather than wait without end. */
export class QueueFullError extends Error {
  override name = 'QueueFullError';
}

export interface BoundedQueue {
  /** Runs `task` once fewer than `concurrency` run; rejects with QueueFullError when full. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

/**
 * Runs at most `concurrency` tasks at once and lets at most `maxWaiting` more wait, in arrival
 * order. Work that shares a scarce pool (scrypt on libuv's threads) goes through one of these so
 * that a burst of it cannot take the whole pool or pile up without bound.
 */
export function createBoundedQueue(options: {
  concurrency: number;
  maxWaiting: number;
}): BoundedQueue {
  const { concurrency, maxWaiting } = options;
  let running = 0;
  const waiting: (() => void)[] = [];

  const startNext = () => {
    if (running >= concurrency) return;
    const start = waiting.shift();
    if (!start) return;
    running++;
    start();
  };

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= concurrency && waiting.length >= maxWaiting) {
        return Promise.reject(new QueueFullError('Queue full'));
      }
      return new Promise<T>((resolve, reject) => {
        waiting.push(() => {
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              running--;
              startNext();
            });
        });
        startNext();
      });
    },
  };
}
