import { MessageCircle, X } from 'lucide';
import { Icon } from '#app/lib/ui/Icon.tsx';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { chatPlacement, type ChatPlacement } from './chat-placement';
import styles from './global-chat.module.css';

// The panel (and its socket) loads on first open: nothing of it weighs on pages never chatted on.
const GlobalChatDialog = lazy(() => import('./GlobalChatDialog'));

function placementOf(button: HTMLElement): ChatPlacement {
  return chatPlacement(button.getBoundingClientRect(), {
    width: document.documentElement.clientWidth,
    height: window.innerHeight,
  });
}

/**
 * The chat button and the site-wide chat it opens. `badge` ('N online') shares the button's
 * pill. The dialog is put at the end of the page, out of the header or toolbar the button sits
 * in (a blurred header would otherwise be what it is positioned against), and follows the
 * button when the page scrolls or resizes.
 */
export function ChatLauncher({ badge }: { badge?: ReactNode }) {
  const [placement, setPlacement] = useState<ChatPlacement | null>(null);
  const open = placement !== null;
  const dialogId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setPlacement(null);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (buttonRef.current) setPlacement(placementOf(buttonRef.current));
      });
    };
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, { passive: true, capture: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, { capture: true });
    };
  }, [open]);

  return (
    <div className={styles.pill}>
      {badge}
      <button
        ref={buttonRef}
        type="button"
        className={styles.launcher}
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        aria-haspopup="dialog"
        title={open ? 'Close chat' : 'Live chat'}
        onClick={(event) => setPlacement(open ? null : placementOf(event.currentTarget))}
      >
        {open ? (
          <Icon drawing={X} size={18} aria-hidden="true" />
        ) : (
          <Icon drawing={MessageCircle} size={18} aria-hidden="true" />
        )}
        <span className="visually-hidden">{open ? 'Close chat' : 'Open live chat'}</span>
      </button>
      {placement &&
        createPortal(
          <Suspense fallback={null}>
            <GlobalChatDialog id={dialogId} placement={placement} onClose={close} />
          </Suspense>,
          document.body,
        )}
    </div>
  );
}
