import { UNWEIGHTED_CELL_COST, WEIGHTED_CELL_COST } from '../../shared/constants';

/**
 * The pathfinding grid. Cells are numbered row by row (index = row * cols + col) so the
 * algorithms work on plain integers and typed arrays, fast enough for 5,000 cells per frame.
 */
export interface Grid {
  rows: number;
  cols: number;
  /** 1 where a wall blocks the cell. */
  walls: Uint8Array;
  /** 1 where the cell is weighted (costs WEIGHTED_CELL_COST to enter). */
  weights: Uint8Array;
  start: number;
  end: number;
}

export function createGrid(rows: number, cols: number): Grid {
  const middleRow = Math.floor(rows / 2);
  return {
    rows,
    cols,
    walls: new Uint8Array(rows * cols),
    weights: new Uint8Array(rows * cols),
    start: middleRow * cols + Math.floor(cols / 4),
    end: middleRow * cols + Math.min(cols - 1, Math.floor((cols * 3) / 4)),
  };
}

export const indexOf = (grid: Grid, row: number, col: number) => row * grid.cols + col;
export const rowOf = (grid: Grid, index: number) => Math.floor(index / grid.cols);
export const colOf = (grid: Grid, index: number) => index % grid.cols;

export function inBounds(grid: Grid, row: number, col: number): boolean {
  return row >= 0 && row < grid.rows && col >= 0 && col < grid.cols;
}

/** Open neighbours in a fixed order (up, right, down, left), so every run is reproducible. */
export function openNeighbours(grid: Grid, index: number): number[] {
  const row = rowOf(grid, index);
  const col = colOf(grid, index);
  const result: number[] = [];
  const candidates: Array<[number, number]> = [
    [row - 1, col],
    [row, col + 1],
    [row + 1, col],
    [row, col - 1],
  ];
  for (const [r, c] of candidates) {
    if (!inBounds(grid, r, c)) continue;
    const next = indexOf(grid, r, c);
    if (!grid.walls[next]) result.push(next);
  }
  return result;
}

/** What it costs to step into a cell. */
export function costOf(grid: Grid, index: number): number {
  return grid.weights[index] ? WEIGHTED_CELL_COST : UNWEIGHTED_CELL_COST;
}

/** Total cost of walking a path (the start cell is free, every cell entered costs). */
export function pathCost(grid: Grid, path: readonly number[]): number {
  let total = 0;
  for (let i = 1; i < path.length; i++) total += costOf(grid, path[i]!);
  return total;
}

const isEndpoint = (grid: Grid, index: number) => index === grid.start || index === grid.end;

/** Walls and weights never sit on the start or the end. */
export function setWall(grid: Grid, index: number, on: boolean): void {
  if (isEndpoint(grid, index)) return;
  grid.walls[index] = on ? 1 : 0;
  if (on) grid.weights[index] = 0;
}

export function setWeight(grid: Grid, index: number, on: boolean): void {
  if (isEndpoint(grid, index)) return;
  grid.weights[index] = on ? 1 : 0;
  if (on) grid.walls[index] = 0;
}

/** Moves the start or the end (never onto the other one), clearing any wall or weight there. */
export function moveEndpoint(grid: Grid, which: 'start' | 'end', index: number): boolean {
  const other = which === 'start' ? grid.end : grid.start;
  if (index === other || index < 0 || index >= grid.rows * grid.cols) return false;
  grid[which] = index;
  grid.walls[index] = 0;
  grid.weights[index] = 0;
  return true;
}

/** Rebuilds the path from a predecessor array (-1 = none), start first. */
export function tracePath(previous: Int32Array, start: number, end: number): number[] {
  const path = [end];
  let current = end;
  while (current !== start) {
    current = previous[current]!;
    path.push(current);
  }
  return path.reverse();
}

export interface SearchResult {
  /** Cells in the order the algorithm visited them. */
  visited: number[];
  /** For bidirectional search: the visited cells reached from the end side. */
  visitedFromEnd?: ReadonlySet<number>;
  /** Start to end, or null when the end cannot be reached. */
  path: number[] | null;
}

export type SearchAlgorithm = (grid: Grid) => SearchResult;
