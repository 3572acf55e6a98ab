/**
 * ChatPanel: the chat of docs/product.md#chat (title, room label, Name input, message list,
 * message input, Send; empty state 'No messages yet — start the conversation'), reusable for
 * the site-wide chat and a room's chat (e.g. the code editor's room mode).
 *
 * Props
 * - `client: RealtimeClient | null`: the socket whose room the chat belongs to: a
 *   `useRealtimeClient('global')` socket for the site-wide chat, the room page's own socket for
 *   a room chat. Null while it loads (the panel shows the empty state, Send is disabled).
 *   Mount the panel as soon as you have the client, before the room admits it: the history is
 *   sent once, right after `room:joined`, and a panel mounted later would miss it.
 * - `roomLabel: string`: shown under the title, e.g. 'Room: global' or `Room: ${roomId}`.
 * - `title?: string` (default 'Live Chat').
 * - `historyHeightPx?: number` (default CHAT_HISTORY_HEIGHT_PX = 240; the editor room uses
 *   260 or CHAT_HISTORY_HEIGHT_EDITOR_PX = 320).
 * - `titleId?: string`: id of the title heading (for a wrapper's aria-labelledby); generated
 *   when omitted.
 * - `headerActions?: ReactNode`: extra controls at the right of the header (e.g. a close button).
 * - `messageInputRef?: Ref<HTMLInputElement>`: the message input, for a wrapper's focus handling.
 * - `className?: string`: added to the panel's root (a bordered surface, no shadow, full width).
 *
 * The visitor's name is shared by every panel and the cursor labels (chat-name-store.ts).
 * For a custom layout, `useChat(client)` (./use-chat.ts) gives {messages, status, selfId,
 * error, send(text, name)} and `mergeServerMessages` (./chat-merge.ts) is the pure merge.
 */
import { useId, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_NAME_MAX_LENGTH } from '#common/realtime/limits.ts';
import type { RealtimeClient } from '../../realtime';
import { useChatName } from './chat-name-store';
import { ChatMessageList } from './ChatMessageList';
import { useChat } from './use-chat';
import styles from './chat.module.css';

export const CHAT_HISTORY_HEIGHT_PX = 240;

export const CHAT_HISTORY_HEIGHT_EDITOR_PX = 320;

export interface ChatPanelProps {
  client: RealtimeClient | null;
  roomLabel: string;
  title?: string;
  historyHeightPx?: number;
  titleId?: string;
  headerActions?: ReactNode;
  messageInputRef?: Ref<HTMLInputElement>;
  className?: string;
}

const STATUS_TEXT = {
  initializing: 'Connecting…',
  connected: 'Connected',
  disconnected: 'Disconnected',
} as const;

export function ChatPanel({
  client,
  roomLabel,
  title = 'Live Chat',
  historyHeightPx = CHAT_HISTORY_HEIGHT_PX,
  titleId,
  headerActions,
  messageInputRef,
  className,
}: ChatPanelProps) {
  const baseId = useId();
  const headingId = titleId ?? `${baseId}-title`;
  const [name, setName] = useChatName();
  const [draft, setDraft] = useState('');
  const chat = useChat(client);
  const connected = chat.status === 'connected';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = draft;
    if (text.trim() === '' || !connected) return;
    setDraft('');
    void chat.send(text, name).then((sent) => {
      // A refused message comes back to the input, after whatever is there already (another
      // refused message of the same burst, or a new one being typed), so nothing is lost.
      if (!sent) setDraft((current) => (current === '' ? text : `${current} ${text}`));
    });
  };

  return (
    <section
      className={[styles.panel, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      data-testid="chat-panel"
    >
      <header className={styles.header}>
        <div className={styles.headings}>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.room}>{roomLabel}</p>
        </div>
        <p className={styles.status} data-status={chat.status}>
          <span className={styles.dot} aria-hidden="true" />
          {STATUS_TEXT[chat.status]}
        </p>
        {headerActions}
      </header>

      <div className={styles.nameRow}>
        <label htmlFor={`${baseId}-name`} className={styles.nameLabel}>
          Name
        </label>
        <input
          id={`${baseId}-name`}
          className={`input ${styles.nameInput}`}
          value={name}
          maxLength={CHAT_NAME_MAX_LENGTH}
          placeholder="Guest"
          autoComplete="nickname"
          spellCheck={false}
          onChange={(event) => setName(event.target.value)}
        />
      </div>

      <ChatMessageList messages={chat.messages} selfId={chat.selfId} heightPx={historyHeightPx} />

      {chat.error && (
        <p className={styles.error} role="alert">
          {chat.error}
        </p>
      )}

      <form className={styles.composer} onSubmit={onSubmit}>
        <label htmlFor={`${baseId}-message`} className="visually-hidden">
          Message
        </label>
        <input
          ref={messageInputRef}
          id={`${baseId}-message`}
          className={`input ${styles.messageInput}`}
          value={draft}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder="Type a message…"
          autoComplete="off"
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="btn btn-primary btn-sm" disabled={!connected}>
          Send
        </button>
      </form>
    </section>
  );
}
