import { createHash } from 'node:crypto';
import type { Logger } from '../logger';
import { SITE_WIDE_PATH, type AudienceStore, type DayCounts } from './store';

/**
 * Page views counted in memory and written in batches (every AUDIENCE_FLUSH_INTERVAL_MS and at
 * shutdown), so a view costs no database write of its own. A visitor is a hash of the day's
 * salt (shared by every instance through the database), the address and the user agent: the
 * address and the user agent are hashed as the view is counted and never kept.
 */
const AUDIENCE_FLUSH_INTERVAL_MS = 5_000;
/** Views waiting for the day's salt (the first seconds of a day); past this, new ones drop. */
const WAITING_FOR_SALT_MAX = 10_000;
/** Distinct visitors in one batch before it is written early (bounds the memory of a flood). */
const BATCH_VISITORS_MAX = 20_000;
/** Visitor hash length in base64url characters (132 bits: no collisions among a day's visitors). */
const VISITOR_HASH_CHARACTERS = 22;

export interface PageView {
  path: string;
  referrerHost: string | null;
  address: string;
  userAgent: string;
}

export interface AudienceCounter {
  count(view: PageView): void;
  /** Writes what was counted so far; resolves once written (or given back after a failure). */
  flush(): Promise<void>;
  /** Stops the timer and writes the last batch. */
  close(): Promise<void>;
}

/** A UTC date, YYYY-MM-DD: a day is the same for every instance wherever it runs. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const emptyDay = (day: string): DayCounts => ({
  day,
  views: 0,
  pages: new Map(),
  referrers: new Map(),
  visitors: new Map(),
});

const add = (map: Map<string, number>, key: string, amount: number) =>
  map.set(key, (map.get(key) ?? 0) + amount);

/** Adds `from` into `into` (a batch that could not be written goes back for the next try). */
function merge(into: DayCounts, from: DayCounts) {
  into.views += from.views;
  for (const [path, views] of from.pages) add(into.pages, path, views);
  for (const [host, views] of from.referrers) add(into.referrers, host, views);
  for (const [visitor, paths] of from.visitors) {
    const known = into.visitors.get(visitor);
    if (known) for (const path of paths) known.add(path);
    else into.visitors.set(visitor, new Set(paths));
  }
}

function visitorHash(salt: string, address: string, userAgent: string): string {
  return createHash('sha256')
    .update(`${salt}\n${address}\n${userAgent}`)
    .digest('base64url')
    .slice(0, VISITOR_HASH_CHARACTERS);
}

export function createAudienceCounter(options: {
  store: AudienceStore;
  logger: Logger;
  now?: () => number;
  flushIntervalMs?: number;
}): AudienceCounter {
  const { store, logger } = options;
  const now = options.now ?? Date.now;
  let batches = new Map<string, DayCounts>();
  let batchVisitors = 0;
  /**
   * The hashes this batch already made, by day, address and user agent: a reader's every
   * request would otherwise cost a SHA-256. In memory only, emptied at every write.
   */
  let hashes = new Map<string, string>();
  const salts = new Map<string, string>();
  const loadingSalts = new Map<string, Promise<void>>();
  let waiting: { day: string; view: PageView }[] = [];
  let forgottenBefore = '';
  let writingEarly = false;
  let flushing: Promise<void> = Promise.resolve();

  function record(day: string, salt: string, view: PageView) {
    let batch = batches.get(day);
    if (!batch) batches.set(day, (batch = emptyDay(day)));
    batch.views += 1;
    add(batch.pages, view.path, 1);
    if (view.referrerHost) add(batch.referrers, view.referrerHost, 1);
    const known = `${day}\n${view.address}\n${view.userAgent}`;
    let visitor = hashes.get(known);
    if (visitor === undefined) {
      visitor = visitorHash(salt, view.address, view.userAgent);
      hashes.set(known, visitor);
    }
    let paths = batch.visitors.get(visitor);
    if (!paths) {
      batch.visitors.set(visitor, (paths = new Set([SITE_WIDE_PATH])));
      batchVisitors += 1;
    }
    paths.add(view.path);
    if (batchVisitors >= BATCH_VISITORS_MAX && !writingEarly) {
      writingEarly = true;
      void flush().finally(() => (writingEarly = false));
    }
  }

  function loadSalt(day: string) {
    if (loadingSalts.has(day)) return;
    const loading = store.saltFor(day).then(
      (salt) => {
        salts.set(day, salt);
        const ready = waiting.filter((entry) => entry.day === day);
        waiting = waiting.filter((entry) => entry.day !== day);
        for (const entry of ready) record(day, salt, entry.view);
      },
      (error: unknown) => logger.warn({ err: error }, 'Audience: the day’s salt could not be read'),
    );
    loadingSalts.set(
      day,
      loading.finally(() => {
        if (!salts.has(day)) loadingSalts.delete(day);
      }),
    );
  }

  function count(view: PageView) {
    const day = utcDay(now());
    const salt = salts.get(day);
    if (salt !== undefined) return record(day, salt, view);
    if (waiting.length < WAITING_FOR_SALT_MAX) waiting.push({ day, view });
    loadSalt(day);
  }

  async function writeBatches() {
    const taken = batches;
    batches = new Map();
    batchVisitors = 0;
    hashes = new Map();
    const today = utcDay(now());
    let wroteAnEarlierDay = false;
    for (const batch of taken.values()) {
      try {
        await store.write(batch);
        if (batch.day < today) wroteAnEarlierDay = true;
      } catch (error) {
        logger.warn({ err: error }, 'Audience: counts could not be written; kept for the next try');
        const current = batches.get(batch.day);
        if (current) merge(current, batch);
        else batches.set(batch.day, batch);
        batchVisitors += batch.visitors.size;
      }
    }
    if (forgottenBefore !== today || wroteAnEarlierDay) {
      // Yesterday's salt and hashes go once the day is over, so nobody can recompute a hash.
      await store.forgetDaysBefore(today).then(
        () => {
          forgottenBefore = today;
          for (const day of salts.keys()) if (day < today) salts.delete(day);
          for (const day of loadingSalts.keys()) if (day < today) loadingSalts.delete(day);
        },
        (error: unknown) => logger.warn({ err: error }, 'Audience: old salts could not be deleted'),
      );
    }
  }

  /** One write at a time, in order: a flush waits for the one before it. */
  function flush(): Promise<void> {
    flushing = flushing.then(writeBatches);
    return flushing;
  }

  const timer = setInterval(
    () => void flush(),
    options.flushIntervalMs ?? AUDIENCE_FLUSH_INTERVAL_MS,
  );
  timer.unref();

  return {
    count,
    flush,
    async close() {
      clearInterval(timer);
      await Promise.all(loadingSalts.values());
      await flush();
    },
  };
}
