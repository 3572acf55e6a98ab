import { useState, type KeyboardEvent } from 'react';
import type { EditorFile } from './files';
import { CloseMark } from '../../lib/ui/CloseMark';
import styles from '../../lib/ui/tool.module.css';

interface EditorTabsProps {
  files: readonly EditorFile[];
  activeId: string | null;
  onSelect: (id: string) => void;
  onClose: (id: string) => void;
  /** Returns an error message when the name is refused, null when renamed. */
  onRename: (id: string, name: string) => string | null;
}

/** Tabs with a 'changed since last download' dot, a close button and inline rename (double-click or F2). */
export function EditorTabs({ files, activeId, onSelect, onClose, onRename }: EditorTabsProps) {
  const [renaming, setRenaming] = useState<{ id: string; draft: string } | null>(null);

  const commit = () => {
    if (!renaming) return;
    // A refused name keeps the field open so the visitor can fix it; the message says why.
    if (onRename(renaming.id, renaming.draft.trim()) === null) setRenaming(null);
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, file: EditorFile) => {
    const index = files.findIndex((item) => item.id === file.id);
    if (event.key === 'F2') {
      event.preventDefault();
      setRenaming({ id: file.id, draft: file.name });
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      const step = event.key === 'ArrowRight' ? 1 : -1;
      const next = files[(index + step + files.length) % files.length];
      if (next) {
        onSelect(next.id);
        document.getElementById(`editor-tab-${next.id}`)?.focus();
      }
    } else if (event.key === 'Delete') {
      onClose(file.id);
    }
  };

  return (
    <div className={styles.tabs} role="tablist" aria-label="Open files">
      {files.map((file) => {
        const active = file.id === activeId;
        return (
          <div key={file.id} className={styles.tabItem} data-active={active} role="presentation">
            {renaming?.id === file.id ? (
              <input
                className={styles.renameInput}
                aria-label={`Rename ${file.name}`}
                value={renaming.draft}
                autoFocus
                onFocus={(event) => {
                  const dot = event.target.value.lastIndexOf('.');
                  event.target.setSelectionRange(0, dot > 0 ? dot : event.target.value.length);
                }}
                onChange={(event) => setRenaming({ id: file.id, draft: event.target.value })}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') commit();
                  if (event.key === 'Escape') setRenaming(null);
                }}
                onBlur={() => setRenaming(null)}
              />
            ) : (
              <button
                type="button"
                role="tab"
                id={`editor-tab-${file.id}`}
                className={styles.tab}
                aria-selected={active}
                tabIndex={active ? 0 : -1}
                title={`${file.name} — double-click or F2 to rename, Delete to close`}
                aria-keyshortcuts="F2 Delete"
                onClick={() => onSelect(file.id)}
                onDoubleClick={() => setRenaming({ id: file.id, draft: file.name })}
                onKeyDown={(event) => onTabKey(event, file)}
              >
                {file.name}
                {file.dirty && (
                  // Every change is kept in this browser at once; the dot says what is not yet
                  // on the visitor's disk (Export ZIP and Download clear it).
                  <span className={styles.dirty} title="Changed since your last download">
                    <span className={styles.srOnly}> (changed since last download)</span>
                  </span>
                )}
                <CloseMark name={file.name} onClose={() => onClose(file.id)} />
              </button>
            )}
          </div>
        );
      })}
    </div>
  );
}
