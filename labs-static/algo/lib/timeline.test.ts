import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALGORITHMS, type AlgorithmId } from './algorithms';
import { createGrid, setWall, setWeight, type Grid } from './grid';
import { gridArbitrary } from './test-support';
import { buildTimeline, Mark, progressAt } from './timeline';
import { WEIGHTED_CELL_COST } from '../../shared/constants';

/** The timeline of `algorithm` along one row of five cells, from the first to the last. */
function corridorTimeline(algorithm: AlgorithmId, prepare: (grid: Grid) => void) {
  const grid = createGrid(1, 5);
  grid.start = 0;
  grid.end = 4;
  prepare(grid);
  return buildTimeline(grid, ALGORITHMS[algorithm].run(grid));
}

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
    const timeline = corridorTimeline('bfs', (grid) => setWeight(grid, 2, true));
    expect(progressAt(timeline, Infinity).outcome).toEqual({
      found: true,
      length: 4,
      cost: 3 + WEIGHTED_CELL_COST,
    });
  });

  it('says there is no path when walls cut the end off', () => {
    const timeline = corridorTimeline('dfs', (grid) => setWall(grid, 2, true));
    expect(progressAt(timeline, timeline.cells.length)).toEqual({
      visited: 2,
      outcome: { found: false },
    });
  });
});
