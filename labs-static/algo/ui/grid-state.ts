import { GRID_MAX_CELL_PX, GRID_MIN_CELL_PX } from '../../shared/constants';
import { cellSize, fitGridSize } from '../lib/geometry';
import { createGrid, type Grid } from '../lib/grid';
import { decodeGrid, encodeGrid, GRID_PARAM } from '../lib/url-state';

/** Matches .grid in pathfinding.css: a 1 px gap between cells and a 1 px border around. */
export const GRID_GAP_PX = 1;
const GRID_BORDER_PX = 2;

/** Width inside an element's padding, in pixels. */
function contentWidth(element: HTMLElement): number {
  const style = getComputedStyle(element);
  return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
}

/**
 * A new grid as large as the screen allows around `stage` (cells are 1 px apart), leaving room
 * for what follows the stage on the page (the legend, the help and the status line), measured
 * rather than guessed, so the status line ends the first screen instead of falling below it.
 */
export function screenSizedGrid(stage: HTMLElement): Grid {
  const box = stage.getBoundingClientRect();
  const style = getComputedStyle(stage);
  const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
  // The stage's column (main) holds everything after it; the stage is still empty here.
  const column = stage.parentElement?.getBoundingClientRect();
  const below = column ? Math.max(0, column.bottom - box.bottom) : 0;
  const { rows, cols } = fitGridSize(
    contentWidth(stage) - GRID_BORDER_PX,
    window.innerHeight - (box.top + window.scrollY) - padding - below - GRID_BORDER_PX,
    GRID_MIN_CELL_PX + GRID_GAP_PX,
  );
  return createGrid(rows, cols);
}

/** The cell size that fits a grid of `cols` columns into `stage`. */
export function fittingCellSize(stage: HTMLElement, cols: number, minPx: number, gapPx: number) {
  const width = contentWidth(stage) - GRID_BORDER_PX - cols * gapPx;
  return cellSize(cols, width, minPx, GRID_MAX_CELL_PX);
}

/** The grid the link describes; `broken` when a grid parameter was there but unreadable. */
export function gridFromUrl(): { grid: Grid | null; broken: boolean } {
  const text = new URLSearchParams(window.location.search).get(GRID_PARAM);
  if (text === null) return { grid: null, broken: false };
  const grid = decodeGrid(text);
  return { grid, broken: grid === null };
}

/** Keeps the address bar describing the grid (without adding history entries). */
export function writeGridToUrl(grid: Grid): void {
  const url = new URL(window.location.href);
  url.searchParams.set(GRID_PARAM, encodeGrid(grid));
  window.history.replaceState(null, '', url);
}
