import type { KeyboardEvent, ReactNode } from 'react';
import { CloseMark } from './CloseMark';
import tool from './tool.module.css';

interface FileTab {
  id: string;
  name: string;
}

interface FileTabsProps<Tab extends FileTab> {
  tabs: readonly Tab[];
  activeId: string | null;
  /** Each tab's element id is `${idPrefix}-${tab.id}`: unique on the page. */
  idPrefix: string;
  /** The tab's tooltip: what it is and which keys it takes. */
  title: (tab: Tab) => string;
  onSelect: (id: string) => void;
  onClose: (id: string) => void;
  /** F2 and a double-click start renaming; tabs without it cannot be renamed. */
  onStartRename?: (tab: Tab) => void;
  /** What stands in the tab's place while it is renamed (its name field), else null. */
  renameField?: (tab: Tab) => ReactNode;
  /** After the name, before the close mark (the editor's changed-file dot). */
  mark?: (tab: Tab) => ReactNode;
}

/**
 * The open files of the code editor and the IDE: one tab stop (the active tab), the arrows move
 * along the tabs, Delete closes, and each tab carries a close mark for the mouse.
 */
export function FileTabs<Tab extends FileTab>(props: FileTabsProps<Tab>) {
  const { tabs, activeId, idPrefix, onSelect, onClose, onStartRename } = props;

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, tab: Tab, index: number) => {
    if (event.key === 'F2' && onStartRename) {
      event.preventDefault();
      onStartRename(tab);
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      const step = event.key === 'ArrowRight' ? 1 : -1;
      const next = tabs[(index + step + tabs.length) % tabs.length];
      if (!next) return;
      onSelect(next.id);
      document.getElementById(`${idPrefix}-${next.id}`)?.focus();
    } else if (event.key === 'Delete') {
      onClose(tab.id);
    }
  };

  return (
    <div className={tool.tabs} role="tablist" aria-label="Open files">
      {tabs.map((tab, index) => {
        const active = tab.id === activeId;
        return (
          <div key={tab.id} className={tool.tabItem} data-active={active} role="presentation">
            {props.renameField?.(tab) ?? (
              <button
                type="button"
                role="tab"
                id={`${idPrefix}-${tab.id}`}
                className={tool.tab}
                aria-selected={active}
                tabIndex={active || (!activeId && index === 0) ? 0 : -1}
                title={props.title(tab)}
                aria-keyshortcuts={onStartRename ? 'F2 Delete' : 'Delete'}
                onClick={() => onSelect(tab.id)}
                onDoubleClick={onStartRename && (() => onStartRename(tab))}
                onKeyDown={(event) => onTabKey(event, tab, index)}
              >
                {tab.name}
                {props.mark?.(tab)}
                <CloseMark name={tab.name} onClose={() => onClose(tab.id)} />
              </button>
            )}
          </div>
        );
      })}
    </div>
  );
}
