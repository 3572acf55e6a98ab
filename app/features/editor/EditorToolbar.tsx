import { Archive, Eye, EyeOff, FileDown, Upload } from 'lucide';
import { NEW_FILE_TYPES, type NewFileExtension } from '../../lib/monaco/languages';
import { DockSlot } from '../../lib/dock-slot';
import { ThemeSelect } from '../../lib/monaco/ThemeSelect';
import type { EditorTheme } from '../../lib/monaco/themes';
import { ImportButton, ToolButton } from '../../lib/ui/ToolButton';
import styles from '../../lib/ui/tool.module.css';

interface EditorToolbarProps {
  disabled: boolean;
  canDownload: boolean;
  theme: EditorTheme;
  preview: boolean;
  onNewFile: (ext: NewFileExtension) => void;
  onImport: (files: File[]) => void;
  onExport: () => void;
  onDownload: () => void;
  onTheme: (theme: EditorTheme) => void;
  onPreview: (on: boolean) => void;
}

/** docs/product.md#code-editor: New File dropdown, import, export ZIP, download current, theme, preview toggle. */
export function EditorToolbar(props: EditorToolbarProps) {
  const { disabled } = props;
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Editor tools">
      <div className={styles.toolGroup}>
        <label className="visually-hidden" htmlFor="editor-new-file">
          New file
        </label>
        <select
          id="editor-new-file"
          className={styles.select}
          value=""
          disabled={disabled}
          onChange={(event) => {
            const ext = NEW_FILE_TYPES.find((type) => type.ext === event.target.value)?.ext;
            if (ext) props.onNewFile(ext);
          }}
        >
          <option value="">+ New File</option>
          {NEW_FILE_TYPES.map((type) => (
            <option key={type.ext} value={type.ext}>
              .{type.ext} — {type.label}
            </option>
          ))}
        </select>
        <ImportButton
          icon={Upload}
          label="Import"
          disabled={disabled}
          testId="editor-import-input"
          onFiles={props.onImport}
        />
        <ToolButton
          icon={Archive}
          label="Export ZIP"
          disabled={disabled}
          onClick={props.onExport}
        />
        <ToolButton
          icon={FileDown}
          label="Download"
          disabled={disabled || !props.canDownload}
          onClick={props.onDownload}
        />
      </div>
      <span className={styles.spacer} />
      <div className={styles.toolGroup}>
        <ThemeSelect id="editor-theme" value={props.theme} onChange={props.onTheme} />
        <ToolButton
          icon={props.preview ? Eye : EyeOff}
          label="Preview"
          pressed={props.preview}
          onClick={() => props.onPreview(!props.preview)}
        />
      </div>
      <DockSlot place="tool" />
    </div>
  );
}
