import { describe, expect, it } from 'vitest';
import { SlidingWindowLimiter } from './rate-limiter';

describe('SlidingWindowLimiter', () => {
  it('allows `limit` hits per key within the window, then refuses until they age out', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(3, 1000, () => now);
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([true, true, true, false]);
    expect(limiter.take('b')).toBe(true);
    now = 999;
    expect(limiter.take('a')).toBe(false);
    now = 1000;
    expect(limiter.take('a')).toBe(true);
  });

  it('a refused hit does not extend the wait', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(1, 1000, () => now);
    limiter.take('a');
    now = 500;
    expect(limiter.take('a')).toBe(false);
    now = 1000;
    expect(limiter.take('a')).toBe(true);
  });

  it('forgets keys on request and sweeps idle ones', () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(1, 10, () => now);
    limiter.take('gone');
    limiter.forget('gone');
    expect(limiter.take('gone')).toBe(true);
    for (let index = 0; index < 1000; index++) limiter.take(`k${index}`);
    now = 100;
    for (let index = 0; index < 1000; index++) limiter.take('fresh');
    expect(limiter.size).toBeLessThan(10);
  });
});
