import { useState } from 'react';
import type { EditorFile } from './files';
import { FileTabs } from '../../lib/ui/FileTabs';
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

  return (
    <FileTabs
      tabs={files}
      activeId={activeId}
      idPrefix="editor-tab"
      title={(file) => `${file.name} — double-click or F2 to rename, Delete to close`}
      onSelect={onSelect}
      onClose={onClose}
      onStartRename={(file) => setRenaming({ id: file.id, draft: file.name })}
      renameField={(file) =>
        renaming?.id === file.id ? (
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
        ) : null
      }
      mark={(file) =>
        file.dirty && (
          // Every change is kept in this browser at once; the dot says what is not yet on the
          // visitor's disk (Export ZIP and Download clear it).
          <span className={styles.dirty} title="Changed since your last download">
            <span className="visually-hidden"> (changed since last download)</span>
          </span>
        )
      }
    />
  );
}
