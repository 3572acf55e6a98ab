import { Archive, Eye, EyeOff, FileDown, Upload } from 'lucide-react';
import { useRef } from 'react';
import { NEW_FILE_TYPES, type NewFileExtension } from '../../lib/monaco/languages';
import { DockSlot } from '../../lib/dock-slot';
import { EDITOR_THEMES, parseTheme, type EditorTheme } from '../../lib/monaco/themes';
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

const ICON = 15;

/** docs/product.md#code-editor: New File dropdown, import, export ZIP, download current, theme, preview toggle. */
export function EditorToolbar(props: EditorToolbarProps) {
  const input = useRef<HTMLInputElement>(null);
  const { disabled } = props;
  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Editor tools">
      <div className={styles.toolGroup}>
        <label className={styles.srOnly} htmlFor="editor-new-file">
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
        <button
          type="button"
          className={styles.btn}
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          <Upload size={ICON} aria-hidden />
          <span className={styles.btnLabel}>Import</span>
        </button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          data-testid="editor-import-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length > 0) props.onImport(files);
          }}
        />
        <button type="button" className={styles.btn} disabled={disabled} onClick={props.onExport}>
          <Archive size={ICON} aria-hidden />
          <span className={styles.btnLabel}>Export ZIP</span>
        </button>
        <button
          type="button"
          className={styles.btn}
          disabled={disabled || !props.canDownload}
          onClick={props.onDownload}
        >
          <FileDown size={ICON} aria-hidden />
          <span className={styles.btnLabel}>Download</span>
        </button>
      </div>
      <span className={styles.spacer} />
      <div className={styles.toolGroup}>
        <label className={styles.srOnly} htmlFor="editor-theme">
          Theme
        </label>
        <select
          id="editor-theme"
          className={styles.select}
          value={props.theme}
          onChange={(event) => {
            const theme = parseTheme(event.target.value);
            if (theme) props.onTheme(theme);
          }}
        >
          {EDITOR_THEMES.map((theme) => (
            <option key={theme.id} value={theme.id}>
              {theme.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={styles.btn}
          aria-pressed={props.preview}
          onClick={() => props.onPreview(!props.preview)}
        >
          {props.preview ? <Eye size={ICON} aria-hidden /> : <EyeOff size={ICON} aria-hidden />}
          <span className={styles.btnLabel}>Preview</span>
        </button>
      </div>
      <DockSlot place="tool" />
    </div>
  );
}
