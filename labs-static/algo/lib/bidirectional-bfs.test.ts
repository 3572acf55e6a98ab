import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bfs } from './bfs';
import { bidirectionalBfs } from './bidirectional-bfs';
import { createGrid } from './grid';
import { assertValidPath, gridArbitrary } from './test-support';

describe('bidirectionalBfs', () => {
  it('meets in the middle, visiting fewer cells than one BFS on an open grid', () => {
    const grid = createGrid(21, 41);
    const both = bidirectionalBfs(grid);
    const one = bfs(grid);
    expect(both.path).toHaveLength(one.path!.length);
    expect(both.visited.length).toBeLessThan(one.visited.length);
    expect(both.visitedFromEnd?.has(grid.end)).toBe(true);
  });

  it('finds paths exactly as long as BFS does, on random grids', () => {
    fc.assert(
      fc.property(gridArbitrary({ maxSide: 12 }), (grid) => {
        const expected = bfs(grid).path;
        const { path, visited } = bidirectionalBfs(grid);
        expect(new Set(visited).size).toBe(visited.length);
        if (!expected) {
          expect(path).toBeNull();
          return;
        }
        assertValidPath(grid, path!);
        expect(path!.length).toBe(expected.length);
      }),
      { numRuns: 500 },
    );
  });
});
