import { QueueFullError } from './bounded-queue';

export interface FairQueue {
  /**
   * Runs `task` for `key` (whoever asks: a client address) once its turn comes; rejects with
   * QueueFullError when it gets no place, or loses its place to a key that has asked less.
   */
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
}

/**
 * Past this many keys remembered in one busy period, the keys with nothing waiting are
 * forgotten (they start again from nothing), so many addresses cannot grow the map without end.
 */
const FAIR_QUEUE_MAX_KEYS = 10_000;

interface Waiting {
  key: string;
  /** How many tasks `key` had asked for before this one in the current busy period. */
  rank: number;
  seq: number;
  start(): void;
  refuse(): void;
}

/**
 * Like createBoundedQueue (bounded-queue.ts), at most `concurrency` tasks run and at most
 * `maxWaiting` wait, but the turns are fair between keys: the waiting task whose key has asked
 * for the fewest so far runs first (arrival order among equals), so keys take turns. When the
 * queue is full, a newcomer whose key has asked for fewer than the most demanding waiting key
 * takes that key's last place (which is refused); otherwise the newcomer is refused. However
 * fast a key asks, at most one of its tasks waits ahead of another key's first one. A busy
 * period ends when nothing runs and nothing waits: the counts start again.
 */
export function createFairQueue(options: { concurrency: number; maxWaiting: number }): FairQueue {
  const { concurrency, maxWaiting } = options;
  const asked = new Map<string, number>();
  const waiting: Waiting[] = [];
  let running = 0;
  let seq = 0;

  const before = (a: Waiting, b: Waiting) =>
    a.rank < b.rank || (a.rank === b.rank && a.seq < b.seq);
  const extreme = (pick: (a: Waiting, b: Waiting) => boolean) =>
    waiting.reduce<Waiting | undefined>(
      (best, entry) => (!best || pick(entry, best) ? entry : best),
      undefined,
    );
  const remove = (entry: Waiting) => waiting.splice(waiting.indexOf(entry), 1);

  const startNext = () => {
    while (running < concurrency) {
      const next = extreme(before);
      if (!next) break;
      remove(next);
      running++;
      next.start();
    }
    if (running === 0 && waiting.length === 0) asked.clear();
  };

  const countAsk = (key: string): number => {
    if (!asked.has(key) && asked.size >= FAIR_QUEUE_MAX_KEYS) {
      const waitingKeys = new Set(waiting.map((entry) => entry.key));
      for (const known of asked.keys()) if (!waitingKeys.has(known)) asked.delete(known);
    }
    const rank = asked.get(key) ?? 0;
    asked.set(key, rank + 1);
    return rank;
  };

  return {
    run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const rank = countAsk(key);
      return new Promise<T>((resolve, reject) => {
        const entry: Waiting = {
          key,
          rank,
          seq: seq++,
          start: () => {
            const result = Promise.resolve().then(task);
            // Registered before the caller's own handlers: the place is free before the caller
            // hears back, so it may ask again at once.
            const free = () => {
              running--;
              startNext();
            };
            void result.then(free, free);
            resolve(result);
          },
          refuse: () => reject(new QueueFullError('Queue full')),
        };
        if (running >= concurrency && waiting.length >= maxWaiting) {
          const last = extreme((a, b) => before(b, a));
          if (!last || !before(entry, last)) return entry.refuse();
          remove(last);
          last.refuse();
        }
        waiting.push(entry);
        startNext();
      });
    },
  };
}
