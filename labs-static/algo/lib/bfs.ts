import { openNeighbours, tracePath, type Grid, type SearchResult } from './grid';

/** Breadth-first search: visits cells in rings of equal distance, so its path is shortest. */
export function bfs(grid: Grid): SearchResult {
  const previous = new Int32Array(grid.rows * grid.cols).fill(-1);
  const seen = new Uint8Array(grid.rows * grid.cols);
  const visited: number[] = [];
  const queue = [grid.start];
  seen[grid.start] = 1;
  for (let head = 0; head < queue.length; head++) {
    const current = queue[head]!;
    visited.push(current);
    if (current === grid.end) {
      return { visited, path: tracePath(previous, grid.start, grid.end) };
    }
    for (const next of openNeighbours(grid, current)) {
      if (seen[next]) continue;
      seen[next] = 1;
      previous[next] = current;
      queue.push(next);
    }
  }
  return { visited, path: null };
}
