import { useAsk } from '../../lib/ui/AskDialog';
import { importFailureMessage, readImportedFiles } from '../../lib/zip/read-files';
import { downloadFile, zipEntries, ZIP_MIME } from '../../lib/zip/zip';
import type { MenuItem } from './ContextMenu';
import { importPaths } from './import-paths';
import { addNode, deleteNode, renameNode, type OpResult } from './operations';
import type { IdeProject } from './project';
import { ancestorsOf, filesUnder, locate, pathOf, ROOT_ID, type TreeNode } from './tree';

const IDE_ZIP_NAME = 'project.zip';

type TreeActionsInput = {
  project: IdeProject | null;
  /** The project as it is now, not as last rendered: typing may land while a dialog is open. */
  currentProject: () => IdeProject | null;
  update: (change: (current: IdeProject) => IdeProject) => void;
  expanded: ReadonlySet<string>;
  setExpanded: (ids: string[], open: boolean) => void;
  setSelectedId: (id: string) => void;
  setNotice: (notice: string | null) => void;
  showFile: (id: string) => void;
};

/**
 * What the explorer can do to the project: create, rename, delete (each asking first),
 * import and export, and the context menu that offers them. `dialog` is the open question.
 */
export function useTreeActions({
  project,
  currentProject,
  update,
  expanded,
  setExpanded,
  setSelectedId,
  setNotice,
  showFile,
}: TreeActionsInput) {
  const { askText, askConfirm, dialog } = useAsk();

  const apply = (result: OpResult, after?: (next: IdeProject, nodeId?: string) => void) => {
    if ('error' in result) {
      setNotice(result.error);
      return;
    }
    setNotice(null);
    update(() => result.project);
    after?.(result.project, result.nodeId);
  };

  /** A tree row, for focus to return to once a question asked from its menu is answered. */
  const treeRow = (id: string) => document.getElementById(`tree-${id}`);

  const create = async (type: TreeNode['type'], parentId: string) => {
    const name = await askText(
      { title: type === 'file' ? 'New file' : 'New folder', label: 'Name', submitLabel: 'Create' },
      treeRow(parentId),
    );
    const current = currentProject();
    if (name === null || !current) return;
    apply(addNode(current, parentId, type, name), (_next, nodeId) => {
      setExpanded([parentId], true);
      if (nodeId) setSelectedId(nodeId);
    });
  };

  const rename = async (id: string) => {
    const node = project && locate(project.tree, id)?.node;
    if (!node || id === ROOT_ID) return;
    const name = await askText(
      {
        title: `Rename ${node.name}`,
        label: 'New name',
        initial: node.name,
        submitLabel: 'Rename',
      },
      treeRow(id),
    );
    const current = currentProject();
    if (name === null || !current) return;
    apply(renameNode(current, id, name));
  };

  const remove = async (id: string) => {
    const node = project && locate(project.tree, id)?.node;
    if (!node || id === ROOT_ID) return;
    const confirmed = await askConfirm(
      {
        title: `Delete ${node.name}?`,
        message:
          node.type === 'folder'
            ? 'The folder and every file in it are removed from this browser.'
            : 'The file is removed from this browser.',
        submitLabel: 'Delete',
      },
      treeRow(id),
    );
    const current = currentProject();
    if (!confirmed || !current) return;
    apply(deleteNode(current, id), () => setSelectedId(ROOT_ID));
  };

  const importFiles = async (files: File[], intoId: string) => {
    const result = await readImportedFiles(files, { expandZip: true });
    if (result.files.length > 0) {
      update((current) => {
        const next = importPaths(current, intoId, result.files);
        if (next.activeId) setExpanded(ancestorsOf(next.tree, next.activeId), true);
        return next;
      });
    }
    setNotice(importFailureMessage(result.failed));
  };

  const exportZip = () => {
    if (!project) return;
    const entries = filesUnder(project.tree).map((file) => ({
      path: pathOf(project.tree, file.id) ?? file.name,
      text: project.contents[file.id] ?? '',
    }));
    downloadFile(IDE_ZIP_NAME, zipEntries(entries), ZIP_MIME);
  };

  const menuItems = (id: string): MenuItem[] => {
    const node = project && locate(project.tree, id)?.node;
    if (!node) return [];
    const items: MenuItem[] =
      node.type === 'folder'
        ? [
            { label: 'Toggle Open', onSelect: () => setExpanded([id], !expanded.has(id)) },
            { label: 'New File', onSelect: () => void create('file', id) },
            { label: 'New Folder', onSelect: () => void create('folder', id) },
          ]
        : [{ label: 'Open', onSelect: () => showFile(id) }];
    if (id !== ROOT_ID) {
      items.push({ label: 'Rename', onSelect: () => void rename(id) });
      items.push({ label: 'Delete', onSelect: () => void remove(id), danger: true });
    }
    return items;
  };

  return { create, rename, remove, importFiles, exportZip, menuItems, dialog };
}
