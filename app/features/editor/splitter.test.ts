import { describe, expect, it } from 'vitest';
import { clampSplit, splitFromKey, splitFromPointer } from './splitter';

describe('splitter', () => {
  it('clamps between 20 and 80, defaulting bad numbers to 50', () => {
    expect(clampSplit(5)).toBe(20);
    expect(clampSplit(95)).toBe(80);
    expect(clampSplit(42.5)).toBe(42.5);
    expect(clampSplit(Number.NaN)).toBe(50);
  });

  it('follows the pointer inside the container', () => {
    expect(splitFromPointer(300, 100, 400)).toBe(50);
    expect(splitFromPointer(120, 100, 400)).toBe(20);
    expect(splitFromPointer(1000, 100, 400)).toBe(80);
    expect(splitFromPointer(10, 0, 0)).toBe(50);
  });

  it('moves with keys and stops at the limits', () => {
    expect(splitFromKey(50, 'ArrowLeft')).toBe(48);
    expect(splitFromKey(50, 'ArrowRight')).toBe(52);
    expect(splitFromKey(79, 'ArrowRight')).toBe(80);
    expect(splitFromKey(25, 'PageDown')).toBe(20);
    expect(splitFromKey(50, 'Home')).toBe(20);
    expect(splitFromKey(50, 'End')).toBe(80);
    expect(splitFromKey(70, 'Enter')).toBe(50);
    expect(splitFromKey(50, 'a')).toBeNull();
  });
});
