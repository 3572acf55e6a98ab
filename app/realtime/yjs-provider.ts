import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import {
  Awareness,
  applyAwarenessUpdate,
  encodeAwarenessUpdate,
  removeAwarenessStates,
} from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import type * as Y from 'yjs';
import { EVENTS } from '../../common/realtime';
import type { RealtimeClient, Unsubscribe } from './client';

interface AwarenessChange {
  added: number[];
  updated: number[];
  removed: number[];
}

/** Binary arrives as a Buffer in Node and as an ArrayBuffer in browsers. */
function toBytes(data: Uint8Array | ArrayBuffer): Uint8Array {
  return data instanceof Uint8Array ? data : new Uint8Array(data);
}

/**
 * Binds a Y.Doc and its Awareness to a room socket (one Y.Doc per room id; the collaboration
 * space and the code editor use different top-level types inside it). y-protocols sync: on
 * every admission (`room:joined`, so after each reconnect too) it sends sync step 1; the server
 * answers step 2 (what we lack) and its own step 1, which we answer. Local updates are sent
 * while connected; anything missed while offline travels in the next resync.
 *
 * Awareness: local changes are sent; a remote client seen for the first time gets our state
 * back, so a newcomer learns everybody without the server holding awareness.
 */
export class SocketYjsProvider {
  readonly awareness: Awareness;
  private syncedValue = false;
  private readonly ownsAwareness: boolean;
  private readonly syncedListeners = new Set<(synced: boolean) => void>();
  private readonly stops: Unsubscribe[] = [];

  constructor(
    private readonly client: RealtimeClient,
    readonly doc: Y.Doc,
    awareness?: Awareness,
  ) {
    this.ownsAwareness = !awareness;
    this.awareness = awareness ?? new Awareness(doc);
    doc.on('update', this.onDocUpdate);
    this.awareness.on('update', this.onAwarenessUpdate);
    this.stops.push(
      client.on(EVENTS.docSync, ({ data }) => this.receiveSync(toBytes(data))),
      client.on(EVENTS.docAwareness, ({ data }) => this.receiveAwareness(toBytes(data))),
      client.on(EVENTS.roomJoined, () => this.startSync()),
      client.onStatus((status) => {
        if (status !== 'connected') this.onDisconnected();
      }),
    );
    if (client.connected && client.admission) this.startSync();
  }

  /** True once the server's state has been applied since the last (re)admission. */
  get synced(): boolean {
    return this.syncedValue;
  }

  onSynced(listener: (synced: boolean) => void): Unsubscribe {
    this.syncedListeners.add(listener);
    return () => this.syncedListeners.delete(listener);
  }

  destroy(): void {
    // Tell the others we left (sent through the awareness handler while still attached).
    removeAwarenessStates(this.awareness, [this.doc.clientID], 'local');
    for (const stop of this.stops) stop();
    this.doc.off('update', this.onDocUpdate);
    this.awareness.off('update', this.onAwarenessUpdate);
    if (this.ownsAwareness) this.awareness.destroy();
    this.syncedListeners.clear();
  }

  private startSync() {
    const encoder = encoding.createEncoder();
    syncProtocol.writeSyncStep1(encoder, this.doc);
    this.client.sendDocSync(encoding.toUint8Array(encoder));
    this.sendAwareness([this.doc.clientID]);
  }

  private receiveSync(data: Uint8Array) {
    const encoder = encoding.createEncoder();
    let type: number;
    try {
      type = syncProtocol.readSyncMessage(decoding.createDecoder(data), encoder, this.doc, this);
    } catch {
      return; // A malformed message changes nothing.
    }
    if (encoding.length(encoder) > 0) this.client.sendDocSync(encoding.toUint8Array(encoder));
    if (type === syncProtocol.messageYjsSyncStep2) this.setSynced(true);
  }

  private receiveAwareness(data: Uint8Array) {
    try {
      applyAwarenessUpdate(this.awareness, data, this);
    } catch {
      // Ignored: a malformed awareness message changes nothing.
    }
  }

  private readonly onDocUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === this) return;
    const encoder = encoding.createEncoder();
    syncProtocol.writeUpdate(encoder, update);
    this.client.sendDocSync(encoding.toUint8Array(encoder));
  };

  private readonly onAwarenessUpdate = (change: AwarenessChange, origin: unknown) => {
    if (origin === this) {
      // Somebody new: let them know we are here too.
      if (change.added.some((id) => id !== this.doc.clientID)) {
        this.sendAwareness([this.doc.clientID]);
      }
      return;
    }
    this.sendAwareness([...change.added, ...change.updated, ...change.removed]);
  };

  private sendAwareness(clients: number[]) {
    const own = clients.filter((id) => id === this.doc.clientID);
    if (own.length === 0) return;
    this.client.sendDocAwareness(encodeAwarenessUpdate(this.awareness, own));
  }

  private onDisconnected() {
    this.setSynced(false);
    const remote = [...this.awareness.getStates().keys()].filter((id) => id !== this.doc.clientID);
    removeAwarenessStates(this.awareness, remote, this);
  }

  private setSynced(synced: boolean) {
    if (synced === this.syncedValue) return;
    this.syncedValue = synced;
    for (const listener of this.syncedListeners) listener(synced);
  }
}
