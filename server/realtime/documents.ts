import * as decoding from 'lib0/decoding';
import { DOC_MESSAGES } from '#common/realtime/index.ts';
import type { Logger } from '../logger';
import type { DocBudget } from './doc-budget';
import {
  checkUpdate,
  SYNC_STEP_1,
  SYNC_STEP_2,
  SYNC_UPDATE,
  syncMessage,
  type CatchUp,
  type UpdateCheck,
} from './doc-engine';
import { DocWorkBusy, DocWorkerHost } from './doc-worker-host';
import type { RoomStorage } from './room-storage';
import type { RealtimeStore, StoredUpdate } from './store';

/** One update larger than this is refused (the socket's hard cap is SOCKET_MAX_MESSAGE_BYTES). */
export const DOC_UPDATE_MAX_BYTES = 256 * 1024;
/** A document is compacted into one row once this instance stored this many rows of it. */
const DOC_COMPACT_AFTER_UPDATES = 200;
/**
 * Updates up to this size are checked on the calling thread (a few milliseconds at worst, for
 * one made of thousands of tiny pieces); larger ones on the document worker.
 */
const DOC_INLINE_CHECK_MAX_BYTES = 16 * 1024;
/** How long a client waits before asking again when the document worker is swamped. */
const DOC_BUSY_RETRY_MS = 2000;
/** Documents whose cached seq this instance remembers (a forgotten one is loaded whole). */
const DOC_KNOWN_SEQS_MAX = 10_000;

/** What to do with one sync message of a client. */
export type SyncOutcome =
  /** Malformed, or nothing to do. */
  | { kind: 'ignored' }
  /** Messages for the sender (step 2 with what it lacks, then our step 1). */
  | { kind: 'reply'; messages: Uint8Array[] }
  /** Stored: an update message for the rest of the room. */
  | { kind: 'relay'; message: Uint8Array }
  /** Not stored, not relayed: the sender is told why, and when to share again if worth it. */
  | { kind: 'refused'; message: string; retryAfterMs?: number };

export interface DocumentOptions {
  /** A document's stored rows may hold this much in all (config DOC_MAX_BYTES). */
  maxBytes: number;
  compactAfter?: number;
  /** The budget of every room's document together (config ROOM_STORAGE_MAX_MB); none: unbounded. */
  storage?: RoomStorage;
  /** Called with the document of every message handled: the room is in use (room-touches.ts). */
  touch?: (doc: string) => void;
  /** The worker to use (tests share one); a new one otherwise, closed by close(). */
  worker?: DocWorkerHost;
}

/**
 * The shared documents (one Y.Doc per room). The store is the truth: an update is stored first
 * and relayed after, so a client that joins the Socket.IO room and then reads the store can
 * miss nothing. Every merge and diff runs on the document worker, which keeps recently used
 * documents live, each up to the last row it applied: a sync request costs the rows stored
 * since, not a merge of every row. Rows are compacted into one once there are many.
 */
export class DocumentService {
  /** Seam for tests: how often a document's state was built from every one of its rows. */
  readonly stats = { rebuilds: 0 };
  private readonly worker: DocWorkerHost;
  private readonly ownsWorker: boolean;
  private readonly maxBytes: number;
  private readonly compactAfter: number;
  private readonly storage: RoomStorage | undefined;
  private readonly touch: (doc: string) => void;
  /** doc → the last seq the worker holds it up to (as far as this thread knows). */
  private readonly knownSeqs = new Map<string, number>();
  /** doc → the work on its cached state, one after another (no two loads of the same rows). */
  private readonly docQueues = new Map<string, Promise<unknown>>();
  private readonly compacting = new Map<string, Promise<void>>();
  private readonly appendsSinceCompaction = new Map<string, number>();
  private readonly stopResetWatch: () => void;
  /** Keeps this service's documents apart from another's on a shared worker. */
  private readonly workerScope = `${nextWorkerScope++}/`;

