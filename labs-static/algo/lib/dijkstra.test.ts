import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bfs } from './bfs';
import { dijkstra } from './dijkstra';
import { createGrid, indexOf, pathCost, setWeight } from './grid';
import { assertValidPath, bellmanFord, gridArbitrary } from './test-support';
import { WEIGHTED_CELL_COST } from '../../shared/constants';

describe('dijkstra', () => {
  it('walks around a weighted cell that BFS walks through', () => {
    const grid = createGrid(3, 5);
    grid.start = indexOf(grid, 1, 0);
    grid.end = indexOf(grid, 1, 4);
    setWeight(grid, indexOf(grid, 1, 2), true);
    const straight = bfs(grid).path!;
    const around = dijkstra(grid).path!;
    expect(pathCost(grid, straight)).toBe(3 + WEIGHTED_CELL_COST);
    expect(pathCost(grid, around)).toBe(6);
    expect(around).not.toContain(indexOf(grid, 1, 2));
  });

  it('finds the cheapest cost that Bellman-Ford finds on random weighted grids', () => {
    fc.assert(
      fc.property(gridArbitrary({ weighted: true }), (grid) => {
        const cheapest = bellmanFord(grid)[grid.end]!;
        const { path, visited } = dijkstra(grid);
        expect(new Set(visited).size).toBe(visited.length);
        if (cheapest === Infinity) {
          expect(path).toBeNull();
          return;
        }
        assertValidPath(grid, path!);
        expect(pathCost(grid, path!)).toBe(cheapest);
      }),
      { numRuns: 300 },
    );
  });
});
