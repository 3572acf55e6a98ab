import { scaledLineWidth } from './board-geometry';
import type { LiveStroke, StrokeRecord } from './board-model';

/** The board's paper colour: strokes are drawn on it and exported PNGs keep it. */
const PAPER_COLOR = '#ffffff';

export interface CanvasSize {
  width: number;
  height: number;
}

function prepare(ctx: CanvasRenderingContext2D, size: CanvasSize, color: string, w: number) {
  ctx.strokeStyle = color;
  ctx.lineWidth = scaledLineWidth(w, size);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
}

/** Draws one segment given as fractions of the board, on a board of `size` CSS pixels. */
export function drawSegment(
  ctx: CanvasRenderingContext2D,
  size: CanvasSize,
  color: string,
  w: number,
  [x0, y0, x1, y1]: readonly [number, number, number, number],
) {
  prepare(ctx, size, color, w);
  ctx.beginPath();
  ctx.moveTo(x0 * size.width, y0 * size.height);
  ctx.lineTo(x1 * size.width, y1 * size.height);
  ctx.stroke();
}

function drawRecord(ctx: CanvasRenderingContext2D, size: CanvasSize, record: StrokeRecord) {
  const { points } = record;
  if (points.length < 2) return;
  prepare(ctx, size, record.color, record.w);
  ctx.beginPath();
  ctx.moveTo((points[0] ?? 0) * size.width, (points[1] ?? 0) * size.height);
  if (points.length === 2) {
    // A single click is a dot: a zero-length line with round caps.
    ctx.lineTo((points[0] ?? 0) * size.width, (points[1] ?? 0) * size.height);
  }
  for (let i = 2; i + 1 < points.length; i += 2) {
    ctx.lineTo((points[i] ?? 0) * size.width, (points[i + 1] ?? 0) * size.height);
  }
  ctx.stroke();
}

/** Paints the whole board: paper, finished strokes in order, then strokes still being drawn. */
export function renderBoard(
  ctx: CanvasRenderingContext2D,
  size: CanvasSize,
  strokes: { committed: StrokeRecord[]; live: LiveStroke[] },
) {
  ctx.fillStyle = PAPER_COLOR;
  ctx.fillRect(0, 0, size.width, size.height);
  for (const record of strokes.committed) drawRecord(ctx, size, record);
  for (const live of strokes.live) {
    for (const segment of live.segments) drawSegment(ctx, size, live.color, live.w, segment);
  }
}
