import type { CollabUser } from './RichTextEditor';
import type { MeshTransport } from './peer-mesh';
import type { AccessState } from './room-access';
import type { ConnectionStatus } from '../rooms/StatusLine';
import type { SharedRoomDoc } from './room-connection';

/** What the collaboration screen needs from the realtime layer for one room. */
export interface RoomSession {
  access: AccessState & {
    create: (request: { isPrivate: boolean; password: string }) => void;
    join: (password: string) => void;
  };
  connection: ConnectionStatus;
  /** The room's shared document and awareness, once access is granted. */
  shared: SharedRoomDoc | null;
  /** Signalling and relay on the room socket, once access is granted and admitted. */
  transport: MeshTransport | null;
  /** Why the server last refused a change to the shared document, while it is shown. */
  docRefusal: string | null;
  user: CollabUser;
}
