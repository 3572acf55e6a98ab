import { FileTabs } from '../../lib/ui/FileTabs';
import type { TreeNode } from './tree';

interface IdeTabsProps {
  tabs: readonly TreeNode[];
  activeId: string | null;
  pathOf: (id: string) => string;
  onSelect: (id: string) => void;
  onClose: (id: string) => void;
}

export function IdeTabs({ tabs, activeId, pathOf, onSelect, onClose }: IdeTabsProps) {
  if (tabs.length === 0) return null;
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
