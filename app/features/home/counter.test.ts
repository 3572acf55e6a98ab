import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTER_STEP_MS, counterValue } from './counter';

describe('counterValue', () => {
  it('runs from 0 to the target over 60 steps of 2 s in all', () => {
    expect(COUNTER_STEP_MS * 60).toBeCloseTo(2000);
    expect(counterValue(50, 0)).toBe(0);
    expect(counterValue(50, 30)).toBe(25);
    expect(counterValue(50, 60)).toBe(50);
    expect(counterValue(50, 99)).toBe(50);
  });

  it('never goes down and ends exactly on the target', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (target) => {
        let previous = 0;
        for (let step = 0; step <= 60; step++) {
          const value = counterValue(target, step);
          expect(value).toBeGreaterThanOrEqual(previous);
          previous = value;
        }
        expect(previous).toBe(target);
      }),
    );
  });
});
