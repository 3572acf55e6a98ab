import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONFETTI_COLORS, CONFETTI_MAX_DELAY_S, createConfetti } from './confetti';

describe('createConfetti', () => {
  it('makes 150 pieces with unique ids by default', () => {
    const pieces = createConfetti();
    expect(pieces).toHaveLength(150);
    expect(new Set(pieces.map((p) => p.id)).size).toBe(150);
  });

  it('keeps every piece within its ranges and palette, whatever the randomness', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })), (xs) => {
        let i = 0;
        const random = () => xs[i++ % Math.max(1, xs.length)] ?? 0;
        for (const piece of createConfetti(20, random)) {
          expect(piece.left).toBeGreaterThanOrEqual(0);
          expect(piece.left).toBeLessThan(100);
          expect(piece.delay).toBeGreaterThanOrEqual(0);
          expect(piece.delay).toBeLessThan(CONFETTI_MAX_DELAY_S);
          expect(CONFETTI_COLORS).toContain(piece.color);
        }
      }),
    );
  });

  it('uses all five colours across a real shower', () => {
    const colours = new Set(createConfetti().map((p) => p.color));
    expect([...colours].sort()).toEqual([...CONFETTI_COLORS].sort());
  });
});
