import { useEffect, useRef, useState } from 'react';

/**
 * The post's Markdown source. Before the page's JavaScript runs it is a plain textarea that the
 * form posts; after, CodeMirror 6 (which works on phones) takes its place and writes every change
 * back into the same textarea, so the form, the autosave and the browser's copy all read one
 * field. CodeMirror is loaded only here, under /admin. Images dropped or pasted into it go to
 * `onImage`, which uploads them and inserts their Markdown.
 */
export function MarkdownSource({
  defaultValue,
  invalid,
  describedBy,
  onChange,
  onImage,
  replaceRef,
}: {
  defaultValue: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: () => void;
  onImage: (file: File, insert: (markdown: string) => void) => void;
  /** Lets the editor's owner set the whole text (a restored copy, a discarded one). */
  replaceRef: { current: ((text: string) => void) | null };
}) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const [upgraded, setUpgraded] = useState(false);
  const latest = useRef({ onChange, onImage });
  useEffect(() => {
    latest.current = { onChange, onImage };
  });

  useEffect(() => {
    let destroyed = false;
    let destroy = () => {};
    void (async () => {
      const [{ EditorState }, view, commands, { markdown }] = await Promise.all([
        import('@codemirror/state'),
        import('@codemirror/view'),
        import('@codemirror/commands'),
        import('@codemirror/lang-markdown'),
      ]);
      const textarea = textareaRef.current;
      const host = hostRef.current;
      if (destroyed || !textarea || !host) return;
      const { EditorView, keymap } = view;
      const imageOf = (files: FileList | undefined | null) =>
        Array.from(files ?? []).find((file) => file.type.startsWith('image/'));
      const editor = new EditorView({
        parent: host,
        state: EditorState.create({
          doc: textarea.value,
          extensions: [
            commands.history(),
            keymap.of([...commands.defaultKeymap, ...commands.historyKeymap]),
            markdown(),
            EditorView.lineWrapping,
            EditorView.contentAttributes.of({
              'aria-label': 'Markdown',
              'aria-multiline': 'true',
              ...(textarea.getAttribute('aria-describedby')
                ? { 'aria-describedby': textarea.getAttribute('aria-describedby')! }
                : {}),
            }),
            EditorView.updateListener.of((update) => {
              if (!update.docChanged) return;
              textarea.value = update.state.doc.toString();
              latest.current.onChange();
            }),
            EditorView.domEventHandlers({
              paste(event, target) {
                const file = imageOf(event.clipboardData?.files);
                if (!file) return false;
                // The upload box listens for pastes on the whole screen: this one is the editor's.
                event.preventDefault();
                event.stopPropagation();
                latest.current.onImage(file, (text) => insertAt(target, text));
                return true;
              },
              drop(event, target) {
                const file = imageOf(event.dataTransfer?.files);
                if (!file) return false;
                event.preventDefault();
                latest.current.onImage(file, (text) => insertAt(target, text));
                return true;
              },
            }),
          ],
        }),
      });
      const insertAt = (target: typeof editor, text: string) => {
        const { from, to } = target.state.selection.main;
        target.dispatch({
          changes: { from, to, insert: text },
          selection: { anchor: from + text.length },
        });
      };
      replaceRef.current = (text) =>
        editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
      setUpgraded(true);
      destroy = () => editor.destroy();
    })();
    return () => {
      destroyed = true;
      replaceRef.current = null;
      destroy();
    };
  }, [replaceRef]);

  return (
    <>
      <textarea
        ref={textareaRef}
        id="post-markdown"
        name="markdown"
        className="textarea"
        rows={18}
        spellCheck
        defaultValue={defaultValue}
        hidden={upgraded}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onInput={onChange}
        data-testid="markdown-textarea"
      />
      <div ref={hostRef} className="markdown-source" data-testid="markdown-editor" />
    </>
  );
}
