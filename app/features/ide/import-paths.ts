import type { IdeProject } from './project';
import { locate, makeNode, updateNode, type TreeNode } from './tree';

function childNamed(folder: TreeNode, name: string) {
  return (folder.children ?? []).find((child) => child.name === name);
}

function freeName(folder: TreeNode, name: string): string {
  if (!childNamed(folder, name)) return name;
  const dot = name.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; ; n += 1) {
    const candidate = `${base} (${n})${ext}`;
    if (!childNamed(folder, candidate)) return candidate;
  }
}

/**
 * Adds imported files under `parentId`, creating the folders of their relative paths
 * ('site/css/a.css' → site/ → css/ → a.css). A file at an existing path gets the new text;
 * a name taken by the other kind of node gets a free variant. The last file becomes active.
 */
export function importPaths(
  project: IdeProject,
  parentId: string,
  entries: readonly { path: string; text: string }[],
): IdeProject {
  let { tree } = project;
  const contents = { ...project.contents };
  const tabs = [...project.tabs];
  let activeId = project.activeId;

  for (const entry of entries) {
    const segments = entry.path.split('/').filter((part) => part && part !== '.' && part !== '..');
    const fileName = segments.pop();
    if (!fileName) continue;
    let folderId = locate(tree, parentId)?.node.type === 'folder' ? parentId : 'root';

    for (const segment of segments) {
      const folder = locate(tree, folderId)?.node;
      if (!folder) break;
      const existing = childNamed(folder, segment);
      if (existing?.type === 'folder') {
        folderId = existing.id;
        continue;
      }
      const created = makeNode('folder', freeName(folder, segment));
      tree = updateNode(tree, folderId, (node) => ({
        ...node,
        children: [...(node.children ?? []), created],
      }));
      folderId = created.id;
    }

    const folder = locate(tree, folderId)?.node;
    if (!folder) continue;
    const existing = childNamed(folder, fileName);
    let fileId: string;
    if (existing?.type === 'file') {
      fileId = existing.id;
    } else {
      const file = makeNode('file', freeName(folder, fileName));
      tree = updateNode(tree, folderId, (node) => ({
        ...node,
        children: [...(node.children ?? []), file],
      }));
      fileId = file.id;
    }
    contents[fileId] = entry.text;
    activeId = fileId;
  }
  if (activeId && !tabs.includes(activeId)) tabs.push(activeId);
  return { tree, contents, tabs, activeId };
}
