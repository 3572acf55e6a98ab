import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRESENCE_COLORS } from '#common/realtime/limits.ts';
import {
  cursorColor,
  presenceColorFor,
  toDocumentFraction,
  toViewportPosition,
} from './cursor-geometry';

describe('toDocumentFraction', () => {
  it('divides by the document size and clamps to 0–1', () => {
    expect(toDocumentFraction({ x: 300, y: 1000 }, { width: 1200, height: 4000 })).toEqual({
      x: 0.25,
      y: 0.25,
    });
    expect(toDocumentFraction({ x: -5, y: 9999 }, { width: 100, height: 100 })).toEqual({
      x: 0,
      y: 1,
    });
  });

  it('is 0 for an empty document instead of dividing by zero', () => {
    expect(toDocumentFraction({ x: 10, y: 10 }, { width: 0, height: 0 })).toEqual({ x: 0, y: 0 });
  });
});

describe('toViewportPosition', () => {
  it('lands on the same content in a window of another size', () => {
    const fraction = toDocumentFraction({ x: 600, y: 2000 }, { width: 1200, height: 4000 });
    // The other window: half as wide, the document twice as tall, scrolled down 1000 px.
    expect(toViewportPosition(fraction, { width: 600, height: 8000 }, { x: 0, y: 1000 })).toEqual({
      x: 300,
      y: 3000,
    });
  });

  it('round-trips a point for the same document', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 20000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (width, height, fx, fy) => {
          const page = { x: fx * width, y: fy * height };
          const back = toViewportPosition(
            toDocumentFraction(page, { width, height }),
            { width, height },
            { x: 0, y: 0 },
          );
          expect(back.x).toBeCloseTo(page.x, 6);
          expect(back.y).toBeCloseTo(page.y, 6);
        },
      ),
    );
  });
});

describe('cursor colours', () => {
  it('are always one of the six theme presets and stable per key', () => {
    fc.assert(
      fc.property(fc.string(), (key) => {
        expect(PRESENCE_COLORS).toContain(presenceColorFor(key));
        expect(presenceColorFor(key)).toBe(presenceColorFor(key));
      }),
    );
  });

  it('spread over the presets', () => {
    const used = new Set(Array.from({ length: 60 }, (_, i) => presenceColorFor(`visitor-${i}`)));
    expect(used.size).toBe(PRESENCE_COLORS.length);
  });

  it('accept a sent preset and replace anything else', () => {
    expect(cursorColor('#EC4899', 'id')).toBe('#ec4899');
    expect(cursorColor('#123456', 'id')).toBe(presenceColorFor('id'));
  });
});
