import {
  RBTREE_H_SPACING_PX,
  RBTREE_NODE_RADIUS_PX,
  RBTREE_V_SPACING_PX,
} from '../../shared/constants';
import type { Color, TreeSnapshot } from './rbtree-types';

export interface PlacedNode {
  key: number;
  color: Color;
  x: number;
  y: number;
  parentKey: number | null;
}

export interface TreeLayout {
  nodes: PlacedNode[];
  width: number;
  height: number;
}

/**
 * Places each node in its own column (its rank in key order) and its own row (its depth).
 * Columns are unique, so no two nodes can overlap whatever the shape, and each parent sits
 * between its subtrees, which reads as a tree.
 */
export function layoutTree(tree: TreeSnapshot | null): TreeLayout {
  const nodes: PlacedNode[] = [];
  let column = 0;
  let depth = 0;
  const margin = RBTREE_NODE_RADIUS_PX + 2;
  const visit = (node: TreeSnapshot | null, level: number, parentKey: number | null) => {
    if (!node) return;
    visit(node.left, level + 1, node.key);
    nodes.push({
      key: node.key,
      color: node.color,
      x: margin + column * RBTREE_H_SPACING_PX,
      y: margin + level * RBTREE_V_SPACING_PX,
      parentKey,
    });
    column++;
    depth = Math.max(depth, level);
    visit(node.right, level + 1, node.key);
  };
  visit(tree, 0, null);
  return {
    nodes,
    width: nodes.length === 0 ? 0 : margin * 2 + (column - 1) * RBTREE_H_SPACING_PX,
    height: nodes.length === 0 ? 0 : margin * 2 + depth * RBTREE_V_SPACING_PX,
  };
}
