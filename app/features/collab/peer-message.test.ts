import { describe, expect, it } from 'vitest';
import {
  clampBrushWidth,
  decodePeerMessage,
  encodePeerMessage,
  toFraction,
  type StrokeSegment,
} from './peer-message';

/** Spelled as on the wire (docs/product.md): the encoding must be exactly these fields. */
const segment: StrokeSegment = {
  t: 'stroke',
  id: 's-1',
  x0: 0.1,
  y0: 0.2,
  x1: 0.3,
  y1: 1,
  color: '#334155',
  w: 3,
};

describe('peer messages', () => {
  it('round-trips a stroke segment and a clear', () => {
    expect(decodePeerMessage(encodePeerMessage(segment))).toEqual(segment);
    expect(decodePeerMessage(encodePeerMessage({ t: 'clear' }))).toEqual({ t: 'clear' });
  });
  it('encodes the wire shape of docs/product.md', () => {
    expect(JSON.parse(encodePeerMessage(segment))).toEqual(segment);
  });
  it('drops malformed or out-of-range messages', () => {
    const bad = [
      'not json',
      42,
      JSON.stringify({ t: 'draw' }),
      JSON.stringify({ ...segment, x0: 1.5 }),
      JSON.stringify({ ...segment, y1: -0.1 }),
      JSON.stringify({ ...segment, w: 0 }),
      JSON.stringify({ ...segment, w: 21 }),
      JSON.stringify({ ...segment, color: 'red;background:url(x)' }),
      JSON.stringify({ ...segment, id: '' }),
      JSON.stringify({ ...segment, id: 'x'.repeat(65) }),
    ];
    for (const raw of bad) expect(decodePeerMessage(raw)).toBeNull();
  });
  it('carries the channel handshake messages', () => {
    expect(decodePeerMessage(encodePeerMessage({ t: 'hello' }))).toEqual({ t: 'hello' });
    expect(decodePeerMessage(encodePeerMessage({ t: 'ack' }))).toEqual({ t: 'ack' });
  });
});

describe('toFraction', () => {
  it('scales and clamps to 0..1', () => {
    expect(toFraction(50, 200)).toBe(0.25);
    expect(toFraction(-5, 200)).toBe(0);
    expect(toFraction(250, 200)).toBe(1);
    expect(toFraction(10, 0)).toBe(0);
  });
});

describe('clampBrushWidth', () => {
  it('keeps 1..20 whole pixels', () => {
    expect(clampBrushWidth(0)).toBe(1);
    expect(clampBrushWidth(25)).toBe(20);
    expect(clampBrushWidth(7.4)).toBe(7);
    expect(clampBrushWidth(Number.NaN)).toBe(1);
  });
});
