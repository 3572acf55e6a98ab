import { FileTabs } from '../../lib/ui/FileTabs';
import type { TreeNode } from './tree';
import tool from '../../lib/ui/tool.module.css';

interface IdeTabsProps {
  tabs: readonly TreeNode[];
  activeId: string | null;
  pathOf: (id: string) => string;
  onSelect: (id: string) => void;
  onClose: (id: string) => void;
}

export function IdeTabs({ tabs, activeId, pathOf, onSelect, onClose }: IdeTabsProps) {
  // An empty strip keeps the tabs' room (while the project loads, or with every tab closed):
  // the editors below do not jump when tabs appear.
  if (tabs.length === 0) return <div className={tool.tabs} aria-hidden="true" />;
  return (
    <FileTabs
      tabs={tabs}
      activeId={activeId}
      idPrefix="ide-tab"
      title={(file) => `${pathOf(file.id)} — Delete to close`}
      onSelect={onSelect}
      onClose={onClose}
    />
  );
}
