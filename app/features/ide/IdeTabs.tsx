import { CloseMark } from '../../lib/ui/CloseMark';
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
  if (tabs.length === 0) return null;
  return (
    <div className={tool.tabs} role="tablist" aria-label="Open files">
      {tabs.map((file, index) => {
        const active = file.id === activeId;
        return (
          <div key={file.id} className={tool.tabItem} data-active={active} role="presentation">
            <button
              type="button"
              role="tab"
              id={`ide-tab-${file.id}`}
              className={tool.tab}
              aria-selected={active}
              tabIndex={active || (!activeId && index === 0) ? 0 : -1}
              title={`${pathOf(file.id)} — Delete to close`}
              aria-keyshortcuts="Delete"
              onClick={() => onSelect(file.id)}
              onKeyDown={(event) => {
                if (event.key === 'Delete') onClose(file.id);
                if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
                const next =
                  tabs[(index + (event.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length];
                if (!next) return;
                onSelect(next.id);
                document.getElementById(`ide-tab-${next.id}`)?.focus();
              }}
            >
              {file.name}
              <CloseMark name={file.name} onClose={() => onClose(file.id)} />
            </button>
          </div>
        );
      })}
    </div>
  );
}
