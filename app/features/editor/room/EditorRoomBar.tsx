import { LogOut } from 'lucide';
import { Icon } from '#app/lib/ui/Icon.tsx';
import { Link } from 'react-router';
import { DocRefusalNotice } from '../../rooms/DocRefusalNotice';
import { RoomBar } from '../../rooms/RoomBar';
import { StatusLine, type ConnectionStatus, type Person } from '../../rooms/StatusLine';
import tool from '#app/lib/ui/tool.module.css';
import styles from './room.module.css';

interface EditorRoomBarProps {
  room: string;
  isPrivate: boolean;
  status: ConnectionStatus;
  people: Person[];
  /** Why the server last refused a change to the room's files, while it is shown. */
  docRefusal: string | null;
}

/**
 * The shared room bar in the editor's chrome, with the connection indicator, who is here, a
 * refused change, and the way out.
 */
export function EditorRoomBar({ room, isPrivate, status, people, docRefusal }: EditorRoomBarProps) {
  return (
    <RoomBar
      room={room}
      isPrivate={isPrivate}
      words={{ label: 'Room', copied: 'Copied!' }}
      classNames={{ bar: styles.bar, name: styles.roomName, button: tool.btn }}
    >
      <StatusLine status={status} mesh={null} people={people}>
        <DocRefusalNotice message={docRefusal} />
      </StatusLine>
      <span className={styles.spacer} />
      {/* Back to this browser's own project, which the room never changed. */}
      <Link className={tool.btn} to="/editor">
        <Icon drawing={LogOut} size={14} aria-hidden /> Leave room
      </Link>
    </RoomBar>
  );
}
