import { GRID_MAX_COLS, GRID_MAX_ROWS, GRID_MIN_COLS, GRID_MIN_ROWS } from '../../shared/constants';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The largest grid whose cells stay at least `minCellPx` in the given space. */
export function fitGridSize(
  widthPx: number,
  heightPx: number,
  minCellPx: number,
): { rows: number; cols: number } {
  return {
    rows: clamp(Math.floor(heightPx / minCellPx), GRID_MIN_ROWS, GRID_MAX_ROWS),
    cols: clamp(Math.floor(widthPx / minCellPx), GRID_MIN_COLS, GRID_MAX_COLS),
  };
}

/** Whole-pixel cell size that fits `count` cells in `spacePx`, but never below `minPx`. */
export function cellSize(count: number, spacePx: number, minPx: number, maxPx: number): number {
  return clamp(Math.floor(spacePx / Math.max(1, count)), minPx, maxPx);
}

/**
 * Every cell on the straight line between two cells (Bresenham), so a fast pointer stroke
 * leaves no gaps between the cells it was sampled on.
 */
export function cellsOnLine(
  from: { row: number; col: number },
  to: { row: number; col: number },
): Array<{ row: number; col: number }> {
  const cells = [];
  const dCol = Math.abs(to.col - from.col);
  const dRow = -Math.abs(to.row - from.row);
  const stepCol = from.col < to.col ? 1 : -1;
  const stepRow = from.row < to.row ? 1 : -1;
  let error = dCol + dRow;
  let { row, col } = from;
  for (;;) {
    cells.push({ row, col });
    if (row === to.row && col === to.col) return cells;
    const doubled = 2 * error;
    if (doubled >= dRow) {
      error += dRow;
      col += stepCol;
    }
    if (doubled <= dCol) {
      error += dCol;
      row += stepRow;
    }
  }
}
