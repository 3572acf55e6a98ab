import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insertionIndex } from './drop';

describe('insertionIndex', () => {
  it('drops above the first block, between blocks and after the last', () => {
    expect(insertionIndex([10, 30, 50], 0)).toBe(0);
    expect(insertionIndex([10, 30, 50], 20)).toBe(1);
    expect(insertionIndex([10, 30, 50], 99)).toBe(3);
    expect(insertionIndex([], 5)).toBe(0);
  });

  it('counts the blocks whose middle is above the pointer', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1000 })),
        fc.integer({ min: -10, max: 1010 }),
        (raw, y) => {
          const middles = [...raw].sort((a, b) => a - b);
          expect(insertionIndex(middles, y)).toBe(middles.filter((middle) => middle <= y).length);
        },
      ),
    );
  });
});
