import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALGORITHMS } from './algorithms';
import { createGrid, setWall, setWeight } from './grid';
import { gridArbitrary } from './test-support';
import { buildTimeline, Mark, progressAt } from './timeline';
import { WEIGHTED_CELL_COST } from '../../shared/constants';

describe('buildTimeline', () => {
  it('plays the visited cells, then the path, and reports the path at the very end', () => {
    fc.assert(
      fc.property(gridArbitrary({ weighted: true }), (grid) => {
        for (const algorithm of Object.values(ALGORITHMS)) {
          const result = algorithm.run(grid);
          const timeline = buildTimeline(grid, result);
          const pathCells = result.path?.length ?? 0;
          expect(timeline.cells.length).toBe(result.visited.length + pathCells);
          expect(timeline.marks.filter((mark) => mark === Mark.path).length).toBe(pathCells);
          expect(progressAt(timeline, timeline.cells.length - 1).outcome).toBeNull();
          const end = progressAt(timeline, timeline.cells.length);
          expect(end.visited).toBe(result.visited.length);
          expect(end.outcome?.found).toBe(result.path !== null);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('counts length in steps and cost in cells entered', () => {
    const grid = createGrid(1, 5);
    grid.start = 0;
    grid.end = 4;
    setWeight(grid, 2, true);
    const timeline = buildTimeline(grid, ALGORITHMS.bfs.run(grid));
    expect(progressAt(timeline, Infinity).outcome).toEqual({
      found: true,
      length: 4,
      cost: 3 + WEIGHTED_CELL_COST,
    });
  });

  it('says there is no path when walls cut the end off', () => {
    const grid = createGrid(1, 5);
    grid.start = 0;
    grid.end = 4;
    setWall(grid, 2, true);
    const timeline = buildTimeline(grid, ALGORITHMS.dfs.run(grid));
    expect(progressAt(timeline, timeline.cells.length)).toEqual({
      visited: 2,
      outcome: { found: false },
    });
  });
});
