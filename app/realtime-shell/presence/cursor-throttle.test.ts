import { describe, expect, it } from 'vitest';
import { CURSOR_SEND_INTERVAL_MS } from '../../../common/constants';
import { createThrottle, type Timers } from './cursor-throttle';

/** A manual clock: timers fire only when `advance` passes their time. */
function manualTimers() {
  let now = 0;
  let pending: { at: number; callback: () => void } | null = null;
  const timers: Timers = {
    now: () => now,
    setTimeout: (callback, ms) => (pending = { at: now + ms, callback }),
    clearTimeout: () => (pending = null),
  };
  const advance = (ms: number) => {
    now += ms;
    if (pending && pending.at <= now) {
      const { callback } = pending;
      pending = null;
      callback();
    }
  };
  return { timers, advance };
}

describe('createThrottle', () => {
  it('sends the first move at once and the latest one when the interval ends', () => {
    const { timers, advance } = manualTimers();
    const sent: number[] = [];
    const throttle = createThrottle(CURSOR_SEND_INTERVAL_MS, (v: number) => sent.push(v), timers);
    throttle.push(1);
    throttle.push(2);
    throttle.push(3);
    expect(sent).toEqual([1]);
    advance(CURSOR_SEND_INTERVAL_MS);
    expect(sent).toEqual([1, 3]);
    advance(CURSOR_SEND_INTERVAL_MS);
    expect(sent).toEqual([1, 3]);
  });

  it('stays within 30 sends a second however fast the pointer moves', () => {
    const { timers, advance } = manualTimers();
    let sends = 0;
    const throttle = createThrottle(CURSOR_SEND_INTERVAL_MS, () => (sends += 1), timers);
    for (let ms = 0; ms < 1000; ms += 1) {
      throttle.push(ms);
      advance(1);
    }
    expect(sends).toBeLessThanOrEqual(31);
    expect(sends).toBeGreaterThanOrEqual(25);
  });

  it('drops the waiting move when cancelled', () => {
    const { timers, advance } = manualTimers();
    const sent: string[] = [];
    const throttle = createThrottle(CURSOR_SEND_INTERVAL_MS, (v: string) => sent.push(v), timers);
    throttle.push('a');
    throttle.push('b');
    throttle.cancel();
    advance(CURSOR_SEND_INTERVAL_MS * 2);
    expect(sent).toEqual(['a']);
  });
});
