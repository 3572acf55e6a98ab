import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import styles from './global-chat.module.css';

// The panel (and its socket) loads on first open: nothing of it weighs on pages never chatted on.
const GlobalChatDialog = lazy(() => import('./GlobalChatDialog'));

/** The chat launcher shown on every page, and the site-wide chat it opens. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const dialogId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  return (
    <>
      {open && (
        <Suspense fallback={null}>
          <GlobalChatDialog id={dialogId} onClose={close} />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        className={styles.launcher}
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        aria-haspopup="dialog"
        title={open ? 'Close chat' : 'Live chat'}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X size={20} aria-hidden="true" /> : <MessageCircle size={20} aria-hidden="true" />}
        <span className="visually-hidden">{open ? 'Close chat' : 'Open live chat'}</span>
      </button>
    </>
  );
}
