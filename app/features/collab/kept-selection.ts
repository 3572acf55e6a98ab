import type { Editor, EditorEvents, MappablePosition } from '@tiptap/core';

export interface KeptSelection {
  /** Puts the kept selection back and gives the text the focus. */
  restore(): void;
  /** Stops following edits; call it once the selection is no longer needed. */
  release(): void;
  /** The kept range, moved by every edit since it was taken (remote ones too). */
  range(): { from: number; to: number };
}

/**
 * Keeps the text's selection while a dialog has the focus. Closing a modal dialog hands focus
 * back to the text natively, the browser puts the caret at the start, and the editor takes that
 * as the new selection (more often than not on a busy machine); meanwhile other people's edits
 * move the text under it. The positions follow the edits through the collaboration binding.
 */
export function keepSelection(editor: Editor): KeptSelection {
  const { from, to } = editor.state.selection;
  let start: MappablePosition = editor.utils.createMappablePosition(from);
  let end: MappablePosition = editor.utils.createMappablePosition(to);
  const follow = ({ transaction }: EditorEvents['transaction']) => {
    start = editor.utils.getUpdatedPosition(start, transaction).position;
    end = editor.utils.getUpdatedPosition(end, transaction).position;
  };
  editor.on('transaction', follow);
  const range = () => ({ from: start.position, to: end.position });
  return {
    range,
    restore() {
      if (!editor.isDestroyed) editor.chain().focus().setTextSelection(range()).run();
    },
    release() {
      editor.off('transaction', follow);
    },
  };
}
