import { useLocation } from 'react-router';
import { ChatLauncher } from '../features/chat/ChatLauncher';
import { OnlineBadge } from './presence/OnlineBadge';
import { RemoteCursors } from './presence/RemoteCursors';
import { useCursorSender } from './presence/use-cursor-sender';
import { usePageClient } from './presence/use-page-client';
import { usePresence } from './presence/use-presence';
import styles from './realtime-shell.module.css';

/**
 * The realtime pieces of the global shell (docs/product.md#live-presence-and-chat-dock): the presence overlay ('N
 * online' badge and other visitors' cursors on this path) and the chat launcher with the
 * site-wide chat. Loaded lazily after hydration, with socket.io-client, so none of it is in the
 * first-load JavaScript.
 */
export default function RealtimeShell() {
  const { pathname } = useLocation();
  const client = usePageClient(pathname);
  const presence = usePresence(client);
  useCursorSender(client, presence.count > 1);

  return (
    <>
      <RemoteCursors cursors={presence.cursors} />
      <aside className={styles.dock} aria-label="Live presence and chat">
        {presence.count > 0 && <OnlineBadge count={presence.count} />}
        <ChatLauncher />
      </aside>
    </>
  );
}
