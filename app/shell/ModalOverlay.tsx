import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { trapTabKey } from '../lib/focus-trap';

interface ModalOverlayProps {
  overlayClassName: string | undefined;
  dialogClassName: string | undefined;
  testId: string;
  /** The id of the dialog's title. */
  labelledBy: string;
  /** Focused when the dialog opens. */
  initialFocus: RefObject<HTMLElement | null>;
  /** A click on the backdrop. */
  onClose: () => void;
  /** Keys in the dialog (Escape among them); Tab is kept inside before this runs. */
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** Drawn on the backdrop, behind the dialog (the easter egg's confetti). */
  behind?: ReactNode;
  children: ReactNode;
}

/**
 * The shell's modals (the quick-navigation palette, the easter egg): a backdrop a click on which
 * closes, and a dialog that keeps Tab inside. While open the page behind does not scroll; on
 * closing, focus goes back to what had it before (without scrolling to it).
 */
export function ModalOverlay(props: ModalOverlayProps) {
  const { initialFocus, onClose, onKeyDown } = props;
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    initialFocus.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [initialFocus]);

  return (
    <div
      className={props.overlayClassName}
      data-testid={props.testId}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {props.behind}
      <div
        ref={dialogRef}
        className={props.dialogClassName}
        role="dialog"
        aria-modal="true"
        aria-labelledby={props.labelledBy}
        onKeyDown={(event) => {
          if (dialogRef.current) trapTabKey(event, dialogRef.current);
          onKeyDown(event);
        }}
      >
        {props.children}
      </div>
    </div>
  );
}
