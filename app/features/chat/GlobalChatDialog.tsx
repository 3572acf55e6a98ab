import { X } from 'lucide';
import { Icon } from '#app/lib/ui/Icon.tsx';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { CHAT_HISTORY_HEIGHT_PX, ChatPanel } from './ChatPanel';
import type { ChatPlacement } from './chat-placement';
import { GLOBAL_CHAT_ROOM } from '#common/realtime/room-path.ts';
import { useRealtimeClient } from '../../realtime';
import styles from './global-chat.module.css';

interface GlobalChatDialogProps {
  id: string;
  /** Where it sits on the screen (next to its button). */
  placement: ChatPlacement;
  onClose: () => void;
}

/**
 * The site-wide chat as a non-modal dialog: its own 'global' socket while open, the message
 * input focused on open, Escape (or the close button) closes it.
 */
export default function GlobalChatDialog({ id, placement, onClose }: GlobalChatDialogProps) {
  const { client } = useRealtimeClient(GLOBAL_CHAT_ROOM);
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <div
      id={id}
      className={styles.dialog}
      style={placement}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
    >
      <ChatPanel
        client={client}
        roomLabel={`Room: ${GLOBAL_CHAT_ROOM}`}
        titleId={titleId}
        historyHeightPx={CHAT_HISTORY_HEIGHT_PX}
        messageInputRef={inputRef}
        className={styles.panel}
        headerActions={
          <button
            type="button"
            className={`btn btn-ghost btn-sm ${styles.close}`}
            aria-label="Close chat"
            onClick={onClose}
          >
            <Icon drawing={X} size={18} aria-hidden="true" />
          </button>
        }
      />
    </div>
  );
}
