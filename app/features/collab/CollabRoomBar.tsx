import { Copy, Link, LogIn, Shuffle } from 'lucide';
import { Icon } from '#app/lib/ui/Icon.tsx';
import { useState } from 'react';
import chrome from '../rooms/rooms.module.css';
import styles from './collab.module.css';
import {
  isValidRoomId,
  normalizeRoomInput,
  randomRoomId,
  ROOM_ID_RULE_MESSAGE,
  roomPath,
  type RoomBase,
} from './room-id';
import { RoomBar } from '../rooms/RoomBar';
import { CopyButton } from '../rooms/CopyButton';
import { useCopied } from '../rooms/use-copied';

interface CollabRoomBarProps {
  base: RoomBase;
  /** The room of the current path, or null on the bare screen. */
  room: string | null;
  isPrivate: boolean;
  onGo: (path: string) => void;
}

const roomLink = (path: string) => `${window.location.origin}${path}`;

/** Full mode on the bare screen; the 'simple' mode once inside a room (docs/product.md#collaboration-space). */
export function CollabRoomBar({ base, room, isPrivate, onGo }: CollabRoomBarProps) {
  const [editing, setEditing] = useState(false);
  if (room !== null && !editing) {
    return (
      <SimpleRoomBar
        base={base}
        room={room}
        isPrivate={isPrivate}
        onGo={onGo}
        onChange={() => setEditing(true)}
      />
    );
  }
  return <FullRoomBar base={base} room={room} onGo={onGo} />;
}

function SimpleRoomBar({
  base,
  room,
  isPrivate,
  onGo,
  onChange,
}: Omit<CollabRoomBarProps, 'room'> & { room: string; onChange: () => void }) {
  return (
    <RoomBar
      room={room}
      isPrivate={isPrivate}
      words={{ label: <span className={chrome.roomLabel}>room</span>, copied: 'Copied' }}
      classNames={{ bar: styles.roomBar, name: styles.roomName, button: chrome.btn }}
      before={
        <button
          type="button"
          className={chrome.btn}
          onClick={() => onGo(roomPath(base, randomRoomId()))}
        >
          <Icon drawing={Shuffle} size={14} aria-hidden /> Random
        </button>
      }
    >
      <button type="button" className={`${chrome.btn} ${chrome.btnGhost}`} onClick={onChange}>
        Change room
      </button>
    </RoomBar>
  );
}

function FullRoomBar({ base, room, onGo }: Omit<CollabRoomBarProps, 'isPrivate'>) {
  const [input, setInput] = useState(room ?? '');
  const [error, setError] = useState<string | null>(null);
  const { copied, copy } = useCopied();

  const typedRoom = (): string | null => {
    const id = normalizeRoomInput(input);
    if (id === null) return null;
    if (!isValidRoomId(id)) {
      setError(ROOM_ID_RULE_MESSAGE);
      return null;
    }
    setError(null);
    return id;
  };

  const go = () => {
    const id = typedRoom();
    if (id !== null) onGo(roomPath(base, id));
  };

  const copyTyped = () => {
    const id = typedRoom();
    if (id !== null) void copy('typed', roomLink(roomPath(base, id)));
  };
  const copyCurrent = () => void copy('current', window.location.href);
  const confirmation = (key: string) => (copied === key ? 'Copied' : null);

  return (
    <form
      className={styles.roomBar}
      aria-label="Create or join a room"
      onSubmit={(event) => {
        event.preventDefault();
        go();
      }}
    >
      <label className={styles.roomInputLabel}>
        <span className={chrome.roomLabel}>room</span>
        <input
          className={chrome.input}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder="room id"
          aria-label="Room id"
          aria-invalid={error !== null}
          aria-describedby={error ? 'room-bar-error' : undefined}
          autoComplete="off"
          spellCheck={false}
        />
      </label>
      <button
        type="button"
        className={chrome.btn}
        onClick={() => {
          setInput(randomRoomId());
          setError(null);
        }}
      >
        <Icon drawing={Shuffle} size={14} aria-hidden /> Random
      </button>
      <button type="submit" className={`${chrome.btn} ${chrome.btnPrimary}`}>
        <Icon drawing={LogIn} size={14} aria-hidden /> Create / Join
      </button>
      <CopyButton icon={Link} copied={confirmation('typed')} onClick={copyTyped}>
        Copy Link
      </CopyButton>
      <CopyButton icon={Copy} copied={confirmation('current')} onClick={copyCurrent}>
        Copy Current Link
      </CopyButton>
      {error ? (
        <p id="room-bar-error" className={chrome.fieldError} role="alert">
          {error}
        </p>
      ) : room === null ? (
        <p className={chrome.hint}>
          Working alone: nothing is shared. Create or join a room to draw and write together.
        </p>
      ) : null}
    </form>
  );
}
