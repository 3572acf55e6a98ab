import fc from 'fast-check';
import { costOf, openNeighbours, type Grid } from './grid';

/** Random small grids with walls, weights and distinct start and end cells. */
export const gridArbitrary = (options: { weighted?: boolean; maxSide?: number } = {}) =>
  fc
    .record({
      rows: fc.integer({ min: 1, max: options.maxSide ?? 9 }),
      cols: fc.integer({ min: 2, max: options.maxSide ?? 9 }),
      seed: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 81, maxLength: 81 }),
      wallPercent: fc.integer({ min: 0, max: 60 }),
      endpoints: fc.tuple(fc.nat(), fc.nat()),
    })
    .map(({ rows, cols, seed, wallPercent, endpoints }): Grid => {
      const size = rows * cols;
      const start = endpoints[0] % size;
      const end = (start + 1 + (endpoints[1] % (size - 1))) % size;
      const walls = new Uint8Array(size);
      const weights = new Uint8Array(size);
      for (let i = 0; i < size; i++) {
        const roll = seed[i % seed.length]! * 7 + i;
        if (i === start || i === end) continue;
        if (seed[i % seed.length]! < wallPercent) walls[i] = 1;
        else if (options.weighted && roll % 3 === 0) weights[i] = 1;
      }
      return { rows, cols, walls, weights, start, end };
    });

/** Cheapest cost from start to every cell by Bellman-Ford: slow, obviously right. */
export function bellmanFord(grid: Grid, unitCost = false): number[] {
  const size = grid.rows * grid.cols;
  const distance = new Array<number>(size).fill(Infinity);
  distance[grid.start] = 0;
  for (let round = 0; round < size; round++) {
    let changed = false;
    for (let cell = 0; cell < size; cell++) {
      if (grid.walls[cell] || distance[cell] === Infinity) continue;
      for (const next of openNeighbours(grid, cell)) {
        const candidate = distance[cell]! + (unitCost ? 1 : costOf(grid, next));
        if (candidate < distance[next]!) {
          distance[next] = candidate;
          changed = true;
        }
      }
    }
    if (!changed) break;
  }
  return distance;
}

/** Throws unless the path walks from start to end through adjacent, open cells. */
export function assertValidPath(grid: Grid, path: readonly number[]): void {
  if (path[0] !== grid.start || path[path.length - 1] !== grid.end) {
    throw new Error(`path does not join start and end: ${path.join(',')}`);
  }
  for (let i = 1; i < path.length; i++) {
    if (!openNeighbours(grid, path[i - 1]!).includes(path[i]!)) {
      throw new Error(`step ${path[i - 1]} -> ${path[i]} is not a move between open cells`);
    }
  }
  if (new Set(path).size !== path.length) throw new Error('path visits a cell twice');
}
