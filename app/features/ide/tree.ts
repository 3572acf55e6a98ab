import { newId } from '../../lib/uuid';

/** docs/product.md#entities "IDE tree node". */
export interface TreeNode {
  id: string;
  type: 'file' | 'folder';
  name: string;
  /** Folders only. */
  children?: TreeNode[];
}

export type Contents = Record<string, string>;

export const ROOT_ID = 'root';
export const ROOT_NAME = 'Project';

export function makeNode(type: TreeNode['type'], name: string): TreeNode {
  return type === 'folder'
    ? { id: newId(), type, name, children: [] }
    : { id: newId(), type, name };
}

/** Finds a node and its parent (null for the root). */
export function locate(
  tree: TreeNode,
  id: string,
  parent: TreeNode | null = null,
): { node: TreeNode; parent: TreeNode | null } | null {
  if (tree.id === id) return { node: tree, parent };
  for (const child of tree.children ?? []) {
    const found = locate(child, id, tree);
    if (found) return found;
  }
  return null;
}

export function findNode(tree: TreeNode, id: string): TreeNode | null {
  return locate(tree, id)?.node ?? null;
}

/** 'src/main.js' for a node inside the root ('' for the root; null when not in the tree). */
export function pathOf(tree: TreeNode, id: string): string | null {
  if (tree.id === id) return '';
  for (const child of tree.children ?? []) {
    const rest = pathOf(child, id);
    if (rest !== null) return rest === '' ? child.name : `${child.name}/${rest}`;
  }
  return null;
}

/** Every file under `node` (itself included when it is a file), in tree order. */
export function filesUnder(node: TreeNode): TreeNode[] {
  if (node.type === 'file') return [node];
  return (node.children ?? []).flatMap(filesUnder);
}

/** Folders first, then names in natural order: how the explorer lists a folder. */
export function sortedChildren(folder: TreeNode): TreeNode[] {
  return [...(folder.children ?? [])].sort((a, b) =>
    a.type === b.type
      ? a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' })
      : a.type === 'folder'
        ? -1
        : 1,
  );
}

/** Rebuilds the tree with `update` applied to the node with `id` (structural sharing elsewhere). */
export function updateNode(
  tree: TreeNode,
  id: string,
  update: (node: TreeNode) => TreeNode,
): TreeNode {
  if (tree.id === id) return update(tree);
  if (!tree.children) return tree;
  let changed = false;
  const children = tree.children.map((child) => {
    const next = updateNode(child, id, update);
    if (next !== child) changed = true;
    return next;
  });
  return changed ? { ...tree, children } : tree;
}

/** The ids of the folders that contain `id`, from the root down (empty for the root). */
export function ancestorsOf(tree: TreeNode, id: string): string[] {
  if (tree.id === id) return [];
  for (const child of tree.children ?? []) {
    const below = ancestorsOf(child, id);
    if (child.id === id || below.length > 0) return [tree.id, ...below];
  }
  return [];
}
