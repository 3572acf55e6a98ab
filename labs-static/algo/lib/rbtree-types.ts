export type Color = 'red' | 'black';

/** An immutable picture of the tree at one moment, what the page draws. */
export interface TreeSnapshot {
  key: number;
  color: Color;
  left: TreeSnapshot | null;
  right: TreeSnapshot | null;
}

export type StepKind =
  | 'compare'
  | 'insert'
  | 'remove'
  | 'recolor'
  | 'rotate-left'
  | 'rotate-right'
  | 'found'
  | 'not-found'
  | 'duplicate';

/** One animation frame of an operation: what just happened and the tree right after it. */
export interface Step {
  kind: StepKind;
  message: string;
  tree: TreeSnapshot | null;
  /** Keys the step is about, drawn highlighted. */
  highlight: number[];
}

export function inOrderKeys(tree: TreeSnapshot | null, into: number[] = []): number[] {
  if (!tree) return into;
  inOrderKeys(tree.left, into);
  into.push(tree.key);
  inOrderKeys(tree.right, into);
  return into;
}

export function countNodes(tree: TreeSnapshot | null): number {
  return tree ? 1 + countNodes(tree.left) + countNodes(tree.right) : 0;
}
