import type { ChainedCommands } from '@tiptap/core';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import {
  Bold,
  Heading1,
  Heading2,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  RemoveFormatting,
  Underline,
} from 'lucide';
import type { IconDrawing } from '../../lib/ui/Icon';
import { useAsk } from '../../lib/ui/AskDialog';
import { IconButton } from '../rooms/IconButton';
import chrome from '../rooms/rooms.module.css';
import styles from './collab.module.css';
import { keepSelection } from './kept-selection';

interface ToolButton {
  label: string;
  icon: IconDrawing;
  /** Name (and attributes) for `editor.isActive`; none for one-shot commands. */
  active?: [string, Record<string, unknown>?];
  run(editor: Editor, ask: AskText): void;
}

type AskText = ReturnType<typeof useAsk>['askText'];

/**
 * docs/product.md#visitor-input-rules: asks 'Enter URL' (in the site's dialog, not the browser's
 * prompt); an empty or cancelled answer does nothing. The text keeps its selection meanwhile.
 */
async function insertLink(editor: Editor, askText: AskText) {
  const current = editor.getAttributes('link') as { href?: unknown };
  const selection = keepSelection(editor);
  const answer = await askText(
    {
      title: 'Link',
      label: 'Enter URL',
      initial: typeof current.href === 'string' ? current.href : '',
      submitLabel: 'Apply',
    },
    () => {
      selection.restore();
      selection.release();
    },
  );
  const href = answer?.trim();
  if (!href || editor.isDestroyed) return;
  editor
    .chain()
    .focus()
    .setTextSelection(selection.range())
    .extendMarkRange('link')
    .setLink({ href })
    .run();
}

/** A command on the text, run with the editor focused (its selection back in place). */
const focused =
  (command: (chain: ChainedCommands) => ChainedCommands) =>
  (editor: Editor): void => {
    command(editor.chain().focus()).run();
  };

const BUTTONS: ToolButton[] = [
  { label: 'Bold', icon: Bold, active: ['bold'], run: focused((c) => c.toggleBold()) },
  { label: 'Italic', icon: Italic, active: ['italic'], run: focused((c) => c.toggleItalic()) },
  {
    label: 'Underline',
    icon: Underline,
    active: ['underline'],
    run: focused((c) => c.toggleUnderline()),
  },
  {
    label: 'Heading 1',
    icon: Heading1,
    active: ['heading', { level: 1 }],
    run: focused((c) => c.toggleHeading({ level: 1 })),
  },
  {
    label: 'Heading 2',
    icon: Heading2,
    active: ['heading', { level: 2 }],
    run: focused((c) => c.toggleHeading({ level: 2 })),
  },
  {
    label: 'Bullet list',
    icon: List,
    active: ['bulletList'],
    run: focused((c) => c.toggleBulletList()),
  },
  {
    label: 'Numbered list',
    icon: ListOrdered,
    active: ['orderedList'],
    run: focused((c) => c.toggleOrderedList()),
  },
  {
    label: 'Quote',
    icon: Quote,
    active: ['blockquote'],
    run: focused((c) => c.toggleBlockquote()),
  },
  { label: 'Link', icon: Link2, active: ['link'], run: (e, ask) => void insertLink(e, ask) },
  {
    label: 'Clear formatting',
    icon: RemoveFormatting,
    run: focused((c) => c.unsetAllMarks().clearNodes()),
  },
];

export function RichTextToolbar({ editor }: { editor: Editor }) {
  const { askText, dialog } = useAsk();
  const activeStates = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      BUTTONS.map((button) =>
        button.active ? current.isActive(button.active[0], button.active[1]) : false,
      ),
  });

  return (
    <>
      <div className={styles.toolbar} role="toolbar" aria-label="Text formatting">
        {BUTTONS.map((button, index) => {
          const pressed = activeStates[index] ?? false;
          return (
            <IconButton
              key={button.label}
              icon={button.icon}
              iconPx={15}
              label={button.label}
              title={button.label}
              className={pressed ? chrome.btnActive : undefined}
              aria-pressed={button.active ? pressed : undefined}
              // Keep the editor's selection: a click on the toolbar must not blur the text.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => button.run(editor, askText)}
            />
          );
        })}
      </div>
      {dialog}
    </>
  );
}
