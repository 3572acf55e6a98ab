import { openNeighbours, tracePath, type Grid, type SearchResult } from './grid';

/**
 * Depth-first search: follows one direction as far as it goes before backtracking. It finds a
 * path whenever one exists, but rarely the shortest one, which is the point of showing it.
 */
export function dfs(grid: Grid): SearchResult {
  const previous = new Int32Array(grid.rows * grid.cols).fill(-1);
  const done = new Uint8Array(grid.rows * grid.cols);
  const visited: number[] = [];
  // Each entry is [cell, the cell it was reached from].
  const stack: Array<[number, number]> = [[grid.start, -1]];
  while (stack.length > 0) {
    const [current, from] = stack.pop()!;
    if (done[current]) continue;
    done[current] = 1;
    previous[current] = from;
    visited.push(current);
    if (current === grid.end) {
      return { visited, path: tracePath(previous, grid.start, grid.end) };
    }
    // Pushed in reverse so the first neighbour (up) is explored first.
    const neighbours = openNeighbours(grid, current);
    for (let i = neighbours.length - 1; i >= 0; i--) {
      const next = neighbours[i]!;
      if (!done[next]) stack.push([next, current]);
    }
  }
  return { visited, path: null };
}
