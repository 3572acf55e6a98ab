import type { CatchUp, UpdateCheck } from './doc-engine';
import type { StoredUpdate } from './store';

/** What the document worker does (doc-worker.ts), as messages between the two threads. */
export type DocWork =
  | { kind: 'check'; update: Uint8Array }
  | {
      kind: 'answer';
      doc: string;
      fromSeq: number;
      rows: StoredUpdate[];
      stateVector: Uint8Array;
    }
  | { kind: 'state'; doc: string; fromSeq: number; rows: StoredUpdate[] }
  | { kind: 'forget'; doc: string };

export interface DocWorkResults {
  check: UpdateCheck;
  answer: CatchUp<{ messages: Uint8Array[] }> | null;
  state: CatchUp<{ state: Uint8Array }>;
  forget: null;
}

export type DocWorkRequest = DocWork & { id: number };
export type DocWorkReply = { id: number; result: unknown } | { id: number; error: string };

export interface DocWorkerData {
  /** Bound of the worker's document cache (DocStates), in stored bytes. */
  cacheMaxBytes: number;
}
