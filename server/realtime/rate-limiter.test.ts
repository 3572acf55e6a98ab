import { describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from './rate-limiter';

/** A limiter on a clock the test moves: `takeAt` sets the time, then takes a hit for `key`. */
function limiterOnClock(limit: number, windowMs: number) {
  let now = 0;
  const limiter = new SlidingWindowLimiter(limit, windowMs, () => now);
  const takeAt = (time: number, key: string) => {
    now = time;
    return limiter.take(key);
  };
  return { limiter, takeAt };
}

describe('SlidingWindowLimiter', () => {
  it('allows `limit` hits per key within the window, then refuses until they age out', () => {
    const { limiter, takeAt } = limiterOnClock(3, 1000);
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([true, true, true, false]);
    expect(limiter.take('b')).toBe(true);
    expect(takeAt(999, 'a')).toBe(false);
    expect(takeAt(1000, 'a')).toBe(true);
  });

  it('a refused hit does not extend the wait', () => {
    const { limiter, takeAt } = limiterOnClock(1, 1000);
    limiter.take('a');
    expect(takeAt(500, 'a')).toBe(false);
    expect(takeAt(1000, 'a')).toBe(true);
  });

  it('forgets keys on request and sweeps idle ones', () => {
    const { limiter, takeAt } = limiterOnClock(1, 10);
    limiter.take('gone');
    limiter.forget('gone');
    expect(limiter.take('gone')).toBe(true);
    for (let index = 0; index < 1000; index++) limiter.take(`k${index}`);
    for (let index = 0; index < 1000; index++) takeAt(100, 'fresh');
    expect(limiter.size).toBeLessThan(10);
  });
});
