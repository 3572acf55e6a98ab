/**
 * How much one socket may send to its room's document. Generous for people: y-monaco sends an
 * update per keystroke, so typing at 10 ms a key is 100 updates a second of a few bytes each,
 * and a paste is one update. Past it a change is refused (the client shares it again later).
 */
export const DOC_UPDATES_PER_SECOND_MAX = 300;
export const DOC_UPDATE_BYTES_PER_WINDOW = 1024 * 1024;
const DOC_UPDATE_BYTES_WINDOW_MS = 10_000;
/**
 * Sync requests (step 1) per window: a client sends one per admission and one per retry after
 * a refusal; each may cost a whole document's worth of work and of outgoing bytes.
 */
export const DOC_SYNC_REQUESTS_PER_WINDOW = 5;
const DOC_SYNC_REQUESTS_WINDOW_MS = 10_000;

/** A token bucket: `capacity` at most, refilled continuously at `capacity` per `windowMs`. */
class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly capacity: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = capacity;
    this.updatedAt = now();
  }

  /** Milliseconds until `cost` tokens are there (0: they are now). */
  waitMs(cost = 1): number {
    this.refill();
    const lacking = Math.min(cost, this.capacity) - this.tokens;
    return lacking <= 0 ? 0 : Math.ceil((lacking * this.windowMs) / this.capacity);
  }

  take(cost = 1): void {
    this.refill();
    this.tokens -= Math.min(cost, this.capacity);
  }

  private refill() {
    const now = this.now();
    const refilled = ((now - this.updatedAt) * this.capacity) / this.windowMs;
    this.tokens = Math.min(this.capacity, this.tokens + refilled);
    this.updatedAt = now;
  }
}

/** One socket's allowance (it lives with the socket, on the instance that holds it). */
export interface DocBudget {
  /** Counts an update of `bytes`; the milliseconds to wait instead when it is over budget. */
  takeUpdate(bytes: number): number;
  /** Counts a sync request; the milliseconds to wait instead when it is over budget. */
  takeSyncRequest(): number;
}

export function createDocBudget(now: () => number = Date.now): DocBudget {
  const updates = new TokenBucket(DOC_UPDATES_PER_SECOND_MAX, 1000, now);
  const bytes = new TokenBucket(DOC_UPDATE_BYTES_PER_WINDOW, DOC_UPDATE_BYTES_WINDOW_MS, now);
  const requests = new TokenBucket(DOC_SYNC_REQUESTS_PER_WINDOW, DOC_SYNC_REQUESTS_WINDOW_MS, now);
  return {
    takeUpdate(size) {
      const wait = Math.max(updates.waitMs(), bytes.waitMs(size));
      if (wait > 0) return wait;
      updates.take();
      bytes.take(size);
      return 0;
    },
    takeSyncRequest() {
      const wait = requests.waitMs();
      if (wait === 0) requests.take();
      return wait;
    },
  };
}
