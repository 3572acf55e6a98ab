import { openNeighbours, type Grid, type SearchResult } from './grid';

interface Side {
  distance: Int32Array;
  previous: Int32Array;
  frontier: number[];
}

function side(size: number, origin: number): Side {
  const distance = new Int32Array(size).fill(-1);
  distance[origin] = 0;
  return { distance, previous: new Int32Array(size).fill(-1), frontier: [origin] };
}

/** Follows a side's predecessors from a cell back to that side's origin (cell first). */
function chainToOrigin(from: Side, cell: number): number[] {
  const chain = [cell];
  for (let current = cell; from.previous[current]! >= 0;) {
    current = from.previous[current]!;
    chain.push(current);
  }
  return chain;
}

/**
 * Bidirectional BFS: two searches grow rings from the start and from the end, always the
 * smaller frontier first, and stop when they touch. Each finishes its whole ring before
 * stopping and keeps the shortest connection found in it, which keeps the path shortest while
 * exploring far fewer cells than one BFS on open grids.
 */
export function bidirectionalBfs(grid: Grid): SearchResult {
  if (grid.start === grid.end) return { visited: [grid.start], path: [grid.start] };
  const size = grid.rows * grid.cols;
  const fromStart = side(size, grid.start);
  const fromEnd = side(size, grid.end);
  const visited = [grid.start, grid.end];
  const visitedFromEnd = new Set([grid.end]);

  while (fromStart.frontier.length > 0 && fromEnd.frontier.length > 0) {
    const growingStart = fromStart.frontier.length <= fromEnd.frontier.length;
    const [growing, other] = growingStart ? [fromStart, fromEnd] : [fromEnd, fromStart];
    const nextFrontier: number[] = [];
    let bestLength = Infinity;
    let meeting: [number, number] | null = null;
    for (const current of growing.frontier) {
      for (const next of openNeighbours(grid, current)) {
        const otherDistance = other.distance[next]!;
        if (otherDistance >= 0) {
          const length = growing.distance[current]! + 1 + otherDistance;
          if (length < bestLength) [bestLength, meeting] = [length, [current, next]];
          continue;
        }
        if (growing.distance[next]! >= 0) continue;
        growing.distance[next] = growing.distance[current]! + 1;
        growing.previous[next] = current;
        nextFrontier.push(next);
        visited.push(next);
        if (!growingStart) visitedFromEnd.add(next);
      }
    }
    if (meeting) {
      const [near, far] = growingStart ? meeting : [meeting[1], meeting[0]];
      const path = [...chainToOrigin(fromStart, near).reverse(), ...chainToOrigin(fromEnd, far)];
      return { visited, visitedFromEnd, path };
    }
    growing.frontier = nextFrontier;
  }
  return { visited, visitedFromEnd, path: null };
}
