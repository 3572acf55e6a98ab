import { Check } from 'lucide';
import { Icon, type IconDrawing } from '#app/lib/ui/Icon.tsx';
import chrome from './rooms.module.css';

interface CopyButtonProps {
  /** The lab's own button look; the rooms' button by default. */
  className?: string;
  icon: IconDrawing;
  /** The confirmation shown instead of the label while useCopied remembers this button. */
  copied: string | null;
  onClick: () => void;
  children: string;
}

/** A room bar's copy button: a check and the confirmation for COPIED_INDICATOR_MS after it copied (use-copied.ts). */
export function CopyButton({
  className = chrome.btn,
  icon,
  copied,
  onClick,
  children,
}: CopyButtonProps) {
  return (
    <button type="button" className={className} onClick={onClick}>
      <Icon drawing={copied === null ? icon : Check} size={14} aria-hidden />
      {copied ?? children}
    </button>
  );
}
