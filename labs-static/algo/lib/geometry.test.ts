import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellSize, cellsOnLine, fitGridSize } from './geometry';
import { GRID_MAX_COLS, GRID_MAX_ROWS, GRID_MIN_COLS } from '../../shared/constants';

describe('fitGridSize', () => {
  it('fills the screen with cells of at least the minimum size, within the limits', () => {
    expect(fitGridSize(1000, 500, 20)).toEqual({ rows: 25, cols: 50 });
    expect(fitGridSize(10_000, 10_000, 20)).toEqual({ rows: GRID_MAX_ROWS, cols: GRID_MAX_COLS });
    expect(fitGridSize(40, 40, 20).cols).toBe(GRID_MIN_COLS);
  });
});

describe('cellSize', () => {
  it('fits the cells or falls back to the minimum (the grid then scrolls)', () => {
    expect(cellSize(50, 1000, 6, 32)).toBe(20);
    expect(cellSize(100, 300, 6, 32)).toBe(6);
    expect(cellSize(5, 1000, 6, 32)).toBe(32);
  });
});

describe('cellsOnLine', () => {
  const point = fc.record({
    row: fc.integer({ min: -20, max: 20 }),
    col: fc.integer({ min: -20, max: 20 }),
  });

  it('joins the two cells with a gapless chain of neighbouring cells', () => {
    fc.assert(
      fc.property(point, point, (from, to) => {
        const cells = cellsOnLine(from, to);
        expect(cells[0]).toEqual(from);
        expect(cells.at(-1)).toEqual(to);
        expect(cells).toHaveLength(
          Math.max(Math.abs(to.row - from.row), Math.abs(to.col - from.col)) + 1,
        );
        for (let i = 1; i < cells.length; i++) {
          expect(Math.abs(cells[i]!.row - cells[i - 1]!.row)).toBeLessThanOrEqual(1);
          expect(Math.abs(cells[i]!.col - cells[i - 1]!.col)).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});
