import { costOf, openNeighbours, tracePath, type Grid, type SearchResult } from './grid';
import { MinHeap } from './min-heap';

/**
 * Dijkstra's algorithm: settles cells in order of their cheapest known cost, so with weighted
 * cells it walks around them when that is cheaper, where BFS would go straight through.
 */
export function dijkstra(grid: Grid): SearchResult {
  const size = grid.rows * grid.cols;
  const distance = new Float64Array(size).fill(Infinity);
  const previous = new Int32Array(size).fill(-1);
  const settled = new Uint8Array(size);
  const visited: number[] = [];
  const frontier = new MinHeap();
  distance[grid.start] = 0;
  frontier.push(0, grid.start);
  while (frontier.size > 0) {
    const [cost, current] = frontier.pop()!;
    if (settled[current] || cost > distance[current]!) continue;
    settled[current] = 1;
    visited.push(current);
    if (current === grid.end) {
      return { visited, path: tracePath(previous, grid.start, grid.end) };
    }
    for (const next of openNeighbours(grid, current)) {
      const candidate = cost + costOf(grid, next);
      if (candidate < distance[next]!) {
        distance[next] = candidate;
        previous[next] = current;
        frontier.push(candidate, next);
      }
    }
  }
  return { visited, path: null };
}
