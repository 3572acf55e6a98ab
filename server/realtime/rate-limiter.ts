/**
 * A sliding-window limiter: at most `limit` hits per key within `windowMs`. Kept in the
 * instance's memory (with several instances each enforces its own window, which bounds the
 * total to limit × instances).
 */
const SWEEP_EVERY_TAKES = 1000;

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private takes = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a hit and says whether it is allowed; a refused hit is not counted. */
  take(key: string): boolean {
    const now = this.now();
    if (++this.takes % SWEEP_EVERY_TAKES === 0) this.sweep(now);
    const recent = (this.hits.get(key) ?? []).filter((time) => now - time < this.windowMs);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    return true;
  }

  forget(key: string): void {
    this.hits.delete(key);
  }

  get size(): number {
    return this.hits.size;
  }

  private sweep(now: number) {
    for (const [key, times] of this.hits) {
      if (times.every((time) => now - time >= this.windowMs)) this.hits.delete(key);
    }
  }
}
