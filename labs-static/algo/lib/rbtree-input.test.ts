import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseKey, randomAbsentKey, randomPresentKey } from './rbtree-input';

describe('parseKey', () => {
  it.each([
    ['42', 42],
    [' 7 ', 7],
    ['0', 0],
    ['999', 999],
    ['1000', null],
    ['-1', null],
    ['4.5', null],
    ['', null],
    ['abc', null],
    ['1e3', null],
  ])('%j -> %j', (text, expected) => {
    expect(parseKey(text)).toBe(expected);
  });
});

describe('random keys', () => {
  it('picks absent keys for inserts and present keys for deletes', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 99 })),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (keys, roll) => {
          const present = new Set(keys);
          const absent = randomAbsentKey(present, () => roll);
          if (present.size === 99) expect(absent).toBeNull();
          else expect(present.has(absent!)).toBe(false);
          const chosen = randomPresentKey(present, () => roll);
          if (present.size === 0) expect(chosen).toBeNull();
          else expect(present.has(chosen!)).toBe(true);
        },
      ),
    );
  });
});
