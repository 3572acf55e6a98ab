import * as encoding from 'lib0/encoding';
import { describe, expect, it, vi } from 'vitest';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import type { RoomJoined } from '#common/realtime/contract.ts';
import { DOC_MESSAGES } from '#common/realtime/index.ts';
import {
  EVENTS,
  type ConnectionStatus,
  type RealtimeClient,
  type Signalling,
} from '../../realtime';
import { TOKEN_ADMISSION_GRACE_MS, type AccessPort } from './room-access';
import { IDLE_ROOM, RoomConnection } from './room-connection';

const ROOM = 'team-a';

/** Just enough of a RealtimeClient: events and status are pushed by the test. */
function fakeClient() {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const statusListeners = new Set<(status: ConnectionStatus) => void>();
  const state = { connected: true, admission: null as RoomJoined | null };
  let transports = 0;
  const client = {
    get connected() {
      return state.connected;
    },
    get admission() {
      return state.admission;
    },
    on(event: string, listener: (payload: unknown) => void) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
    onStatus(listener: (status: ConnectionStatus) => void) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    signalling: () => ({ selfId: `socket-${(transports += 1)}` }) as unknown as Signalling,
    sendDocSync: vi.fn(),
    sendDocAwareness: vi.fn(),
  };
  const emit = (event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  };
  return {
    client: client as unknown as RealtimeClient,
    sendDocSync: client.sendDocSync,
    admit(joined: RoomJoined) {
      state.admission = joined;
      emit(EVENTS.roomJoined, joined);
    },
    disconnect() {
      state.connected = false;
      state.admission = null;
      for (const listener of statusListeners) listener('disconnected');
    },
    reconnect() {
      state.connected = true;
      for (const listener of statusListeners) listener('connected');
    },
    onAdmitted: (listener: (joined: RoomJoined) => void) =>
      client.on(EVENTS.roomJoined, (payload) => listener(payload as RoomJoined)),
    emit,
  };
}

function privateRoomPort(fake: ReturnType<typeof fakeClient>): AccessPort {
  return {
    roomInfo: () => Promise.resolve({ exists: true, isPrivate: true }),
    createRoom: () => Promise.resolve({ success: false, message: 'no' }),
    verifyRoom: () => Promise.resolve({ success: false, message: 'no' }),
    admission: () => null,
    onAdmitted: fake.onAdmitted,
    hasToken: () => false,
    forgetToken: () => undefined,
  };
}

/** The server's answer to a sync step 1: what it has (here nothing), as sync step 2. */
function serverStep2(): Uint8Array {
  const encoder = encoding.createEncoder();
  syncProtocol.writeSyncStep2(encoder, new Y.Doc());
  return encoding.toUint8Array(encoder);
}