  constructor(
    private readonly store: RealtimeStore,
    private readonly logger: Logger,
    options: DocumentOptions,
  ) {
    this.maxBytes = options.maxBytes;
    this.compactAfter = options.compactAfter ?? DOC_COMPACT_AFTER_UPDATES;
    this.storage = options.storage;
    this.touch = options.touch ?? (() => undefined);
    this.ownsWorker = !options.worker;
    this.worker = options.worker ?? new DocWorkerHost(logger);
    this.stopResetWatch = this.worker.onReset(() => this.knownSeqs.clear());
  }

  /**
   * Looks at a client's sync message as it arrives, before any waiting: refuses what is over
   * the sender's `budget` (none: unlimited) or too large, and ignores what is malformed. What
   * passes goes to `process`, in the order it arrived.
   */
  screen(message: Uint8Array, budget?: DocBudget): SyncOutcome | AcceptedSync {
    const read = readSyncMessage(message);
    if (!read) return { kind: 'ignored' };
    if (read.type === SYNC_STEP_1) {
      const wait = budget?.takeSyncRequest() ?? 0;
      return wait > 0 ? tooFast(wait) : { kind: 'request', stateVector: read.payload };
    }
    if (read.payload.byteLength > DOC_UPDATE_MAX_BYTES) {
      return { kind: 'refused', message: DOC_MESSAGES.updateTooLarge };
    }
    const wait = budget?.takeUpdate(read.payload.byteLength) ?? 0;
    return wait > 0 ? tooFast(wait) : { kind: 'update', update: read.payload };
  }

  /** Answers a sync request, or stores an update (refused when the document or all rooms are full). */
  process(doc: string, accepted: AcceptedSync): Promise<SyncOutcome> {
    this.touch(doc);
    return accepted.kind === 'request'
      ? this.answerSyncRequest(doc, accepted.stateVector)
      : this.storeUpdate(doc, accepted.update);
  }

  /** `screen` then `process`. */
  async handleSync(doc: string, message: Uint8Array, budget?: DocBudget): Promise<SyncOutcome> {
    const screened = this.screen(message, budget);
    return isAccepted(screened) ? this.process(doc, screened) : screened;
  }

  /**
   * Brings the stored rows into one (garbage-collected). Safe on several instances: each
   * replaces only rows its worker has applied, and rows of one document commit in seq order.
   */
  compact(doc: string): Promise<void> {
    const running = this.compacting.get(doc);
    if (running) return running;
    this.appendsSinceCompaction.delete(doc);
    const compaction = this.compactNow(doc).finally(() => this.compacting.delete(doc));
    this.compacting.set(doc, compaction);
    return compaction;
  }

  /**
   * Drops what this instance holds of `doc`, whose rows were deleted (an expired room): a room
   * created again under its name must not start from the old state.
   */
  forget(doc: string): void {
    this.knownSeqs.delete(doc);
    this.appendsSinceCompaction.delete(doc);
    this.worker.run({ kind: 'forget', doc: this.workerScope + doc }).catch((error: unknown) => {
      this.logger.warn({ err: error, doc }, 'Forgetting a document failed');
    });
  }

  /** Stops this service's worker (a shared one is left to its owner). */
  async close(): Promise<void> {
    this.stopResetWatch();
    if (this.ownsWorker) await this.worker.close();
  }

  private async compactNow(doc: string): Promise<void> {
    try {
      const result = await this.withState(doc, (fromSeq, rows) =>
        this.worker.run({ kind: 'state', doc: this.workerScope + doc, fromSeq, rows }),
      );
      if (!result.miss) await this.store.replaceUpdates(doc, result.seq, result.state);
    } catch (error) {
      this.logger.warn({ err: error, doc }, 'Document compaction failed');
    }
  }

  private async storeUpdate(doc: string, update: Uint8Array): Promise<SyncOutcome> {
    let check: UpdateCheck;
    try {
      check =
        update.byteLength <= DOC_INLINE_CHECK_MAX_BYTES
          ? checkUpdate(update)
          : await this.worker.run({ kind: 'check', update });
    } catch (error) {
      return this.unavailable(error, doc);
    }
    if (check !== 'ok') return { kind: 'ignored' };
    const size = update.byteLength;
    if (this.storage && !this.storage.reserve(size)) {
      return { kind: 'refused', message: DOC_MESSAGES.storageFull };
    }
    let stored = false;
    try {
      stored = await this.store.appendUpdate(doc, update, this.maxBytes);
    } finally {
      this.storage?.settle(size, stored);
    }
    if (!stored) {
      // Deleted text is only dropped by a compaction: it may make room.
      if (this.appendsSinceCompaction.has(doc)) void this.compact(doc);
      return { kind: 'refused', message: DOC_MESSAGES.full };
    }
    this.countAppend(doc);
    return { kind: 'relay', message: syncMessage(SYNC_UPDATE, update) };
  }

