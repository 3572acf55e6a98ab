import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useRealtimeClient } from '../../realtime';
import { useCollabUser } from './collab-user';
import { IDLE_ROOM, RoomConnection } from './room-connection';
import { roomPath, type RoomBase } from './room-id';
import type { RoomSession } from './room-session';

const noSubscription = () => () => undefined;
const idle = () => IDLE_ROOM;
const ignore = () => undefined;

/**
 * One room page's session on its room socket (realtime layer): access, connection,
 * the shared document with presence, and the whiteboard's transport. Nothing of the room is
 * handed to the screen before access is granted.
 */
export function useRoomSession(base: RoomBase, room: string): RoomSession {
  const { client, status } = useRealtimeClient(roomPath(base, room));
  const user = useCollabUser();
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

  const { access, shared, transport, refusal } = useSyncExternalStore(
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
    connection: status,
    shared: granted ? shared : null,
    transport: granted ? transport : null,
    docRefusal: granted ? refusal : null,
    user,
  };
}
