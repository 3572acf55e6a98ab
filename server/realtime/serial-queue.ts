import type { RealtimeDeps } from './types';

/** More pending work than this for one socket means it floods us: further work is dropped. */
const MAX_PENDING_TASKS = 1000;

/**
 * Runs async tasks one after another in arrival order; a failing task is logged, not fatal. A
 * shutdown waits for what is queued (`inFlight`, in-flight.ts).
 */
export function createSerialQueue({ logger, inFlight }: Pick<RealtimeDeps, 'logger' | 'inFlight'>) {
  let tail: Promise<void> = Promise.resolve();
  let pending = 0;
  return (task: () => Promise<void>): void => {
    if (pending >= MAX_PENDING_TASKS) return;
    pending++;
    tail = tail
      .then(task)
      .catch((error: unknown) => logger.error({ err: error }, 'Realtime task failed'))
      .finally(() => {
        pending--;
      });
    inFlight.track(tail);
  };
}
