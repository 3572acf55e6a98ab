import { pathCost, type Grid, type SearchResult } from './grid';

export const Mark = { none: 0, visited: 1, visitedFromEnd: 2, path: 3 } as const;
export type Mark = (typeof Mark)[keyof typeof Mark];

/** A run as the animation plays it: every visited cell in order, then the path's cells. */
export interface Timeline {
  cells: Int32Array;
  marks: Uint8Array;
  visitedCount: number;
  result: SearchResult;
  /** Steps from start to end, or null when there is no path. */
  pathLength: number | null;
  pathCost: number | null;
}

export function buildTimeline(grid: Grid, result: SearchResult): Timeline {
  const path = result.path ?? [];
  const total = result.visited.length + path.length;
  const cells = new Int32Array(total);
  const marks = new Uint8Array(total);
  result.visited.forEach((cell, i) => {
    cells[i] = cell;
    marks[i] = result.visitedFromEnd?.has(cell) ? Mark.visitedFromEnd : Mark.visited;
  });
  path.forEach((cell, i) => {
    cells[result.visited.length + i] = cell;
    marks[result.visited.length + i] = Mark.path;
  });
  return {
    cells,
    marks,
    visitedCount: result.visited.length,
    result,
    pathLength: result.path ? result.path.length - 1 : null,
    pathCost: result.path ? pathCost(grid, result.path) : null,
  };
}

export interface RunProgress {
  visited: number;
  /** Null until the whole timeline has been shown. */
  outcome: null | { found: false } | { found: true; length: number; cost: number };
}

/** What the status line says after the first `shown` steps of a timeline. */
export function progressAt(timeline: Timeline, shown: number): RunProgress {
  const visited = Math.min(shown, timeline.visitedCount);
  if (shown < timeline.cells.length) return { visited, outcome: null };
  if (timeline.pathLength === null) return { visited, outcome: { found: false } };
  return {
    visited,
    outcome: { found: true, length: timeline.pathLength, cost: timeline.pathCost ?? 0 },
  };
}
