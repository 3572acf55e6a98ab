import { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { EVENTS, sessionRoomTokens, type RealtimeClient, type Signalling } from '../../realtime';
import { SocketYjsProvider } from '../../realtime/yjs-provider';
import {
  INITIAL_ACCESS,
  RoomAccess,
  TOKEN_ADMISSION_GRACE_MS,
  type AccessPort,
  type AccessState,
} from './room-access';
import type { RoomUser } from './room-user';

export interface SharedRoomDoc {
  doc: Y.Doc;
  awareness: Awareness;
}

export interface RoomSnapshot {
  access: AccessState;
  /** The room's document (each lab its own top-level types) and awareness (people, carets). */
  shared: SharedRoomDoc | null;
  /** The server's copy has been applied since the last admission. */
  synced: boolean;
  /** Signalling and relay on the room socket (the whiteboard's mesh), while it is admitted. */
  signalling: Signalling | null;
  /** Why the server last refused a change to the document (kept locally), while shown. */
  refusal: string | null;
}

export const IDLE_ROOM: RoomSnapshot = {
  access: INITIAL_ACCESS,
  shared: null,
  synced: false,
  signalling: null,
  refusal: null,
};

function accessPort(client: RealtimeClient): AccessPort {
  // The same sessionStorage the client presents its tokens from.
  const tokens = sessionRoomTokens();
  return {
    roomInfo: (room) => client.roomInfo(room),
    createRoom: (request) => client.createRoom(request),
    verifyRoom: (room, password) => client.verifyRoom(room, password),
    admission: () => client.admission,
    onAdmitted: (listener) => client.on(EVENTS.roomJoined, listener),
    hasToken: (room) => tokens.get(room) !== undefined,
    forgetToken: (room) => tokens.remove(room),
  };
}

/**
 * Everything one room page (either lab) holds on its room socket, as an external store for
 * React: the access flow, the shared document bound to the socket, and signalling per
 * admission (the server relays nothing for a socket it has not admitted, and a reconnect is a
 * new socket id).
 * `start` and `stop` may alternate (React's strict mode does); each start is a fresh document.
 * Binding the document before access is decided is safe: the server sends nothing of a
 * private room to a socket it has not admitted.
 */
export class RoomConnection {
  private snapshot: RoomSnapshot = IDLE_ROOM;
  private readonly listeners = new Set<() => void>();
  private stops: (() => void)[] = [];
  private access: RoomAccess | null = null;
  private user: RoomUser | null = null;

  constructor(
    private readonly client: RealtimeClient,
    private readonly room: string,
    private readonly port: AccessPort = accessPort(client),
  ) {}

  start(): void {
    this.stop();
    const { client } = this;
    const doc = new Y.Doc();
    const awareness = new Awareness(doc);
    if (this.user) awareness.setLocalStateField('user', this.user);
    const provider = new SocketYjsProvider(client, doc, awareness);
    const access = new RoomAccess(this.port, this.room);
    this.access = access;
    let readmission: ReturnType<typeof setTimeout> | undefined;
    const admitted = () => {
      clearTimeout(readmission);
      this.patch({ signalling: client.signalling() });
    };
    // A public room or a valid token lets a (re)connected socket straight back in; if that
    // does not happen, access is asked for again instead of showing a workspace that is dead.
    const expectAdmission = () => {
      readmission = setTimeout(() => {
        if (!client.admission) access.recheck();
      }, TOKEN_ADMISSION_GRACE_MS);
    };
    this.stops = [
      () => {
        clearTimeout(readmission);
        access.stop();
        provider.destroy();
        awareness.destroy();
        doc.destroy();
      },
      access.subscribe(() => this.patch({ access: access.getState() })),
      provider.onRefusal((refusal) => this.patch({ refusal })),
      provider.onSynced((synced) => this.patch({ synced })),
      client.on(EVENTS.roomJoined, admitted),
      client.onStatus((status) => {
        clearTimeout(readmission);
        if (status === 'connected') expectAdmission();
        else this.patch({ signalling: null });
      }),
    ];
    this.patch({ shared: { doc, awareness }, synced: provider.synced, access: access.getState() });
    if (client.connected && client.admission) admitted();
    access.start();
  }

  stop(): void {
    for (const stop of this.stops.reverse()) stop();
    this.stops = [];
    this.access = null;
    if (this.snapshot !== IDLE_ROOM) this.set(IDLE_ROOM);
  }

  /** My name and colour for the people list and carets (kept across restarts). */
  setUser(user: RoomUser): void {
    this.user = user;
    this.snapshot.shared?.awareness.setLocalStateField('user', user);
  }

  create = (request: { isPrivate: boolean; password: string }): void => {
    void this.access?.create(request);
  };

  join = (password: string): void => {
    void this.access?.join(password);
  };

  getSnapshot = (): RoomSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private patch(patch: Partial<RoomSnapshot>) {
    this.set({ ...this.snapshot, ...patch });
  }

  private set(snapshot: RoomSnapshot) {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}
