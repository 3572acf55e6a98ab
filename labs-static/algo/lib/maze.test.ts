import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bfs } from './bfs';
import { createGrid, type Grid } from './grid';
import { generateMaze, randomWalls } from './maze';
import { RANDOM_WALL_DENSITY } from '../../shared/constants';

/** A deterministic generator (mulberry32) so failures reproduce. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const gridWithEndpoints = fc
  .record({
    rows: fc.integer({ min: 2, max: 30 }),
    cols: fc.integer({ min: 2, max: 40 }),
    a: fc.nat(),
    b: fc.nat(),
    seed: fc.nat(),
  })
  .map(({ rows, cols, a, b, seed }) => {
    const grid = createGrid(rows, cols);
    const size = rows * cols;
    grid.start = a % size;
    grid.end = (grid.start + 1 + (b % (size - 1))) % size;
    return { grid, seed };
  });

describe('generateMaze', () => {
  it('always leaves a path from start to end, with both ends open', () => {
    fc.assert(
      fc.property(gridWithEndpoints, ({ grid, seed }) => {
        generateMaze(grid, seeded(seed));
        expect(grid.walls[grid.start]).toBe(0);
        expect(grid.walls[grid.end]).toBe(0);
        expect(bfs(grid).path).not.toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it('builds real corridors: a good share of the cells are walls', () => {
    const grid: Grid = createGrid(21, 41);
    generateMaze(grid, seeded(7));
    const walls = grid.walls.reduce((sum, wall) => sum + wall, 0);
    expect(walls / grid.walls.length).toBeGreaterThan(0.3);
    expect(grid.weights.every((weight) => weight === 0)).toBe(true);
  });
});

describe('randomWalls', () => {
  it('walls about the configured share of cells, never the endpoints', () => {
    const grid = createGrid(50, 100);
    randomWalls(grid, seeded(42));
    const share = grid.walls.reduce((sum, wall) => sum + wall, 0) / grid.walls.length;
    expect(share).toBeGreaterThan(RANDOM_WALL_DENSITY - 0.05);
    expect(share).toBeLessThan(RANDOM_WALL_DENSITY + 0.05);
    expect(grid.walls[grid.start]).toBe(0);
    expect(grid.walls[grid.end]).toBe(0);
  });
});
