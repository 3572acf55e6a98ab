import { Link, Lock } from 'lucide';
import { Icon } from '#app/lib/ui/Icon.tsx';
import type { ReactNode } from 'react';
import { CopyButton } from './CopyButton';
import { useCopied } from './use-copied';

interface RoomBarProps {
  room: string;
  isPrivate: boolean;
  /**
   * The word before the room's id and Copy Link's confirmation, as each lab words them
   * (docs/product.md: "room {id}" and "Copied" in the collaboration space, "Room {id}" and
   * "Copied!" in an editor room).
   */
  words: { label: ReactNode; copied: string };
  /** The lab's own look: the bar's layout, the name and the buttons of its tool chrome. */
  classNames: Record<'bar' | 'name' | 'button', string | undefined>;
  /** The lab's buttons between the room's name and Copy Link. */
  before?: ReactNode;
  /** The lab's part after Copy Link (its own buttons, a status line, the way out). */
  children?: ReactNode;
}

/** Inside a room, either lab: a lock for a private room, the room's name and its link. */
export function RoomBar({ room, isPrivate, words, classNames, before, children }: RoomBarProps) {
  const { copied, copy } = useCopied();
  return (
    <div className={classNames.bar} role="group" aria-label="Room">
      <span className={classNames.name}>
        {isPrivate ? <Icon drawing={Lock} size={14} aria-label="Private room" /> : null}
        {words.label}
        <strong data-testid="room-name">{room}</strong>
      </span>
      {before}
      <CopyButton
        className={classNames.button}
        icon={Link}
        copied={copied === 'link' ? words.copied : null}
        onClick={() => void copy('link', window.location.href)}
      >
        Copy Link
      </CopyButton>
      {children}
    </div>
  );
}
