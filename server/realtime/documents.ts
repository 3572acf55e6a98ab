import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';
import { DOC_COMPACT_AFTER_UPDATES } from '../../common/constants';
import type { Logger } from '../logger';
import type { RealtimeStore, StoredUpdate } from './store';

/** y-protocols sync message types (y-protocols/sync: step 1, step 2, update). */
const SYNC_STEP_1 = 0;
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;

export interface SyncResult {
  /** Messages for the sender (step 2 with what it lacks, then our step 1). */
  replies: Uint8Array[];
  /** An update message for the rest of the room, already stored. */
  relay: Uint8Array | null;
}

/**
 * The shared documents (one Y.Doc per room). No instance keeps a document in memory: the store
 * is the truth. An update is stored first and relayed after, so a client that joins the
 * Socket.IO room and then reads the store can miss nothing: an update is either stored before
 * its read or relayed after its join. Rows are compacted into one once there are many.
 */
export class DocumentService {
  private readonly compacting = new Set<string>();
  private readonly appendsSinceCompaction = new Map<string, number>();

  constructor(
    private readonly store: RealtimeStore,
    private readonly logger: Logger,
    private readonly compactAfter = DOC_COMPACT_AFTER_UPDATES,
  ) {}

  /** Handles one sync message from a client of `doc`; null when it is malformed. */
  async handleSync(doc: string, message: Uint8Array): Promise<SyncResult | null> {
    let type: number;
    let payload: Uint8Array;
    try {
      const decoder = decoding.createDecoder(message);
      type = decoding.readVarUint(decoder);
      payload = decoding.readVarUint8Array(decoder);
    } catch {
      return null;
    }
    if (type === SYNC_STEP_1) return this.answerStep1(doc, payload);
    if (type !== SYNC_STEP_2 && type !== SYNC_UPDATE) return null;
    if (!isUsableUpdate(payload)) return null;
    if (isEmptyUpdate(payload)) return { replies: [], relay: null };
    await this.store.appendUpdate(doc, payload);
    this.countAppend(doc);
    return { replies: [], relay: syncMessage(SYNC_UPDATE, payload) };
  }

  /** The document's whole state as one update (empty for a new document). */
  async state(doc: string): Promise<Uint8Array> {
    const rows = await this.store.loadUpdates(doc);
    if (rows.length >= this.compactAfter) void this.compact(doc, rows);
    return mergeRows(rows);
  }

  /** Merges every stored row into one, garbage-collected. Safe to run on several instances. */
  async compact(doc: string, known?: StoredUpdate[]): Promise<void> {
    if (this.compacting.has(doc)) return;
    this.compacting.add(doc);
    this.appendsSinceCompaction.delete(doc);
    try {
      const rows = known ?? (await this.store.loadUpdates(doc));
      if (rows.length < 2) return;
      const ydoc = new Y.Doc();
      for (const row of rows) applySafely(ydoc, row.update);
      const merged = Y.encodeStateAsUpdate(ydoc);
      ydoc.destroy();
      const replaced = await this.store.replaceUpdates(
        doc,
        rows.map((row) => row.seq),
        merged,
      );
      if (!replaced) this.logger.debug({ doc }, 'Document compaction skipped: rows changed');
    } catch (error) {
      this.logger.warn({ err: error, doc }, 'Document compaction failed');
    } finally {
      this.compacting.delete(doc);
    }
  }

  private async answerStep1(doc: string, stateVector: Uint8Array): Promise<SyncResult | null> {
    const state = await this.state(doc);
    let missing: Uint8Array;
    try {
      missing = Y.diffUpdate(state, stateVector);
    } catch {
      return null;
    }
    return {
      replies: [
        syncMessage(SYNC_STEP_2, missing),
        syncMessage(SYNC_STEP_1, Y.encodeStateVectorFromUpdate(state)),
      ],
      relay: null,
    };
  }

  private countAppend(doc: string) {
    const count = (this.appendsSinceCompaction.get(doc) ?? 0) + 1;
    this.appendsSinceCompaction.set(doc, count);
    if (count >= this.compactAfter) void this.compact(doc);
  }
}

function syncMessage(type: number, payload: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, type);
  encoding.writeVarUint8Array(encoder, payload);
  return encoding.toUint8Array(encoder);
}

function isUsableUpdate(update: Uint8Array): boolean {
  try {
    Y.decodeUpdate(update);
    return true;
  } catch {
    return false;
  }
}

function isEmptyUpdate(update: Uint8Array): boolean {
  const { structs, ds } = Y.decodeUpdate(update);
  return structs.length === 0 && ds.clients.size === 0;
}

function applySafely(ydoc: Y.Doc, update: Uint8Array) {
  try {
    Y.applyUpdate(ydoc, update);
  } catch {
    // A row that cannot be applied is dropped by the compaction rather than break the document.
  }
}

/** One update from many; falls back to applying them one by one if a merge fails. */
function mergeRows(rows: StoredUpdate[]): Uint8Array {
  if (rows.length === 0) return Y.encodeStateAsUpdate(new Y.Doc());
  try {
    return Y.mergeUpdates(rows.map((row) => row.update));
  } catch {
    const ydoc = new Y.Doc();
    for (const row of rows) applySafely(ydoc, row.update);
    const state = Y.encodeStateAsUpdate(ydoc);
    ydoc.destroy();
    return state;
  }
}
