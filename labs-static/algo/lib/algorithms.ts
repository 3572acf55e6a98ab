import { bfs } from './bfs';
import { bidirectionalBfs } from './bidirectional-bfs';
import { dfs } from './dfs';
import { dijkstra } from './dijkstra';
import type { SearchAlgorithm } from './grid';

export type AlgorithmId = 'bfs' | 'bfs-2' | 'dfs' | 'dijkstra';

export interface AlgorithmInfo {
  id: AlgorithmId;
  /** Short name for buttons and panels. */
  name: string;
  run: SearchAlgorithm;
  /** Whether the algorithm takes weighted cells into account. */
  usesWeights: boolean;
  /** Whether its path is guaranteed to be the best one, as the page explains it. */
  guarantee: string;
}

export const ALGORITHMS: Record<AlgorithmId, AlgorithmInfo> = {
  bfs: {
    id: 'bfs',
    name: 'BFS',
    run: bfs,
    usesWeights: false,
    guarantee: 'Shortest path in steps; weights are ignored.',
  },
  'bfs-2': {
    id: 'bfs-2',
    name: 'Bidirectional BFS',
    run: bidirectionalBfs,
    usesWeights: false,
    guarantee: 'Shortest path in steps, searching from both ends; weights are ignored.',
  },
  dfs: {
    id: 'dfs',
    name: 'DFS',
    run: dfs,
    usesWeights: false,
    guarantee: 'Finds a path if one exists, rarely the shortest; weights are ignored.',
  },
  dijkstra: {
    id: 'dijkstra',
    name: 'Dijkstra',
    run: dijkstra,
    usesWeights: true,
    guarantee: 'Cheapest path: a weighted cell costs more to enter.',
  },
};

/** The three compared side by side in compare mode. */
export const COMPARED_ALGORITHMS: readonly AlgorithmId[] = ['bfs', 'dfs', 'dijkstra'];
