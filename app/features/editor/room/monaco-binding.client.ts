import type * as MonacoApi from 'monaco-editor';
import { MonacoBinding } from 'y-monaco';
import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import { fileText } from './y-files';

type CodeEditor = MonacoApi.editor.IStandaloneCodeEditor;

/**
 * y-monaco subscribes to the editor's selection changes and never lets go (its destroy keeps
 * them), so every switch of file would leave one more listener behind. It gets a stand-in for
 * the editor that remembers those subscriptions, so the cleanup can end them.
 */
function trackSelectionListeners(editor: CodeEditor) {
  const subscriptions: MonacoApi.IDisposable[] = [];
  const standIn = new Proxy(editor, {
    get(target, property) {
      if (property === 'onDidChangeCursorSelection') {
        return (listener: Parameters<CodeEditor['onDidChangeCursorSelection']>[0]) => {
          const subscription = target.onDidChangeCursorSelection(listener);
          subscriptions.push(subscription);
          return subscription;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
  return { standIn, dispose: () => subscriptions.forEach((item) => item.dispose()) };
}

/**
 * Binds the shown file's Monaco model to its shared text (y-monaco): local typing becomes
 * character-level Yjs edits, remote edits land in the model, and the other visitors' carets
 * and selections are drawn (coloured by RemoteCaretStyles). Returns the cleanup, which also
 * removes the remote carets drawn on this model.
 */
export function bindFileModel(
  doc: Y.Doc,
  awareness: Awareness,
  fileId: string,
  model: MonacoApi.editor.ITextModel,
  editor: CodeEditor,
): () => void {
  const text = fileText(doc, fileId);
  if (!text) return () => undefined;
  const tracked = trackSelectionListeners(editor);
  const binding = new MonacoBinding(text, model, new Set([tracked.standIn]), awareness);
  return () => {
    binding.destroy();
    tracked.dispose();
    const drawn = binding._decorations.get(tracked.standIn) as string[] | undefined;
    if (drawn && editor.getModel() === model) editor.removeDecorations(drawn);
    awareness.setLocalStateField('selection', null);
  };
}
