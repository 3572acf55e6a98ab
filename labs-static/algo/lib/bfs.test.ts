import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bfs } from './bfs';
import { createGrid, indexOf, setWall } from './grid';
import { assertValidPath, bellmanFord, gridArbitrary } from './test-support';

describe('bfs', () => {
  it('finds the straight line on an empty grid', () => {
    const grid = createGrid(5, 8);
    const result = bfs(grid);
    expect(result.path).toHaveLength(Math.abs(grid.end - grid.start) + 1);
    expect(result.visited[0]).toBe(grid.start);
    expect(result.visited.at(-1)).toBe(grid.end);
  });

  it('reports no path when the end is walled in', () => {
    const grid = createGrid(3, 3);
    grid.start = 0;
    grid.end = 8;
    setWall(grid, indexOf(grid, 1, 2), true);
    setWall(grid, indexOf(grid, 2, 1), true);
    const result = bfs(grid);
    expect(result.path).toBeNull();
    expect(result.visited).toHaveLength(6); // 9 cells less 2 walls and the walled-in end
  });

  it('finds a shortest path on random unweighted grids', () => {
    fc.assert(
      fc.property(gridArbitrary(), (grid) => {
        const shortest = bellmanFord(grid, true)[grid.end]!;
        const { path, visited } = bfs(grid);
        expect(new Set(visited).size).toBe(visited.length);
        if (shortest === Infinity) {
          expect(path).toBeNull();
          return;
        }
        expect(path).not.toBeNull();
        assertValidPath(grid, path!);
        expect(path!.length - 1).toBe(shortest);
      }),
      { numRuns: 300 },
    );
  });
});
