import { Fragment, Slice, type Schema } from '@tiptap/pm/model';
import type { EditorView } from '@tiptap/pm/view';

/** Turns pasted text into plain paragraphs, one per line, with no marks (docs/product.md#visitor-input-rules). */
export function plainTextSlice(schema: Schema, text: string): Slice {
  const paragraph = schema.nodes.paragraph;
  if (!paragraph) return Slice.empty;
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const nodes = lines.map((line) => paragraph.create(null, line ? schema.text(line) : null));
  // Open on both sides so the first and last lines join the paragraphs around the cursor.
  return new Slice(Fragment.fromArray(nodes), 1, 1);
}

/** ProseMirror `handlePaste`: every paste becomes plain text, whatever the clipboard holds. */
export function handlePlainPaste(view: EditorView, event: ClipboardEvent): boolean {
  const text = event.clipboardData?.getData('text/plain') ?? '';
  if (text === '') return true;
  view.dispatch(
    view.state.tr.replaceSelection(plainTextSlice(view.state.schema, text)).scrollIntoView(),
  );
  return true;
}
