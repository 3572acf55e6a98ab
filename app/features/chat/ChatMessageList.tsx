import { useEffect, useRef } from 'react';
import type { ChatEntry } from './chat-merge';
import styles from './chat.module.css';

const CHAT_EMPTY_TEXT = 'No messages yet — start the conversation';

/** How close to the bottom (px) still counts as "reading the latest": new messages follow. */
const STICK_TO_BOTTOM_PX = 48;

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

interface ChatMessageListProps {
  messages: readonly ChatEntry[];
  selfId: string | null;
  heightPx: number;
}

/**
 * The history box: a fixed-height log (aria-live polite via role="log") that follows new
 * messages unless the visitor has scrolled up to read older ones.
 */
export function ChatMessageList({ messages, selfId, heightPx }: ChatMessageListProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const stuckRef = useRef(true);
  const last = messages.at(-1);

  useEffect(() => {
    const box = boxRef.current;
    if (box && (stuckRef.current || last?.pending)) box.scrollTop = box.scrollHeight;
  }, [last?.id, last?.pending, messages.length]);

  const onScroll = () => {
    const box = boxRef.current;
    if (!box) return;
    stuckRef.current = box.scrollHeight - box.scrollTop - box.clientHeight < STICK_TO_BOTTOM_PX;
  };

  return (
    <div
      ref={boxRef}
      className={styles.log}
      style={{ height: heightPx }}
      role="log"
      aria-label="Messages"
      tabIndex={0}
      onScroll={onScroll}
      data-testid="chat-messages"
    >
      {messages.length === 0 ? (
        <p className={styles.empty}>{CHAT_EMPTY_TEXT}</p>
      ) : (
        <ol className={styles.list}>
          {messages.map((entry) => {
            const own = entry.pending || (selfId !== null && entry.senderId === selfId);
            return (
              <li
                key={entry.id}
                className={styles.message}
                data-own={own || undefined}
                data-pending={entry.pending || undefined}
              >
                <div className={styles.meta}>
                  <span className={styles.author}>{entry.author}</span>
                  <time dateTime={new Date(entry.timestamp).toISOString()} className={styles.time}>
                    {entry.pending ? 'Sending…' : timeFormat.format(entry.timestamp)}
                  </time>
                </div>
                <p className={styles.text}>{entry.text}</p>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
