import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';
import type { StoredUpdate } from './store';

/**
 * The Yjs work on shared documents, kept apart from sockets and the store so it can run on the
 * document worker (doc-worker.ts): merging and diffing a few megabytes of updates takes tens to
 * hundreds of milliseconds, far too long for the thread that serves every request.
 */

/** y-protocols sync message types (y-protocols/sync: step 1, step 2, update). */
export const SYNC_STEP_1 = 0;
export const SYNC_STEP_2 = 1;
export const SYNC_UPDATE = 2;

export type UpdateCheck = 'invalid' | 'empty' | 'ok';

/** Whether an update decodes, and whether it changes anything at all. */
export function checkUpdate(update: Uint8Array): UpdateCheck {
  try {
    const { structs, ds } = Y.decodeUpdate(update);
    return structs.length === 0 && ds.clients.size === 0 ? 'empty' : 'ok';
  } catch {
    return 'invalid';
  }
}

export function syncMessage(type: number, payload: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, type);
  encoding.writeVarUint8Array(encoder, payload);
  return encoding.toUint8Array(encoder);
}

/** A document brought up to date with the rows after `fromSeq` (see DocStates.catchUp). */
export type CatchUp<T> = { miss: true } | ({ miss: false; seq: number; rebuilt: boolean } & T);

interface Entry {
  ydoc: Y.Doc;
  /** Every stored row up to this seq is applied (rows are visible in seq order: db-store.ts). */
  seq: number;
  /** Stored bytes applied, a stand-in for the memory the entry holds. */
  bytes: number;
  /** The whole state as one update, kept until the next row changes it. */
  whole: Uint8Array | null;
}

/**
 * Recently used documents as live Y.Docs, each keyed by the last stored row it contains, so a
 * sync request applies only the rows stored since instead of merging every row again. Least
 * recently used documents are dropped past `maxBytes` (stored bytes, plus cached whole states).
 */
export class DocStates {
  private readonly entries = new Map<string, Entry>();
  private totalBytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** Step 2 (what `stateVector` lacks) then our step 1; null when the state vector is bad. */
  answer(
    doc: string,
    fromSeq: number,
    rows: StoredUpdate[],
    stateVector: Uint8Array,
  ): CatchUp<{ messages: Uint8Array[] }> | null {
    let wantsEverything: boolean;
    try {
      wantsEverything = Y.decodeStateVector(stateVector).size === 0;
    } catch {
      return null;
    }
    const caught = this.catchUp(doc, fromSeq, rows);
    if (!caught) return { miss: true };
    const { entry, rebuilt } = caught;
    let missing: Uint8Array;
    try {
      missing = wantsEverything
        ? this.whole(entry)
        : Y.encodeStateAsUpdate(entry.ydoc, stateVector);
    } catch {
      return null;
    }
    const messages = [
      syncMessage(SYNC_STEP_2, missing),
      syncMessage(SYNC_STEP_1, Y.encodeStateVector(entry.ydoc)),
    ];
    return { miss: false, seq: entry.seq, rebuilt, messages };
  }

  /** The whole state as one update (garbage-collected): what compaction stores. */
  state(doc: string, fromSeq: number, rows: StoredUpdate[]): CatchUp<{ state: Uint8Array }> {
    const caught = this.catchUp(doc, fromSeq, rows);
    if (!caught) return { miss: true };
    const { entry, rebuilt } = caught;
    return { miss: false, seq: entry.seq, rebuilt, state: this.whole(entry).slice() };
  }

  /** Drops a document (its rows were deleted). */
  forget(doc: string): void {
    const entry = this.entries.get(doc);
    if (!entry) return;
    this.entries.delete(doc);
    this.totalBytes -= entry.bytes + (entry.whole?.byteLength ?? 0);
    entry.ydoc.destroy();
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * `rows` are the stored rows after `fromSeq` (all of them when it is 0). Null (a miss) when
   * this cache does not hold the document up to `fromSeq`: the caller then sends every row.
   */
  private catchUp(
    doc: string,
    fromSeq: number,
    rows: StoredUpdate[],
  ): { entry: Entry; rebuilt: boolean } | null {
    let entry = this.entries.get(doc);
    if (fromSeq > 0 && (!entry || entry.seq < fromSeq)) return null;
    const rebuilt = !entry;
    if (entry) {
      this.entries.delete(doc);
    } else {
      entry = { ydoc: new Y.Doc(), seq: 0, bytes: 0, whole: null };
    }
    this.entries.set(doc, entry);
    for (const row of rows) {
      if (row.seq <= entry.seq) continue;
      applySafely(entry.ydoc, row.update);
      entry.seq = row.seq;
      this.resize(entry, entry.bytes + row.update.byteLength, null);
    }
    this.evict(doc);
    return { entry, rebuilt };
  }

  private whole(entry: Entry): Uint8Array {
    if (!entry.whole) {
      const whole = Y.encodeStateAsUpdate(entry.ydoc);
      this.resize(entry, entry.bytes, whole);
    }
    return entry.whole ?? new Uint8Array();
  }

  private resize(entry: Entry, bytes: number, whole: Uint8Array | null) {
    this.totalBytes +=
      bytes - entry.bytes + (whole?.byteLength ?? 0) - (entry.whole?.byteLength ?? 0);
    entry.bytes = bytes;
    entry.whole = whole;
  }

  private evict(keep: string) {
    for (const doc of this.entries.keys()) {
      if (this.totalBytes <= this.maxBytes) return;
      if (doc !== keep) this.forget(doc);
    }
  }
}

function applySafely(ydoc: Y.Doc, update: Uint8Array) {
  try {
    Y.applyUpdate(ydoc, update);
  } catch {
    // A row that cannot be applied is left out rather than break the whole document.
  }
}
