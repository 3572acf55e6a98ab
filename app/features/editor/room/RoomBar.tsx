import { Check, Link2, Lock, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { DocRefusalNotice } from '../../rooms/DocRefusalNotice';
import { StatusLine, type ConnectionStatus, type Person } from '../../rooms/StatusLine';
import { useCopied } from '../../rooms/use-copied';
import tool from '../../../lib/ui/tool.module.css';
import styles from './room.module.css';

interface RoomBarProps {
  room: string;
  isPrivate: boolean;
  status: ConnectionStatus;
  people: Person[];
  /** Why the server last refused a change to the room's files, while it is shown. */
  docRefusal: string | null;
}

/**
 * The room's name, its link, the connection indicator, who is here, a refused change, and the
 * way out.
 */
export function RoomBar({ room, isPrivate, status, people, docRefusal }: RoomBarProps) {
  const { copied, copy } = useCopied();
  return (
    <div className={styles.bar}>
      <p className={styles.roomName}>
        {isPrivate ? <Lock size={14} aria-label="Private room" /> : null}
        Room <strong data-testid="room-name">{room}</strong>
      </p>
      <button
        type="button"
        className={tool.btn}
        onClick={() => void copy('link', window.location.href)}
      >
        {copied === 'link' ? <Check size={14} aria-hidden /> : <Link2 size={14} aria-hidden />}
        {copied === 'link' ? 'Copied!' : 'Copy Link'}
      </button>
      <StatusLine status={status} mesh={null} people={people}>
        <DocRefusalNotice message={docRefusal} />
      </StatusLine>
      <span className={styles.spacer} />
      {/* Back to this browser's own project, which the room never changed. */}
      <Link className={tool.btn} to="/editor">
        <LogOut size={14} aria-hidden /> Leave room
      </Link>
    </div>
  );
}
