import type { Color, StepKind } from './rbtree-types';

export interface Node {
  key: number;
  color: Color;
  left: Node;
  right: Node;
  parent: Node;
}

/** What the fix-ups need from the tree: its sentinel, root, rotations and step recorder. */
export interface TreeCore {
  readonly nil: Node;
  root: Node;
  rotate(node: Node, direction: 'left' | 'right'): void;
  record(kind: StepKind, message: string, highlight?: Array<Node | number>): void;
}

type Side = 'left' | 'right';
const other = (side: Side): Side => (side === 'left' ? 'right' : 'left');

/** Restores "no red node has a red child" after inserting the red node `node`. */
export function insertFixup(tree: TreeCore, node: Node): void {
  while (node.parent.color === 'red') {
    const parent = node.parent;
    const grandparent = parent.parent;
    const side: Side = parent === grandparent.left ? 'left' : 'right';
    const uncle = grandparent[other(side)];
    if (uncle.color === 'red') {
      parent.color = uncle.color = 'black';
      grandparent.color = 'red';
      tree.record(
        'recolor',
        `Parent ${parent.key} and uncle ${uncle.key} are red: make them black and grandparent ${grandparent.key} red`,
        [parent, uncle, grandparent],
      );
      node = grandparent;
      continue;
    }
    if (node === parent[other(side)]) {
      // The inner grandchild: rotate it to the outside first.
      node = parent;
      tree.rotate(node, side);
    }
    node.parent.color = 'black';
    node.parent.parent.color = 'red';
    tree.record(
      'recolor',
      `Uncle is black: make ${node.parent.key} black and ${node.parent.parent.key} red`,
      [node.parent, node.parent.parent],
    );
    tree.rotate(node.parent.parent, other(side));
  }
  if (tree.root.color === 'red') {
    tree.root.color = 'black';
    tree.record('recolor', `Make the root ${tree.root.key} black`, [tree.root]);
  }
}

/**
 * Restores equal black heights after a black node was removed: `node` carries an "extra
 * black" that is pushed up the tree or absorbed by rotations and recolourings.
 */
export function deleteFixup(tree: TreeCore, node: Node): void {
  while (node !== tree.root && node.color === 'black') {
    const side: Side = node === node.parent.left ? 'left' : 'right';
    const far = other(side);
    let sibling = node.parent[far];
    if (sibling.color === 'red') {
      sibling.color = 'black';
      node.parent.color = 'red';
      tree.record(
        'recolor',
        `Sibling ${sibling.key} is red: make it black and parent ${node.parent.key} red`,
        [sibling, node.parent],
      );
      tree.rotate(node.parent, side);
      sibling = node.parent[far];
    }
    if (sibling.left.color === 'black' && sibling.right.color === 'black') {
      sibling.color = 'red';
      tree.record(
        'recolor',
        `Sibling ${sibling.key} has two black children: make it red and move up`,
        [sibling],
      );
      node = node.parent;
      continue;
    }
    if (sibling[far].color === 'black') {
      sibling[side].color = 'black';
      sibling.color = 'red';
      tree.record(
        'recolor',
        `Sibling's far child is black: make ${sibling[side].key} black and ${sibling.key} red`,
        [sibling[side], sibling],
      );
      tree.rotate(sibling, far);
      sibling = node.parent[far];
    }
    sibling.color = node.parent.color;
    node.parent.color = 'black';
    sibling[far].color = 'black';
    tree.record(
      'recolor',
      `Sibling ${sibling.key} takes parent ${node.parent.key}'s colour; parent and far nephew turn black`,
      [sibling, node.parent, sibling[far]],
    );
    tree.rotate(node.parent, side);
    node = tree.root;
  }
  if (node.color === 'red') {
    node.color = 'black';
    tree.record('recolor', `Make ${node.key} black`, [node]);
  }
}
