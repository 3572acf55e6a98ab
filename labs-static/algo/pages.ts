/**
 * The algorithm pages: one HTML template (page.html) filled from this table at build time
 * (vite.labs.config.ts), so the pages differ only in what is theirs.
 */
export interface AlgorithmPage {
  /** The page's file name and its script's: /algo/{slug}.html loads ./{slug}.ts. */
  slug: string;
  title: string;
  description: string;
  /** One sentence under the title. */
  hint: string;
  /** The id the skip link jumps to, and what it says. */
  skipTarget: string;
  skipLabel: string;
  mainClass: 'pathfinder' | 'rb-page';
}

const GRID_SKIP = { skipTarget: 'grid-stage', skipLabel: 'Skip to the grid' } as const;

export const ALGORITHM_PAGES: readonly AlgorithmPage[] = [
  {
    slug: 'bfs',
    title: 'Breadth-first search',
    description:
      'Breadth-first search on a grid you draw: walls, mazes, a step-by-step animation, shareable links and a side-by-side comparison with DFS and Dijkstra.',
    hint: 'BFS explores the grid ring by ring, so its path is the shortest in steps.',
    ...GRID_SKIP,
    mainClass: 'pathfinder',
  },
  {
    slug: 'bfs-2',
    title: 'Bidirectional BFS',
    description:
      'Bidirectional breadth-first search: two searches grow from the start and the end and meet in the middle. Draw walls, animate, share the grid.',
    hint: 'Two breadth-first searches, one from each end, meeting in the middle: the same shortest path, far fewer cells visited.',
    ...GRID_SKIP,
    mainClass: 'pathfinder',
  },
  {
    slug: 'dfs',
    title: 'Depth-first search',
    description:
      'Depth-first search on a grid you draw: watch it dive and backtrack, compare it with BFS and Dijkstra, and share the grid by link.',
    hint: 'DFS dives down one corridor before backtracking: it finds a path whenever one exists, rarely the shortest.',
    ...GRID_SKIP,
    mainClass: 'pathfinder',
  },
  {
    slug: 'dijkstra',
    title: "Dijkstra's algorithm",
    description:
      "Dijkstra's algorithm on a grid with walls and weighted cells: animated step by step, compared with BFS and DFS, shareable by link.",
    hint: 'Dijkstra settles cells cheapest first, so it walks around weighted cells when that is cheaper.',
    ...GRID_SKIP,
    mainClass: 'pathfinder',
  },
  {
    slug: 'rbtree',
    title: 'Red-black tree',
    description:
      'A red-black tree you can insert into, delete from and search, with every comparison, recolouring and rotation animated step by step and its invariants checked.',
    hint: 'A search tree that keeps itself balanced with recolourings and rotations.',
    skipTarget: 'rb-key',
    skipLabel: 'Skip to the key field',
    mainClass: 'rb-page',
  },
];
