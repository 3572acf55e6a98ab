import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGrid } from './grid';
import { gridArbitrary } from './test-support';
import { decodeGrid, encodeGrid } from './url-state';

describe('grid URL state', () => {
  it('round-trips any grid exactly', () => {
    fc.assert(
      fc.property(gridArbitrary({ weighted: true, maxSide: 30 }), (grid) => {
        expect(decodeGrid(encodeGrid(grid))).toEqual(grid);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps an empty grid short', () => {
    const grid = createGrid(50, 100);
    expect(encodeGrid(grid)).toBe(`50.100.${grid.start}.${grid.end}..`);
  });

  it.each([
    '',
    'garbage',
    '0.10.0.1..',
    '51.10.0.1..',
    '10.101.0.1..',
    '10.10.5.5..',
    '10.10.0.100..',
    '10.10.0.1.AAAA.',
    '10.10.0.1.!!.',
    '10.10.-1.1..',
    '10.10.0.1...',
  ])('rejects %j', (text) => {
    expect(decodeGrid(text)).toBeNull();
  });

  it('clears walls a hand-edited link puts on the start or the end', () => {
    const grid = createGrid(2, 4);
    grid.walls.fill(1);
    grid.walls[grid.start] = 0;
    grid.walls[grid.end] = 0;
    const text = encodeGrid({ ...grid, walls: new Uint8Array(8).fill(1) });
    expect(decodeGrid(text)?.walls).toEqual(grid.walls);
  });
});
