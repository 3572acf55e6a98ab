import type { Color, Step, StepKind, TreeSnapshot } from './rbtree-types';
import { insertFixup, type Node, type TreeCore } from './rbtree-fixups';
import { deleteFixup } from './rbtree-fixups';

/**
 * A red-black tree (after CLRS, with a shared black sentinel for empty children) that records
 * each comparison, recolouring and rotation as a Step, so the page can replay an operation.
 */
export class RedBlackTree implements TreeCore {
  readonly nil: Node;
  root: Node;
  size = 0;
  private steps: Step[] = [];

  constructor() {
    const nil = { key: Number.NaN, color: 'black' } as Node;
    nil.left = nil.right = nil.parent = nil;
    this.nil = nil;
    this.root = nil;
  }

  snapshot(node: Node = this.root): TreeSnapshot | null {
    if (node === this.nil) return null;
    const { key, color } = node;
    return { key, color, left: this.snapshot(node.left), right: this.snapshot(node.right) };
  }

  has(key: number): boolean {
    return this.find(key, false) !== this.nil;
  }

  record(kind: StepKind, message: string, highlight: Array<Node | number> = []): void {
    const keys = highlight
      .map((item) => (typeof item === 'number' ? item : item.key))
      .filter((key) => !Number.isNaN(key));
    this.steps.push({ kind, message, tree: this.snapshot(), highlight: keys });
  }

  private takeSteps(): Step[] {
    const steps = this.steps;
    this.steps = [];
    return steps;
  }

  /** Walks down from the root, recording each comparison when asked. */
  private find(key: number, recordSteps: boolean): Node {
    let node = this.root;
    while (node !== this.nil && node.key !== key) {
      const direction = key < node.key ? 'left' : 'right';
      if (recordSteps) {
        this.record(
          'compare',
          `${key} ${key < node.key ? '<' : '>'} ${node.key}: go ${direction}`,
          [node],
        );
      }
      node = node[direction];
    }
    return node;
  }

  search(key: number): { found: boolean; path: number[]; steps: Step[] } {
    const found = this.find(key, true);
    const path = this.steps.map((step) => step.highlight[0]!);
    if (found === this.nil) this.record('not-found', `${key} is not in the tree`, path);
    else {
      path.push(key);
      this.record('found', `Found ${key}`, path);
    }
    return { found: found !== this.nil, path, steps: this.takeSteps() };
  }

  insert(key: number): Step[] {
    let parent = this.nil;
    let node = this.root;
    while (node !== this.nil) {
      if (key === node.key) {
        this.record('duplicate', `${key} is already in the tree`, [node]);
        return this.takeSteps();
      }
      parent = node;
      const direction = key < node.key ? 'left' : 'right';
      this.record('compare', `${key} ${key < node.key ? '<' : '>'} ${node.key}: go ${direction}`, [
        node,
      ]);
      node = node[direction];
    }
    const created: Node = { key, color: 'red', left: this.nil, right: this.nil, parent };
    if (parent === this.nil) this.root = created;
    else if (key < parent.key) parent.left = created;
    else parent.right = created;
    this.size++;
    this.record('insert', `Insert ${key} as a red node`, [created]);
    insertFixup(this, created);
    return this.takeSteps();
  }

  delete(key: number): Step[] {
    const target = this.find(key, true);
    if (target === this.nil) {
      this.record('not-found', `${key} is not in the tree`);
      return this.takeSteps();
    }
    let removedColor: Color = target.color;
    let replacement: Node;
    if (target.left === this.nil || target.right === this.nil) {
      replacement = target.left === this.nil ? target.right : target.left;
      this.transplant(target, replacement);
      this.record('remove', `Remove ${key}`, [replacement]);
    } else {
      const successor = this.minimum(target.right);
      removedColor = successor.color;
      replacement = successor.right;
      if (successor.parent === target) replacement.parent = successor;
      else {
        this.transplant(successor, successor.right);
        successor.right = target.right;
        successor.right.parent = successor;
      }
      this.transplant(target, successor);
      successor.left = target.left;
      successor.left.parent = successor;
      successor.color = target.color;
      this.record('remove', `Remove ${key}: its successor ${successor.key} takes its place`, [
        successor,
      ]);
    }
    this.size--;
    if (removedColor === 'black') deleteFixup(this, replacement);
    return this.takeSteps();
  }

  private minimum(node: Node): Node {
    while (node.left !== this.nil) node = node.left;
    return node;
  }

  private transplant(out: Node, into: Node): void {
    if (out.parent === this.nil) this.root = into;
    else if (out === out.parent.left) out.parent.left = into;
    else out.parent.right = into;
    into.parent = out.parent;
  }

  rotate(node: Node, direction: 'left' | 'right'): void {
    const opposite = direction === 'left' ? 'right' : 'left';
    const pivot = node[opposite];
    node[opposite] = pivot[direction];
    if (pivot[direction] !== this.nil) pivot[direction].parent = node;
    pivot.parent = node.parent;
    if (node.parent === this.nil) this.root = pivot;
    else if (node === node.parent[direction]) node.parent[direction] = pivot;
    else node.parent[opposite] = pivot;
    pivot[direction] = node;
    node.parent = pivot;
    this.record(`rotate-${direction}`, `Rotate ${direction} at ${node.key}`, [node, pivot]);
  }
}
