import { useEffect, useLayoutEffect, useRef } from 'react';
import type * as MonacoApi from 'monaco-editor';
import { EDITOR_TAB_SIZE } from './code-editor-props';
import type { CodeEditorProps } from './code-editor-props';
import { localEchoesOf } from './local-echoes';
import { disposeModelsExcept, getOrCreateModel } from './models';
import { monaco } from './setup.client';

const EDITOR_FONT_SIZE_PX = 14;

/**
 * The one Monaco editor of the site (code editor and IDE). Loaded lazily by LazyCodeEditor, so
 * Monaco reaches the browser only on the routes that render it.
 *
 * Monaco owns the shown file's text: `value` fills a new model and replaces the text only when
 * it came from outside (see local-echoes.ts). The editor, its model and the value are set in
 * layout effects, in the same task as the render that asked for them, so no keystroke can fall
 * between a new file's props and its model being shown.
 */
export default function MonacoEditor(props: CodeEditorProps) {
  const { modelPath, value, language, theme, reveal, livePaths, scope, ariaLabel } = props;
  const host = useRef<HTMLDivElement>(null);
  const editorRef = useRef<MonacoApi.editor.IStandaloneCodeEditor | null>(null);
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  useLayoutEffect(() => {
    if (!host.current) return;
    const editor = monaco.editor.create(host.current, {
      model: null,
      automaticLayout: true,
      fontSize: EDITOR_FONT_SIZE_PX,
      fontFamily: "'JetBrains Mono Variable', ui-monospace, Menlo, Consolas, monospace",
      tabSize: EDITOR_TAB_SIZE,
      detectIndentation: false,
      insertSpaces: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      fixedOverflowWidgets: true,
      ariaLabel,
    });
    editorRef.current = editor;
    const subscriptions = [
      editor.onDidChangeModelContent(() => {
        const model = editor.getModel();
        if (!model) return;
        const echoes = localEchoesOf(model);
        if (echoes.isReplacing) return;
        const text = model.getValue();
        // A bound model (room mode) never gets values back, so there is nothing to match.
        if (!latest.current.externallySynced) echoes.reported(text);
        latest.current.onChange(text);
      }),
      editor.onDidChangeCursorPosition((event) => {
        latest.current.onCursorChange?.(event.position.lineNumber, event.position.column);
      }),
      editor.onDidFocusEditorText(() => latest.current.onFocus?.()),
    ];
    return () => {
      subscriptions.forEach((subscription) => subscription.dispose());
      editor.dispose();
      editorRef.current = null;
    };
    // The editor is created once; its label follows in the next effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    editorRef.current?.updateOptions({ ariaLabel });
  }, [ariaLabel]);

  // Show this file's model (created on first use, kept for its undo history).
  useLayoutEffect(() => {
    const editor = editorRef.current;
    if (!editor) return;
    const model = getOrCreateModel(monaco, modelPath, latest.current.value, language);
    model.updateOptions({ tabSize: EDITOR_TAB_SIZE, insertSpaces: true });
    if (editor.getModel() !== model) editor.setModel(model);
    const position = editor.getPosition();
    if (position) latest.current.onCursorChange?.(position.lineNumber, position.column);
    const cleanup = latest.current.onModelReady?.(model, editor);
    return typeof cleanup === 'function' ? cleanup : undefined;
  }, [modelPath, language]);

  // A value from outside (an import) replaces the text as one undoable edit; the editor's own
  // typing coming back late never does.
  useLayoutEffect(() => {
    const model = editorRef.current?.getModel();
    if (!model || latest.current.externallySynced) return;
    const echoes = localEchoesOf(model);
    if (!echoes.isFromOutside(value, model.getValue())) return;
    echoes.replaceFromOutside(() =>
      model.pushEditOperations([], [{ range: model.getFullModelRange(), text: value }], () => null),
    );
  }, [value, modelPath]);

  useEffect(() => {
    monaco.editor.setTheme(theme);
  }, [theme]);

  useEffect(() => {
    const editor = editorRef.current;
    if (!editor || !reveal) return;
    editor.revealLineInCenter(reveal.line);
    editor.setPosition({ lineNumber: reveal.line, column: reveal.column ?? 1 });
    editor.focus();
  }, [reveal]);

  useEffect(() => {
    if (livePaths) disposeModelsExcept(monaco, scope, new Set(livePaths));
  }, [livePaths, scope]);

  return <div ref={host} className={props.className} data-testid="monaco-host" />;
}
