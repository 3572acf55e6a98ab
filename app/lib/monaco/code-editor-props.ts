import type * as MonacoApi from 'monaco-editor';
import type { EditorTheme } from './themes';

export const EDITOR_TAB_SIZE = 2;

export interface CodeEditorProps {
  /** Model key, unique per file: `${scope}/${fileId}`. */
  modelPath: string;
  /** Models under this scope that are not in `livePaths` are disposed. */
  scope: string;
  livePaths?: readonly string[];
  value: string;
  language: string;
  theme: EditorTheme;
  ariaLabel: string;
  className?: string;
  onChange: (value: string) => void;
  onCursorChange?: (line: number, column: number) => void;
  onFocus?: () => void;
  /** Moves the cursor to this line (a new object each time, so the same line can repeat). */
  reveal?: { line: number; column?: number } | null;
  /**
   * Called when a model is shown; room mode binds it to a Y.Text here (y-monaco MonacoBinding)
   * and returns the cleanup.
   */
  onModelReady?: (
    model: MonacoApi.editor.ITextModel,
    editor: MonacoApi.editor.IStandaloneCodeEditor,
  ) => (() => void) | void;
  /**
   * The model's text is kept in step by the binding made in onModelReady (room mode): `value`
   * only fills a new model and is never pushed into a bound one, since a React value that lags
   * behind the binding would undo the keystrokes typed in between.
   */
  externallySynced?: boolean;
}
