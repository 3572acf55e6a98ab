import { LazyCodeEditor } from '../../lib/monaco/LazyCodeEditor';
import { languageFromName } from '../../lib/monaco/languages';
import type { EditorTheme } from '../../lib/monaco/themes';
import type { TreeNode } from './tree';
import tool from '../../lib/ui/tool.module.css';
import styles from './ide.module.css';

export const IDE_MODEL_SCOPE = 'ide';

interface EditorPaneProps {
  label: string;
  file: TreeNode | null;
  path: string;
  value: string;
  theme: EditorTheme;
  focused: boolean;
  showHeader: boolean;
  livePaths: readonly string[];
  reveal: { line: number; column?: number } | null;
  onFocus: () => void;
  onChange: (value: string) => void;
  onCursor: (line: number, column: number) => void;
}

/** One editor of the (possibly split) editor area, or 'No file open'. */
export function EditorPane(props: EditorPaneProps) {
  const { file } = props;
  return (
    <section
      className={styles.pane}
      aria-label={props.label}
      data-focused={props.focused}
      onPointerDownCapture={props.onFocus}
      onFocusCapture={props.onFocus}
    >
      {props.showHeader && (
        <header className={styles.paneHeader}>{file ? props.path : 'No file open'}</header>
      )}
      {file ? (
        <LazyCodeEditor
          className={tool.editorHost}
          loadingClassName={tool.loading}
          scope={IDE_MODEL_SCOPE}
          modelPath={`${IDE_MODEL_SCOPE}/${file.id}`}
          livePaths={props.livePaths}
          value={props.value}
          language={languageFromName(file.name)}
          theme={props.theme}
          ariaLabel={`Code of ${props.path}`}
          reveal={props.reveal}
          onChange={props.onChange}
          onCursorChange={props.onCursor}
          onFocus={props.onFocus}
        />
      ) : (
        <p className={tool.empty}>No file open</p>
      )}
    </section>
  );
}
