import { describe, expect, it } from 'vitest';
import { nextFocusIndex } from './focus-trap';

describe('nextFocusIndex', () => {
  it('moves forward and wraps from the last to the first', () => {
    expect(nextFocusIndex(0, 3, false)).toBe(1);
    expect(nextFocusIndex(2, 3, false)).toBe(0);
  });

  it('moves backward and wraps from the first to the last', () => {
    expect(nextFocusIndex(1, 3, true)).toBe(0);
    expect(nextFocusIndex(0, 3, true)).toBe(2);
  });

  it('stays on a lone element', () => {
    expect(nextFocusIndex(0, 1, false)).toBe(0);
    expect(nextFocusIndex(0, 1, true)).toBe(0);
  });

  it('enters from outside at the matching end', () => {
    expect(nextFocusIndex(-1, 4, false)).toBe(0);
    expect(nextFocusIndex(-1, 4, true)).toBe(3);
  });

  it('has nowhere to go in an empty dialog', () => {
    expect(nextFocusIndex(-1, 0, false)).toBe(-1);
  });
});
