import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useRealtimeClient, type RealtimeClient, type Signalling } from '../../realtime';
import type { AccessState } from './room-access';
import { IDLE_ROOM, RoomConnection, type SharedRoomDoc } from './room-connection';
import { useRoomUser, type RoomUser } from './room-user';
import type { ConnectionStatus } from './StatusLine';

/** What a room page of either lab gets from the realtime layer for its room. */
export interface RoomSession {
  access: AccessState & {
    create: (request: { isPrivate: boolean; password: string }) => void;
    join: (password: string) => void;
  };
  /** The room socket (for the room's chat), null until socket.io-client has loaded. */
  client: RealtimeClient | null;
  connection: ConnectionStatus;
  /** The room's shared document and awareness, once access is granted. */
  shared: SharedRoomDoc | null;
  /** The server's copy of the document has been applied since the last admission. */
  synced: boolean;
  /** Signalling and relay on the room socket, once access is granted and admitted. */
  signalling: Signalling | null;
  /** Why the server last refused a change to the shared document, while it is shown. */
  docRefusal: string | null;
  /** Who this tab is in the room (also put in the awareness). */
  user: RoomUser;
}

const noSubscription = () => () => undefined;
const idle = () => IDLE_ROOM;
const ignore = () => undefined;

/**
 * One room page's session on its room socket (`path` is the page's path, `room` its id):
 * access, connection, the shared document with presence and sync state, and signalling.
 * Nothing of the room is handed to the page before access is granted.
 */
export function useRoomSession(path: string, room: string): RoomSession {
  const { client, status } = useRealtimeClient(path);
  const user = useRoomUser();
  const connection = useMemo(
    () => (client ? new RoomConnection(client, room) : null),
    [client, room],
  );

  useEffect(() => {
    if (!connection) return;
    connection.start();
    return () => connection.stop();
  }, [connection]);

  useEffect(() => connection?.setUser(user), [connection, user]);

  const { access, shared, synced, signalling, refusal } = useSyncExternalStore(
    connection?.subscribe ?? noSubscription,
    connection?.getSnapshot ?? idle,
    idle,
  );
  const granted = access.phase === 'granted';
  return {
    access: {
      ...access,
      create: connection?.create ?? ignore,
      join: connection?.join ?? ignore,
    },
    client,
    connection: status,
    shared: granted ? shared : null,
    synced: granted && synced,
    signalling: granted ? signalling : null,
    docRefusal: granted ? refusal : null,
    user,
  };
}