  private async answerSyncRequest(doc: string, stateVector: Uint8Array): Promise<SyncOutcome> {
    try {
      const result = await this.withState(doc, (fromSeq, rows) =>
        this.worker.run({
          kind: 'answer',
          doc: this.workerScope + doc,
          fromSeq,
          rows,
          stateVector,
        }),
      );
      if (!result || result.miss) return { kind: 'ignored' };
      return { kind: 'reply', messages: result.messages };
    } catch (error) {
      return this.unavailable(error, doc);
    }
  }

  /**
   * Runs `work` on the worker's copy of `doc`, handing it the rows stored since the seq the
   * worker holds; when the worker no longer holds it (restarted, or evicted), with every row.
   */
  private withState<T extends CatchUp<object> | null>(
    doc: string,
    work: (fromSeq: number, rows: StoredUpdate[]) => Promise<T>,
  ): Promise<T> {
    const run = async () => {
      let fromSeq = this.knownSeqs.get(doc) ?? 0;
      for (;;) {
        const rows = await this.store.loadUpdates(doc, fromSeq);
        const result = await work(fromSeq, rows);
        if (result?.miss && fromSeq > 0) {
          fromSeq = 0;
          continue;
        }
        if (result && !result.miss) {
          if (result.rebuilt) this.stats.rebuilds++;
          this.rememberSeq(doc, result.seq);
        }
        return result;
      }
    };
    const previous = this.docQueues.get(doc) ?? Promise.resolve();
    const next = previous.then(run, run);
    const settled = next.catch(() => undefined);
    this.docQueues.set(doc, settled);
    void settled.then(() => {
      if (this.docQueues.get(doc) === settled) this.docQueues.delete(doc);
    });
    return next;
  }

  private rememberSeq(doc: string, seq: number) {
    this.knownSeqs.delete(doc);
    this.knownSeqs.set(doc, seq);
    if (this.knownSeqs.size > DOC_KNOWN_SEQS_MAX) {
      const oldest = this.knownSeqs.keys().next().value;
      if (oldest !== undefined) this.knownSeqs.delete(oldest);
    }
  }

  private unavailable(error: unknown, doc: string): SyncOutcome {
    if (!(error instanceof DocWorkBusy)) {
      this.logger.error({ err: error, doc }, 'Document work failed');
    }
    return tooFast(DOC_BUSY_RETRY_MS);
  }

  private countAppend(doc: string) {
    const count = (this.appendsSinceCompaction.get(doc) ?? 0) + 1;
    this.appendsSinceCompaction.set(doc, count);
    if (count >= this.compactAfter) void this.compact(doc);
  }
}

let nextWorkerScope = 1;

/** A sync message that passed `screen`. */
export type AcceptedSync =
  { kind: 'request'; stateVector: Uint8Array } | { kind: 'update'; update: Uint8Array };

export function isAccepted(screened: SyncOutcome | AcceptedSync): screened is AcceptedSync {
  return screened.kind === 'request' || screened.kind === 'update';
}

function tooFast(retryAfterMs: number): SyncOutcome {
  return { kind: 'refused', message: DOC_MESSAGES.tooFast, retryAfterMs };
}

/** The type and payload of a y-protocols sync message; null when it is not one. */
function readSyncMessage(message: Uint8Array): { type: number; payload: Uint8Array } | null {
  try {
    const decoder = decoding.createDecoder(message);
    const type = decoding.readVarUint(decoder);
    const payload = decoding.readVarUint8Array(decoder);
    const known = type === SYNC_STEP_1 || type === SYNC_STEP_2 || type === SYNC_UPDATE;
    return known ? { type, payload } : null;
  } catch {
    return null;
  }
}
