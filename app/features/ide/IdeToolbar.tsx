import { Archive, Columns2, FilePlus, FolderPlus, FolderUp, Upload } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { DockSlot } from '../../lib/dock-slot';
import { EDITOR_THEMES, parseTheme, type EditorTheme } from '../../lib/monaco/themes';
import tool from '../../lib/ui/tool.module.css';

interface IdeToolbarProps {
  disabled: boolean;
  split: boolean;
  theme: EditorTheme;
  onNewFile: () => void;
  onNewFolder: () => void;
  onImportFiles: (files: File[]) => void;
  onImportFolder: (files: File[]) => void;
  onSplit: (on: boolean) => void;
  onExport: () => void;
  onTheme: (theme: EditorTheme) => void;
}

const ICON = 15;

function FilePicker({ folder, onFiles }: { folder: boolean; onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // React does not know the non-standard attribute; set it on the element.
    if (folder) input.current?.setAttribute('webkitdirectory', '');
  }, [folder]);
  return (
    <input
      ref={input}
      id={folder ? 'ide-import-folder' : 'ide-import-files'}
      type="file"
      multiple
      hidden
      data-testid={folder ? 'ide-import-folder-input' : 'ide-import-files-input'}
      onChange={(event) => {
        const files = Array.from(event.target.files ?? []);
        event.target.value = '';
        if (files.length > 0) onFiles(files);
      }}
    />
  );
}

/** docs/product.md#browser-ide: new file, new folder, import files, import folder, theme; plus split and export. */
export function IdeToolbar(props: IdeToolbarProps) {
  const { disabled } = props;
  const click = (id: string) => document.getElementById(id)?.click();
  return (
    <div className={tool.toolbar} role="toolbar" aria-label="IDE tools">
      <div className={tool.toolGroup}>
        <button type="button" className={tool.btn} disabled={disabled} onClick={props.onNewFile}>
          <FilePlus size={ICON} aria-hidden />
          <span className={tool.btnLabel}>New File</span>
        </button>
        <button type="button" className={tool.btn} disabled={disabled} onClick={props.onNewFolder}>
          <FolderPlus size={ICON} aria-hidden />
          <span className={tool.btnLabel}>New Folder</span>
        </button>
        <span className={tool.toolSep} />
        <button
          type="button"
          className={tool.btn}
          disabled={disabled}
          onClick={() => click('ide-import-files')}
        >
          <Upload size={ICON} aria-hidden />
          <span className={tool.btnLabel}>Import Files</span>
        </button>
        <button
          type="button"
          className={tool.btn}
          disabled={disabled}
          onClick={() => click('ide-import-folder')}
        >
          <FolderUp size={ICON} aria-hidden />
          <span className={tool.btnLabel}>Import Folder</span>
        </button>
        <FilePicker folder={false} onFiles={props.onImportFiles} />
        <FilePicker folder onFiles={props.onImportFolder} />
        <button type="button" className={tool.btn} disabled={disabled} onClick={props.onExport}>
          <Archive size={ICON} aria-hidden />
          <span className={tool.btnLabel}>Export ZIP</span>
        </button>
      </div>
      <span className={tool.spacer} />
      <div className={tool.toolGroup}>
        <button
          type="button"
          className={tool.btn}
          aria-pressed={props.split}
          disabled={disabled}
          onClick={() => props.onSplit(!props.split)}
        >
          <Columns2 size={ICON} aria-hidden />
          <span className={tool.btnLabel}>Split</span>
        </button>
        <label className={tool.srOnly} htmlFor="ide-theme">
          Theme
        </label>
        <select
          id="ide-theme"
          className={tool.select}
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
      </div>
      <DockSlot place="tool" />
    </div>
  );
}
