import type { Logger } from '../logger';

/** More pending work than this for one socket means it floods us: further work is dropped. */
const MAX_PENDING_TASKS = 1000;

/** Runs async tasks one after another in arrival order; a failing task is logged, not fatal. */
export function createSerialQueue(logger: Logger) {
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
  };
}
