/**
 * Cursor-trail bookkeeping (docs/product.md#business-constants): pointer moves are accepted at most once per 30 ms,
 * at most 16 points are kept, and a 1-second timer trims the trail to its last 10 points.
 */

const CURSOR_TRAIL_THROTTLE_MS = 30;

const CURSOR_TRAIL_MAX_POINTS = 16;

const CURSOR_TRAIL_TRIM_TO_POINTS = 10;

export interface TrailPoint {
  id: number;
  x: number;
  y: number;
}

/** True when enough time has passed since the last accepted move. */
export function acceptsMove(
  lastAcceptedAt: number | null,
  now: number,
  throttleMs = CURSOR_TRAIL_THROTTLE_MS,
): boolean {
  return lastAcceptedAt === null || now - lastAcceptedAt >= throttleMs;
}

/** Appends a point and drops the oldest beyond the maximum. */
export function addTrailPoint(
  points: readonly TrailPoint[],
  point: TrailPoint,
  max = CURSOR_TRAIL_MAX_POINTS,
): TrailPoint[] {
  const next = [...points, point];
  return next.length > max ? next.slice(next.length - max) : next;
}

/** The periodic trim: keeps the newest points only (same array when nothing changes). */
export function trimTrail(
  points: readonly TrailPoint[],
  keep = CURSOR_TRAIL_TRIM_TO_POINTS,
): readonly TrailPoint[] {
  return points.length > keep ? points.slice(points.length - keep) : points;
}
