import Collaboration from '@tiptap/extension-collaboration';
import CollaborationCaret from '@tiptap/extension-collaboration-caret';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect } from 'react';
import StarterKit from '@tiptap/starter-kit';
import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import type { RoomUser } from '../rooms/room-user';
import styles from './collab.module.css';
import { handlePlainPaste } from './plain-paste';
import { RichTextToolbar } from './RichTextToolbar';

/** The Yjs field of the room document that holds the rich text. */
const RICH_TEXT_FIELD = 'richtext';

interface RichTextEditorProps {
  doc: Y.Doc;
  /** Present in a room: other people's carets and selections travel on it. */
  awareness: Awareness | null;
  user: RoomUser;
}

/** Tiptap bound to the room's shared document (Yjs merges concurrent typing). */
export function RichTextEditor({ doc, awareness, user }: RichTextEditorProps) {
  const editor = useEditor(
    {
      immediatelyRender: false,
      extensions: [
        // Collaboration brings its own undo history, bound to the shared document.
        StarterKit.configure({ undoRedo: false, link: { openOnClick: false, autolink: true } }),
        Collaboration.configure({ document: doc, field: RICH_TEXT_FIELD }),
        ...(awareness ? [CollaborationCaret.configure({ provider: { awareness }, user })] : []),
      ],
      editorProps: {
        attributes: {
          class: styles.prose ?? '',
          'aria-label': 'Rich text',
          'aria-multiline': 'true',
          role: 'textbox',
          'data-testid': 'rich-text',
        },
        handlePaste: (view, event) => handlePlainPaste(view, event),
      },
    },
    [doc, awareness],
  );

  useEffect(() => {
    if (editor && awareness) editor.commands.updateUser(user);
  }, [editor, awareness, user]);

  if (!editor) return <div className={styles.editorLoading}>Loading editor…</div>;
  return (
    <div className={styles.richText}>
      <RichTextToolbar editor={editor} />
      <EditorContent editor={editor} className={styles.editorFrame} />
    </div>
  );
}
