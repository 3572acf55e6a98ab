import { describe, expect, it } from 'vitest';
import { BOARD_HEIGHT_PX, BOARD_WIDTH_PX, fitBoard, scaledLineWidth } from './board-geometry';
import type { StrokeRecord } from './board-model';
import { renderBoard, type CanvasSize } from './canvas-render';
import { toFraction } from './peer-message';

/** The points a render drew (moveTo/lineTo, CSS pixels) and the line widths it used. */
function recordingContext() {
  const points: [number, number][] = [];
  const lineWidths: number[] = [];
  const ctx = {
    fillStyle: '',
    strokeStyle: '',
    lineCap: '',
    lineJoin: '',
    set lineWidth(width: number) {
      lineWidths.push(width);
    },
    fillRect() {},
    beginPath() {},
    stroke() {},
    moveTo: (x: number, y: number) => points.push([x, y]),
    lineTo: (x: number, y: number) => points.push([x, y]),
  };
  return { ctx: ctx as unknown as CanvasRenderingContext2D, points, lineWidths };
}

/** A circle drawn with the pointer on a board of `size`: what the stroke stores. */
function circleDrawnOn(size: CanvasSize): StrokeRecord {
  const radius = Math.min(size.width, size.height) / 3;
  const points: number[] = [];
  for (let step = 0; step <= 64; step++) {
    const angle = (step / 64) * 2 * Math.PI;
    points.push(
      toFraction(size.width / 2 + radius * Math.cos(angle), size.width),
      toFraction(size.height / 2 + radius * Math.sin(angle), size.height),
    );
  }
  return { id: 'circle', author: 'A', color: '#334155', w: 6, points, at: 0 };
}

/** Width ÷ height of what was drawn. */
function aspectOf(points: [number, number][]): number {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return (Math.max(...xs) - Math.min(...xs)) / (Math.max(...ys) - Math.min(...ys));
}

// The two screens: a desktop column 1182 px wide in a 900 px window, a phone's 340 px
// column in an 844 px window.
const desktop = fitBoard(1182, 900);
const phone = fitBoard(340, 844);

describe('whiteboard shape', () => {
  it('gives the board one shape on every screen, whole and within its column', () => {
    for (const [size, column] of [
      [desktop, 1182],
      [phone, 340],
    ] as const) {
      expect(size.width).toBeLessThanOrEqual(column);
      expect(size.width / size.height).toBeCloseTo(BOARD_WIDTH_PX / BOARD_HEIGHT_PX, 1);
    }
    expect(desktop).toEqual({ width: BOARD_WIDTH_PX, height: BOARD_HEIGHT_PX });
  });

  it('shows a circle drawn on a desktop as a circle on a phone, and the other way round', () => {
    for (const [drawnOn, seenOn] of [
      [desktop, phone],
      [phone, desktop],
    ] as const) {
      const circle = circleDrawnOn(drawnOn);
      const { ctx, points, lineWidths } = recordingContext();
      renderBoard(ctx, seenOn, { committed: [circle], live: [] });
      expect(aspectOf(points)).toBeCloseTo(1, 1);
      // The line keeps its share of the board too.
      expect(lineWidths).toEqual([scaledLineWidth(6, seenOn)]);
      expect(lineWidths[0]! / seenOn.width).toBeCloseTo(6 / BOARD_WIDTH_PX, 5);
    }
  });
});
