import type { IdeProject } from './project';
import { filesUnder, locate, makeNode, updateNode, type TreeNode } from './tree';

export type OpResult = { project: IdeProject; nodeId?: string } | { error: string };

/** Why `name` (already trimmed) cannot be used in `folder`, or null. */
function nameError(folder: TreeNode, name: string, ignoreId?: string): string | null {
  if (name === '') return 'A name is required.';
  if (name.includes('/') || name.includes('\\')) return 'A name cannot contain slashes.';
  if (name === '.' || name === '..') return `"${name}" is not a valid name.`;
  if ((folder.children ?? []).some((child) => child.id !== ignoreId && child.name === name)) {
    return `"${name}" already exists in ${folder.name}.`;
  }
  return null;
}

/** Adds a file or folder to a folder; a new file opens in a tab and becomes active. */
export function addNode(
  project: IdeProject,
  parentId: string,
  type: TreeNode['type'],
  rawName: string,
): OpResult {
  const parent = locate(project.tree, parentId)?.node;
  if (!parent || parent.type !== 'folder') return { error: 'Choose a folder first.' };
  const name = rawName.trim();
  const error = nameError(parent, name);
  if (error) return { error };
  const node = makeNode(type, name);
  const tree = updateNode(project.tree, parentId, (folder) => ({
    ...folder,
    children: [...(folder.children ?? []), node],
  }));
  if (type === 'folder') return { project: { ...project, tree }, nodeId: node.id };
  return {
    project: {
      tree,
      contents: { ...project.contents, [node.id]: '' },
      tabs: [...project.tabs, node.id],
      activeId: node.id,
    },
    nodeId: node.id,
  };
}

/** Renaming to the same name does nothing; a name used in the same folder is refused. */
export function renameNode(project: IdeProject, id: string, rawName: string): OpResult {
  const found = locate(project.tree, id);
  if (!found?.parent) return { error: 'The project folder cannot be renamed.' };
  const name = rawName.trim();
  if (name === found.node.name) return { project };
  const error = nameError(found.parent, name, id);
  if (error) return { error };
  return {
    project: { ...project, tree: updateNode(project.tree, id, (node) => ({ ...node, name })) },
  };
}

/** docs/product.md: closing a tab moves the active one to another open tab (previous, else first), or none. */
export function closeTab(
  tabs: readonly string[],
  activeId: string | null,
  id: string,
): { tabs: string[]; activeId: string | null } {
  const index = tabs.indexOf(id);
  if (index === -1) return { tabs: [...tabs], activeId };
  const rest = tabs.filter((tab) => tab !== id);
  if (activeId !== id) return { tabs: rest, activeId };
  return { tabs: rest, activeId: rest[index - 1] ?? rest[0] ?? null };
}

export function openTab(project: IdeProject, id: string): IdeProject {
  return {
    ...project,
    tabs: project.tabs.includes(id) ? project.tabs : [...project.tabs, id],
    activeId: id,
  };
}

/** Removes a node; for a folder all descendants, their stored contents and their tabs go too. */
export function deleteNode(project: IdeProject, id: string): OpResult {
  const found = locate(project.tree, id);
  if (!found?.parent) return { error: 'The project folder cannot be deleted.' };
  const gone = new Set(filesUnder(found.node).map((file) => file.id));
  const tree = updateNode(project.tree, found.parent.id, (folder) => ({
    ...folder,
    children: (folder.children ?? []).filter((child) => child.id !== id),
  }));
  const contents = Object.fromEntries(
    Object.entries(project.contents).filter(([fileId]) => !gone.has(fileId)),
  );
  let tabs = { tabs: project.tabs, activeId: project.activeId };
  for (const fileId of gone) tabs = closeTab(tabs.tabs, tabs.activeId, fileId);
  return { project: { tree, contents, tabs: tabs.tabs, activeId: tabs.activeId } };
}
