import { describe, expect, it } from 'vitest';
import { CURSOR_SEND_INTERVAL_MS } from '#common/realtime/limits.ts';
import { CURSOR_SETTLE_MS } from './use-cursor-sender';
import { createThrottle, type Timers } from './cursor-throttle';

/** A manual clock: timers fire only when `advance` passes their time. */
function manualTimers() {
  let now = 0;
  const pending = new Set<{ at: number; callback: () => void }>();
  const timers: Timers = {
    now: () => now,
    setTimeout: (callback, ms) => {
      const entry = { at: now + ms, callback };
      pending.add(entry);
      return entry;
    },
    clearTimeout: (handle) => void pending.delete(handle as { at: number; callback: () => void }),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const entry of [...pending].sort((a, b) => a.at - b.at)) {
      if (entry.at > now || !pending.has(entry)) continue;
      pending.delete(entry);
      entry.callback();
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

  it('repeats the last sent value once, through settle, when the pointer rests', () => {
    const { timers, advance } = manualTimers();
    const sent: number[] = [];
    const settled: number[] = [];
    const throttle = createThrottle(CURSOR_SEND_INTERVAL_MS, (v: number) => sent.push(v), timers, {
      afterMs: CURSOR_SETTLE_MS,
      send: (v) => settled.push(v),
    });
    throttle.push(1);
    advance(CURSOR_SETTLE_MS / 2);
    expect(settled).toEqual([]);
    throttle.push(2);
    throttle.push(3);
    advance(CURSOR_SEND_INTERVAL_MS);
    expect(sent).toEqual([1, 2, 3]);
    advance(CURSOR_SETTLE_MS / 2);
    expect(settled).toEqual([]);
    advance(CURSOR_SETTLE_MS / 2);
    expect(settled).toEqual([3]);
    advance(CURSOR_SETTLE_MS * 3);
    expect(settled).toEqual([3]);
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
