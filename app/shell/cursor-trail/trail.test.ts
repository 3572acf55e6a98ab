import { describe, expect, it } from 'vitest';
import { acceptsMove, addTrailPoint, trimTrail, type TrailPoint } from './trail';

const point = (id: number): TrailPoint => ({ id, x: id * 2, y: id * 3 });
const trailOf = (count: number) =>
  Array.from({ length: count }, (_, i) => point(i)).reduce<TrailPoint[]>(
    (trail, p) => addTrailPoint(trail, p),
    [],
  );

describe('cursor trail', () => {
  it('throttles moves to one per 30 ms', () => {
    expect(acceptsMove(null, 0)).toBe(true);
    expect(acceptsMove(1000, 1029)).toBe(false);
    expect(acceptsMove(1000, 1030)).toBe(true);
  });

  it('keeps at most 16 points, dropping the oldest', () => {
    const trail = trailOf(40);
    expect(trail).toHaveLength(16);
    expect(trail[0]?.id).toBe(24);
    expect(trail.at(-1)?.id).toBe(39);
  });

  it('keeps short trails whole', () => {
    expect(trailOf(5).map((p) => p.id)).toEqual([0, 1, 2, 3, 4]);
  });

  it('trims to the newest 10 points', () => {
    const trimmed = trimTrail(trailOf(16));
    expect(trimmed.map((p) => p.id)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it('leaves a trail of 10 or fewer untouched (same array, so no re-render)', () => {
    const trail = trailOf(10);
    expect(trimTrail(trail)).toBe(trail);
  });
});
