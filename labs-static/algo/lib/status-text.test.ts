import { describe, expect, it } from 'vitest';
import { compareItems, formatMs, NO_PATH_TEXT, statusItems } from './status-text';

describe('statusItems', () => {
  it('prompts before a run', () => {
    expect(statusItems(null)).toEqual([{ label: 'Ready', value: 'draw walls, then Run' }]);
  });

  it('shows progress while searching, then the path length, cost and time', () => {
    expect(statusItems({ visited: 3, outcome: null }).map((item) => item.value)).toEqual([
      '3 cells',
      'searching…',
    ]);
    expect(statusItems({ visited: 9, outcome: { found: true, length: 4, cost: 8 } }, 0.5)).toEqual([
      { label: 'Visited', value: '9 cells' },
      { label: 'Path length', value: '4 steps' },
      { label: 'Cost', value: '8' },
      { label: 'Time', value: '0.50 ms' },
    ]);
  });

  it("says 'No path' when the end is unreachable", () => {
    expect(statusItems({ visited: 2, outcome: { found: false } })[1]?.value).toBe(NO_PATH_TEXT);
  });
});

describe('compareItems', () => {
  it("names each lane with its path, 'No path', or how far it has got", () => {
    expect(
      compareItems([
        { name: 'BFS', progress: { visited: 9, outcome: { found: true, length: 4, cost: 4 } } },
        { name: 'DFS', progress: { visited: 5, outcome: null } },
        { name: 'Dijkstra', progress: { visited: 9, outcome: { found: false } } },
        { name: 'Other', progress: null },
      ]),
    ).toEqual([
      { label: 'BFS', value: '4 steps, cost 4' },
      { label: 'DFS', value: 'searching…' },
      { label: 'Dijkstra', value: NO_PATH_TEXT },
      { label: 'Other', value: 'ready' },
    ]);
  });
});

describe('formatMs', () => {
  it('keeps two decimals for fast runs only', () => {
    expect(formatMs(0.123)).toBe('0.12 ms');
    expect(formatMs(42.4)).toBe('42 ms');
  });
});
