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
import { EVENTS, type DocRefused } from '#common/realtime/index.ts';
import type { RealtimeClient, Unsubscribe } from './client';

interface AwarenessChange {
  added: number[];
  updated: number[];
  removed: number[];
}

/**
 * Our awareness (caret, selection) changes with every keystroke; sending the latest state at
 * most this often keeps fast typing well under the server's per-socket limit, which would
 * otherwise drop updates, possibly the last one.
 */
const AWARENESS_SEND_INTERVAL_MS = 50;

/** A passing refusal (too fast) stays shown this long after the last one. */
export const DOC_REFUSAL_SHOWN_MS = 8000;
/** Never ask the server again sooner than this after it refused a change. */
const DOC_RESYNC_MIN_MS = 250;

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
 *
 * A change the server refuses (doc:refused: too large, too fast, document full) stays in the
 * local Y.Doc, and so do our later ones in effect: the others cannot apply them before it. When
 * the server says when to try again (too fast), a resync then shares everything it lacks, and
 * the message goes after a while. Otherwise `refusal` keeps the message until the next
 * admission's resync, which tries again.
 */
export class SocketYjsProvider {
  readonly awareness: Awareness;
  private syncedValue = false;
  private readonly ownsAwareness: boolean;
  private readonly syncedListeners = new Set<(synced: boolean) => void>();
  private readonly stops: Unsubscribe[] = [];
  private awarenessSentAt = Number.NEGATIVE_INFINITY;
  private awarenessTimer: ReturnType<typeof setTimeout> | undefined;
  private refusalValue: string | null = null;
  /** A change was refused for good: nothing of ours is shared until the next resync. */
  private refusedForGood = false;
  private refusalTimer: ReturnType<typeof setTimeout> | undefined;
  private resyncTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly refusalListeners = new Set<(message: string | null) => void>();

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
      client.on(EVENTS.docRefused, (payload) => this.onRefused(payload)),
      client.on(EVENTS.docAwarenessGone, ({ clients }) => this.dropDeparted(clients)),
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

  /** Why the server last refused a change of ours (DOC_MESSAGES), while it is worth showing. */
  get refusal(): string | null {
    return this.refusalValue;
  }

  onRefusal(listener: (message: string | null) => void): Unsubscribe {
    this.refusalListeners.add(listener);
    return () => this.refusalListeners.delete(listener);
  }

  destroy(): void {
    // Tell the others we left (sent through the awareness handler while still attached).
    removeAwarenessStates(this.awareness, [this.doc.clientID], 'local');
    clearTimeout(this.awarenessTimer);
    clearTimeout(this.refusalTimer);
    clearTimeout(this.resyncTimer);
    for (const stop of this.stops) stop();
    this.doc.off('update', this.onDocUpdate);
    this.awareness.off('update', this.onAwarenessUpdate);
    if (this.ownsAwareness) this.awareness.destroy();
    this.syncedListeners.clear();
    this.refusalListeners.clear();
  }

  private startSync() {
    this.refusedForGood = false;
    clearTimeout(this.refusalTimer);
    this.setRefusal(null);
    this.requestSync();
    this.sendAwareness([this.doc.clientID]);
  }

  private requestSync() {
    const encoder = encoding.createEncoder();
    syncProtocol.writeSyncStep1(encoder, this.doc);
    this.client.sendDocSync(encoding.toUint8Array(encoder));
  }

  private onRefused({ message, retryAfterMs }: DocRefused) {
    if (retryAfterMs === undefined) {
      this.refusedForGood = true;
      clearTimeout(this.refusalTimer);
      this.setRefusal(message);
      return;
    }
    if (this.refusedForGood) return;
    this.setRefusal(message);
    clearTimeout(this.refusalTimer);
    this.refusalTimer = setTimeout(() => this.setRefusal(null), DOC_REFUSAL_SHOWN_MS);
    if (this.resyncTimer) return;
    this.resyncTimer = setTimeout(
      () => {
        this.resyncTimer = undefined;
        this.requestSync();
      },
      Math.max(retryAfterMs, DOC_RESYNC_MIN_MS),
    );
  }

  private setRefusal(message: string | null) {
    if (message === this.refusalValue) return;
    this.refusalValue = message;
    for (const listener of this.refusalListeners) listener(message);
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

  /** Carets and names of tabs whose sockets left unannounced (their server instance died). */
  private dropDeparted(clients: unknown) {
    if (!Array.isArray(clients)) return;
    const own = this.doc.clientID;
    const gone = clients.filter((id): id is number => typeof id === 'number' && id !== own);
    // Our own origin: nothing of it is sent on (onAwarenessUpdate).
    removeAwarenessStates(this.awareness, gone, this);
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

  /** Sends our latest state, at most every AWARENESS_SEND_INTERVAL_MS; leaving goes at once. */
  private sendAwareness(clients: number[]) {
    if (!clients.includes(this.doc.clientID)) return;
    const wait = this.awarenessSentAt + AWARENESS_SEND_INTERVAL_MS - Date.now();
    if (wait <= 0 || this.awareness.getLocalState() === null) this.flushAwareness();
    else this.awarenessTimer ??= setTimeout(() => this.flushAwareness(), wait);
  }

  private flushAwareness() {
    clearTimeout(this.awarenessTimer);
    this.awarenessTimer = undefined;
    this.awarenessSentAt = Date.now();
    this.client.sendDocAwareness(encodeAwarenessUpdate(this.awareness, [this.doc.clientID]));
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
