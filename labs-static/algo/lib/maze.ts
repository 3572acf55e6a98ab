import { RANDOM_WALL_DENSITY } from '../../shared/constants';
import { colOf, indexOf, inBounds, rowOf, type Grid } from './grid';

/** A source of numbers in [0, 1): Math.random in the page, a seeded one in tests. */
export type Random = () => number;

function clearEndpoints(grid: Grid): void {
  for (const endpoint of [grid.start, grid.end]) {
    grid.walls[endpoint] = 0;
    grid.weights[endpoint] = 0;
  }
}

/** Scatters walls over about RANDOM_WALL_DENSITY of the cells (never the start or the end). */
export function randomWalls(grid: Grid, random: Random = Math.random): void {
  grid.weights.fill(0);
  for (let i = 0; i < grid.walls.length; i++) {
    grid.walls[i] = random() < RANDOM_WALL_DENSITY ? 1 : 0;
  }
  clearEndpoints(grid);
}

const STEPS: Array<[number, number]> = [
  [-2, 0],
  [0, 2],
  [2, 0],
  [0, -2],
];

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Opens an L-shaped corridor from a cell to the nearest room (odd row, odd column). */
function connectToRooms(grid: Grid, cell: number): void {
  const nearestOdd = (value: number, size: number) =>
    value % 2 === 1 ? value : value + 1 < size ? value + 1 : value - 1;
  const row = rowOf(grid, cell);
  const roomRow = nearestOdd(row, grid.rows);
  const roomCol = nearestOdd(colOf(grid, cell), grid.cols);
  grid.walls[indexOf(grid, roomRow, colOf(grid, cell))] = 0;
  grid.walls[indexOf(grid, roomRow, roomCol)] = 0;
}

/**
 * A perfect maze by randomised depth-first carving: every cell with an odd row and column is a
 * room, and walls between rooms are knocked down along a random spanning tree, so every room
 * is reachable. The start and the end are then joined to their nearest room, so a path from
 * one to the other always exists (on grids of at least 2 x 2).
 */
export function generateMaze(grid: Grid, random: Random = Math.random): void {
  grid.walls.fill(1);
  grid.weights.fill(0);
  if (grid.rows < 2 || grid.cols < 2) {
    grid.walls.fill(0);
    return;
  }
  const first = indexOf(grid, 1, 1);
  grid.walls[first] = 0;
  const stack = [first];
  while (stack.length > 0) {
    const current = stack[stack.length - 1]!;
    const row = rowOf(grid, current);
    const col = colOf(grid, current);
    const next = shuffled(STEPS, random).find(
      ([dr, dc]) =>
        inBounds(grid, row + dr, col + dc) && grid.walls[indexOf(grid, row + dr, col + dc)],
    );
    if (!next) {
      stack.pop();
      continue;
    }
    const [dr, dc] = next;
    grid.walls[indexOf(grid, row + dr / 2, col + dc / 2)] = 0;
    const target = indexOf(grid, row + dr, col + dc);
    grid.walls[target] = 0;
    stack.push(target);
  }
  for (const endpoint of [grid.start, grid.end]) connectToRooms(grid, endpoint);
  clearEndpoints(grid);
}
