import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { ChatLauncher } from '../features/chat/ChatLauncher';
import { useDockTarget } from '../lib/dock-slot';
import { OnlineBadge } from './presence/OnlineBadge';
import { RemoteCursors } from './presence/RemoteCursors';
import { useCursorSender } from './presence/use-cursor-sender';
import { usePageClient } from './presence/use-page-client';
import { usePresence } from './presence/use-presence';
import styles from './realtime-shell.module.css';

/**
 * The realtime pieces of the global shell (docs/product.md#live-presence-and-chat-dock): other
 * visitors' cursors on this path, and one control with the 'N online' badge and the site-wide
 * chat, put into the page's dock slot (the site header, or the tool's toolbar) so that it never
 * covers the page. Loaded lazily after hydration, with socket.io-client, so none of it is in the
 * first-load JavaScript.
 */
export default function RealtimeShell() {
  const { pathname } = useLocation();
  const client = usePageClient(pathname);
  const presence = usePresence(client);
  useCursorSender(client, presence.count > 1);
  const target = useDockTarget();

  const control = (
    <div
      role="group"
      aria-label="Live presence and chat"
      className={styles.dock}
      // A page without a slot (none today) still gets the control, in a corner of the screen.
      data-place={target?.dataset.dockSlot ?? 'floating'}
    >
      <ChatLauncher badge={presence.count > 0 ? <OnlineBadge count={presence.count} /> : null} />
    </div>
  );

  return (
    <>
      <RemoteCursors cursors={presence.cursors} />
      {target ? createPortal(control, target) : control}
    </>
  );
}