async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('RoomConnection', () => {
  it('holds the document but no signalling until the socket is admitted', async () => {
    const fake = fakeClient();
    const connection = new RoomConnection(fake.client, ROOM, privateRoomPort(fake));
    connection.start();
    await settle();
    const snapshot = connection.getSnapshot();
    expect(snapshot.access.phase).toBe('join');
    expect(snapshot.shared).not.toBeNull();
    expect(snapshot.signalling).toBeNull();
    // Nothing of the document goes out before admission.
    expect(fake.sendDocSync).not.toHaveBeenCalled();
    connection.stop();
  });

  it('grants access and hands out new signalling on every admission', async () => {
    const fake = fakeClient();
    const connection = new RoomConnection(fake.client, ROOM, privateRoomPort(fake));
    connection.start();
    await settle();
    fake.admit({ room: ROOM, isPrivate: true });
    const first = connection.getSnapshot().signalling;
    expect(connection.getSnapshot().access.phase).toBe('granted');
    expect(first?.selfId).toBe('socket-1');
    expect(fake.sendDocSync).toHaveBeenCalled();

    fake.disconnect();
    expect(connection.getSnapshot().signalling).toBeNull();
    expect(connection.getSnapshot().access.phase).toBe('granted');
    fake.admit({ room: ROOM, isPrivate: true });
    expect(connection.getSnapshot().signalling?.selfId).toBe('socket-2');
    connection.stop();
  });

  it('asks for access again when a reconnected socket is not let back in', async () => {
    vi.useFakeTimers();
    try {
      const fake = fakeClient();
      const port = privateRoomPort(fake);
      const forgetToken = vi.spyOn(port, 'forgetToken');
      const connection = new RoomConnection(fake.client, ROOM, port);
      connection.start();
      fake.admit({ room: ROOM, isPrivate: true });
      fake.disconnect();
      fake.reconnect();
      await vi.advanceTimersByTimeAsync(TOKEN_ADMISSION_GRACE_MS - 1);
      expect(connection.getSnapshot().access.phase).toBe('granted');
      await vi.advanceTimersByTimeAsync(1);
      expect(forgetToken).toHaveBeenCalledWith(ROOM);
      expect(connection.getSnapshot().access.phase).toBe('join');

      // Let back in (a public room, a valid token): nothing is asked.
      fake.admit({ room: ROOM, isPrivate: true });
      fake.disconnect();
      fake.reconnect();
      fake.admit({ room: ROOM, isPrivate: true });
      await vi.advanceTimersByTimeAsync(TOKEN_ADMISSION_GRACE_MS);
      expect(connection.getSnapshot().access.phase).toBe('granted');
      connection.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('puts my name and colour in the awareness, before and after the document exists', () => {
    const fake = fakeClient();
    const connection = new RoomConnection(fake.client, ROOM, privateRoomPort(fake));
    const user = { name: 'SwiftOtter427', color: '#008cff' };
    connection.setUser(user);
    connection.start();
    const awareness = connection.getSnapshot().shared?.awareness;
    expect(awareness?.getLocalState()).toMatchObject({ user });
    connection.setUser({ ...user, name: 'Renamed' });
    expect(awareness?.getLocalState()).toMatchObject({ user: { name: 'Renamed' } });
    connection.stop();
  });

  it('shows why the server refused a change, keeping the text', () => {
    const fake = fakeClient();
    const connection = new RoomConnection(fake.client, ROOM, privateRoomPort(fake));
    connection.start();
    fake.admit({ room: ROOM, isPrivate: true });
    const doc = connection.getSnapshot().shared?.doc;
    doc?.getText('rich').insert(0, 'pasted');
    fake.emit(EVENTS.docRefused, { message: DOC_MESSAGES.updateTooLarge });
    expect(connection.getSnapshot().refusal).toBe(DOC_MESSAGES.updateTooLarge);
    expect(doc?.getText('rich').toJSON()).toBe('pasted');
    connection.stop();
    expect(connection.getSnapshot().refusal).toBeNull();
  });

  it("says when the server's copy has been applied, until the socket drops", () => {
    const fake = fakeClient();
    const connection = new RoomConnection(fake.client, ROOM, privateRoomPort(fake));
    connection.start();
    fake.admit({ room: ROOM, isPrivate: true });
    expect(connection.getSnapshot().synced).toBe(false);
    fake.emit(EVENTS.docSync, { data: serverStep2() });
    expect(connection.getSnapshot().synced).toBe(true);
    fake.disconnect();
    expect(connection.getSnapshot().synced).toBe(false);
    connection.stop();
  });

  it('tells subscribers, goes idle on stop, and starts afresh', () => {
    const fake = fakeClient();
    const connection = new RoomConnection(fake.client, ROOM, privateRoomPort(fake));
    const listener = vi.fn();
    connection.subscribe(listener);
    connection.start();
    const firstDoc = connection.getSnapshot().shared?.doc;
    expect(listener).toHaveBeenCalled();
    connection.stop();
    expect(connection.getSnapshot()).toBe(IDLE_ROOM);
    connection.start();
    expect(connection.getSnapshot().shared?.doc).not.toBe(firstDoc);
    connection.stop();
  });
});
