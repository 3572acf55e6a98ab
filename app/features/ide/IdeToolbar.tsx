import { Archive, Columns2, FilePlus, FolderPlus, FolderUp, Upload } from 'lucide';
import { DockSlot } from '../../lib/dock-slot';
import { ThemeSelect } from '../../lib/monaco/ThemeSelect';
import type { EditorTheme } from '../../lib/monaco/themes';
import { ImportButton, ToolButton } from '../../lib/ui/ToolButton';
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

/** docs/product.md#browser-ide: new file, new folder, import files, import folder, theme; plus split and export. */
export function IdeToolbar(props: IdeToolbarProps) {
  const { disabled } = props;
  return (
    <div className={tool.toolbar} role="toolbar" aria-label="IDE tools">
      <div className={tool.toolGroup}>
        <ToolButton
          icon={FilePlus}
          label="New File"
          disabled={disabled}
          onClick={props.onNewFile}
        />
        <ToolButton
          icon={FolderPlus}
          label="New Folder"
          disabled={disabled}
          onClick={props.onNewFolder}
        />
        <span className={tool.toolSep} />
        <ImportButton
          icon={Upload}
          label="Import Files"
          disabled={disabled}
          testId="ide-import-files-input"
          onFiles={props.onImportFiles}
        />
        <ImportButton
          icon={FolderUp}
          label="Import Folder"
          disabled={disabled}
          folder
          testId="ide-import-folder-input"
          onFiles={props.onImportFolder}
        />
        <ToolButton
          icon={Archive}
          label="Export ZIP"
          disabled={disabled}
          onClick={props.onExport}
        />
      </div>
      <span className={tool.spacer} />
      <div className={tool.toolGroup}>
        <ToolButton
          icon={Columns2}
          label="Split"
          pressed={props.split}
          disabled={disabled}
          onClick={() => props.onSplit(!props.split)}
        />
        <ThemeSelect id="ide-theme" value={props.theme} onChange={props.onTheme} />
      </div>
      <DockSlot place="tool" />
    </div>
  );
}
