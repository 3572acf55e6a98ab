import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTickBatches } from './tick-batches';

describe('tick batches', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('delivers each channel once a tick, latest value per sender, most recent last', () => {
    const delivered: [string, [string | number, number][]][] = [];
    const batches = createTickBatches<number>({
      intervalMs: 40,
      deliver: (channel, batch) => delivered.push([channel, [...batch]]),
    });
    batches.put('a', 'x', 1);
    batches.put('a', 'y', 2);
    batches.put('a', 'x', 3);
    batches.put('b', 'z', 4);
    expect(delivered).toEqual([]);
    vi.advanceTimersByTime(40);
    expect(delivered).toEqual([
      [
        'a',
        [
          ['y', 2],
          ['x', 3],
        ],
      ],
      ['b', [['z', 4]]],
    ]);
    vi.advanceTimersByTime(400);
    expect(delivered).toHaveLength(2);
  });

  it('keeps a pending value when `replaces` says so, and forgets a sender that left', () => {
    const delivered: number[][] = [];
    const batches = createTickBatches<number>({
      intervalMs: 40,
      replaces: (current, next) => next >= current,
      deliver: (_channel, batch) => delivered.push([...batch.values()]),
    });
    batches.put('a', 1, 5);
    batches.put('a', 1, 3);
    batches.put('a', 2, 7);
    batches.forget('a', 2);
    batches.flush();
    expect(delivered).toEqual([[5]]);
  });
});
