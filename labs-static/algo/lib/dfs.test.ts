import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dfs } from './dfs';
import { createGrid } from './grid';
import { assertValidPath, bellmanFord, gridArbitrary } from './test-support';

describe('dfs', () => {
  it('goes up first, so on an open grid its path is longer than the straight line', () => {
    const grid = createGrid(6, 10);
    const { path } = dfs(grid);
    expect(path).not.toBeNull();
    assertValidPath(grid, path!);
    expect(path!.length - 1).toBeGreaterThan(Math.abs(grid.end - grid.start));
  });

  it('finds a path exactly when one exists, visiting each cell once', () => {
    fc.assert(
      fc.property(gridArbitrary(), (grid) => {
        const reachable = bellmanFord(grid, true)[grid.end] !== Infinity;
        const { path, visited } = dfs(grid);
        expect(new Set(visited).size).toBe(visited.length);
        expect(path !== null).toBe(reachable);
        if (path) assertValidPath(grid, path);
      }),
      { numRuns: 300 },
    );
  });
});
