import { describe, expect, it } from 'vitest';
import { labRedirectTarget } from './lab-redirects';

const target = (id: Parameters<typeof labRedirectTarget>[0], path: string) =>
  labRedirectTarget(id, new URL(path, 'http://localhost'));

describe('labRedirectTarget', () => {
  it('sends /fluxbuilder to the builder page', () => {
    expect(target('fluxbuilder', '/fluxbuilder')).toBe('/fluxbuilder/index.html');
  });

  it.each([
    ['/algo/bfs', '/algo/bfs.html'],
    ['/algo/bfs-2', '/algo/bfs-2.html'],
    ['/algo/dfs', '/algo/dfs.html'],
    ['/algo/dijkstra/', '/algo/dijkstra.html'],
  ])('sends %s to its own page', (path, page) => {
    expect(target('algo-page', path)).toBe(page);
  });

  it.each(['/algo/astar', '/algo/BFS', '/algo/bfs/extra', '/algo/', '/algo/rbtree'])(
    'sends the unknown %s to the index',
    (path) => {
      expect(target('algo-page', path)).toBe('/algo/index.html');
    },
  );

  it('sends /algo to the index and keeps the query string', () => {
    expect(target('algo', '/algo')).toBe('/algo/index.html');
    expect(target('algo-page', '/algo/bfs?grid=5.5.0.1..')).toBe('/algo/bfs.html?grid=5.5.0.1..');
  });

  it('never redirects a static page path (that would loop if the file is missing)', () => {
    for (const page of ['index', 'bfs', 'bfs-2', 'dfs', 'dijkstra', 'rbtree']) {
      expect(target('algo-page', `/algo/${page}.html`)).toBeNull();
    }
    expect(target('algo-page', '/algo/nope.html')).toBe('/algo/index.html');
  });

  it('reads a path of many slashes in one pass', () => {
    const slashes = '/'.repeat(15_000);
    expect(target('algo-page', `/algo/dijkstra${slashes}`)).toBe('/algo/dijkstra.html');
    expect(target('algo-page', `/algo/${slashes}x`)).toBe('/algo/index.html');
  });
});
