import { useEffect, type RefObject } from 'react';

/**
 * While a dialog is open: focuses `initial` inside it, stops the page behind from scrolling and,
 * when it closes, gives focus back to whatever had it before (without scrolling to it).
 */
export function useDialogFocus(open: boolean, initial: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    initial.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [open, initial]);
}
