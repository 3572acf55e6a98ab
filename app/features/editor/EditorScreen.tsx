import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type * as MonacoApi from 'monaco-editor';
import { EDITOR_TAB_SIZE } from '../../lib/monaco/code-editor-props';
import { SPLITTER_DEFAULT_PERCENT } from './splitter';
import { LazyCodeEditor } from '../../lib/monaco/LazyCodeEditor';
import { languageLabel } from '../../lib/monaco/languages';
import { importFailureMessage, readImportedFiles } from '../../lib/zip/read-files';
import { downloadFile, zipEntries, ZIP_MIME } from '../../lib/zip/zip';
import { EditorTabs } from './EditorTabs';
import { EditorToolbar } from './EditorToolbar';
import { renameError } from './files';
import { PreviewPane } from './PreviewPane';
import { Splitter } from './Splitter';
import type { EditorFilesController } from './use-local-files';
import { useEditorPrefs, type EditorPrefsState } from './use-editor-prefs';
import styles from './editor.module.css';
import tool from '../../lib/ui/tool.module.css';

const EDITOR_ZIP_NAME = 'editor-files.zip';

const LOCAL_MODEL_SCOPE = 'editor';

interface EditorScreenProps {
  controller: EditorFilesController;
  heading?: ReactNode;
  /** Monaco models are kept per scope: a room's files never share models with /editor's. */
  modelScope?: string;
  /** Room mode: binds the shown file's model to its shared text; returns the cleanup. */
  bindModel?: (
    fileId: string,
    model: MonacoApi.editor.ITextModel,
    editor: MonacoApi.editor.IStandaloneCodeEditor,
  ) => () => void;
  /** Theme and preview flag held by the caller (room mode sizes its chat by the preview). */
  prefs?: EditorPrefsState;
}

/** The code editor of docs/product.md#code-editor; the files come from the controller (local or a room). */
export function EditorScreen(props: EditorScreenProps) {
  const { controller, heading, modelScope = LOCAL_MODEL_SCOPE, bindModel } = props;
  const { state, dispatch } = controller;
  const ownPrefs = useEditorPrefs(state !== null);
  const { prefs, setTheme, setPreview } = props.prefs ?? ownPrefs;
  const [split, setSplit] = useState(SPLITTER_DEFAULT_PERCENT);
  const [notice, setNotice] = useState<string | null>(null);
  const [cursor, setCursor] = useState({ line: 1, column: 1 });
  const workspace = useRef<HTMLDivElement>(null);

  const active = state?.files.find((file) => file.id === state.activeId) ?? null;
  const livePaths = useMemo(
    () => state?.files.map((file) => `${modelScope}/${file.id}`) ?? [],
    [state?.files, modelScope],
  );

  const onImport = useCallback(
    async (picked: File[]) => {
      const result = await readImportedFiles(picked, { expandZip: true });
      if (result.files.length > 0) dispatch({ type: 'import', files: result.files });
      setNotice(importFailureMessage(result.failed));
    },
    [dispatch],
  );

  const onExport = () => {
    if (!state) return;
    downloadFile(
      EDITOR_ZIP_NAME,
      zipEntries(state.files.map((file) => ({ path: file.name, text: file.value }))),
      ZIP_MIME,
    );
    dispatch({ type: 'markClean', ids: 'all' });
  };

  const onDownload = () => {
    if (!active) return;
    downloadFile(active.name, active.value, 'text/plain;charset=utf-8');
    dispatch({ type: 'markClean', ids: [active.id] });
  };

  const onRename = (id: string, name: string) => {
    if (!state) return null;
    const error = renameError(state.files, id, name);
    setNotice(error);
    if (!error) dispatch({ type: 'rename', id, name });
    return error;
  };

  const codeWidth = prefs.preview ? `${split}%` : '100%';

  return (
    <div className={tool.frame} data-testid="code-editor">
      {heading}
      <EditorToolbar
        disabled={!state}
        canDownload={active !== null}
        theme={prefs.theme}
        preview={prefs.preview}
        onNewFile={(ext) => dispatch({ type: 'add', ext })}
        onImport={(files) => void onImport(files)}
        onExport={onExport}
        onDownload={onDownload}
        onTheme={setTheme}
        onPreview={setPreview}
      />
      {notice && (
        <div className={tool.notice} role="alert">
          <p>{notice}</p>
          <button type="button" className={tool.btn} onClick={() => setNotice(null)}>
            Dismiss
          </button>
        </div>
      )}
      <div className={styles.workspace} ref={workspace}>
        <div className={styles.codeColumn} style={{ flex: `0 0 ${codeWidth}`, width: codeWidth }}>
          {state && (
            <EditorTabs
              files={state.files}
              activeId={state.activeId}
              onSelect={(id) => dispatch({ type: 'select', id })}
              onClose={(id) => dispatch({ type: 'close', id })}
              onRename={onRename}
            />
          )}
          <div className={styles.codeBody}>
            {!state ? (
              <div className={tool.loading} role="status">
                Loading editor…
              </div>
            ) : active ? (
              <LazyCodeEditor
                className={tool.editorHost}
                loadingClassName={tool.loading}
                scope={modelScope}
                modelPath={`${modelScope}/${active.id}`}
                livePaths={livePaths}
                value={active.value}
                language={active.language}
                theme={prefs.theme}
                ariaLabel={`Code of ${active.name}`}
                onChange={(value) => dispatch({ type: 'change', id: active.id, value })}
                onCursorChange={(line, column) => setCursor({ line, column })}
                externallySynced={bindModel !== undefined}
                onModelReady={bindModel && ((model, editor) => bindModel(active.id, model, editor))}
              />
            ) : (
              <p className={tool.empty}>No file open</p>
            )}
          </div>
        </div>
        {prefs.preview && (
          <>
            <Splitter
              percent={split}
              onChange={setSplit}
              container={() => workspace.current}
              label="Resize editor and preview"
            />
            {state ? <PreviewPane files={state.files} /> : <div className={styles.previewColumn} />}
          </>
        )}
      </div>
      <div className={tool.status} role="status" aria-live="off" data-testid="editor-status">
        {active ? (
          <>
            <span className={tool.statusMain}>{active.name}</span>
            <span>{languageLabel(active.language)}</span>
            <span>
              Ln {cursor.line}, Col {cursor.column}
            </span>
          </>
        ) : (
          <span>{state ? 'No file open' : 'Loading…'}</span>
        )}
        <span className={tool.spacer} />
        <span>Spaces: {EDITOR_TAB_SIZE}</span>
      </div>
    </div>
  );
}
