import { inOrderKeys, type TreeSnapshot } from './rbtree-types';

export interface InvariantReport {
  rootBlack: boolean;
  noRedRedEdge: boolean;
  /** Black nodes on every root-to-leaf path, or null when the paths disagree. */
  blackHeight: number | null;
  searchOrder: boolean;
}

export const INVARIANT_LABELS: Record<keyof InvariantReport, string> = {
  rootBlack: 'The root is black',
  noRedRedEdge: 'No red node has a red child',
  blackHeight: 'Every path down has the same number of black nodes',
  searchOrder: 'Keys are in search-tree order (left < node < right)',
};

function blackHeightOf(tree: TreeSnapshot | null): number | null {
  if (!tree) return 1;
  const left = blackHeightOf(tree.left);
  const right = blackHeightOf(tree.right);
  if (left === null || right === null || left !== right) return null;
  return left + (tree.color === 'black' ? 1 : 0);
}

function hasRedRedEdge(tree: TreeSnapshot | null): boolean {
  if (!tree) return false;
  const redChild = [tree.left, tree.right].some((child) => child?.color === 'red');
  return (
    (tree.color === 'red' && redChild) || hasRedRedEdge(tree.left) || hasRedRedEdge(tree.right)
  );
}

export function checkInvariants(tree: TreeSnapshot | null): InvariantReport {
  const keys = inOrderKeys(tree);
  return {
    rootBlack: !tree || tree.color === 'black',
    noRedRedEdge: !hasRedRedEdge(tree),
    blackHeight: blackHeightOf(tree),
    searchOrder: keys.every((key, i) => i === 0 || keys[i - 1]! < key),
  };
}

export function allHold(report: InvariantReport): boolean {
  return (
    report.rootBlack && report.noRedRedEdge && report.blackHeight !== null && report.searchOrder
  );
}
