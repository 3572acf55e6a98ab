import { Worker } from 'node:worker_threads';
import type { Logger } from '../logger';
import type { DocWork, DocWorkerData, DocWorkReply, DocWorkResults } from './doc-work';

/** Requests waiting for the worker past this many are refused (the client is told to retry). */
const DOC_WORK_QUEUE_MAX = 256;
/** The worker's cache of live documents (doc-engine.ts DocStates), in stored bytes. */
const DOC_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** Past this heap the worker is restarted with an empty cache instead of taking the process down. */
const DOC_WORKER_HEAP_MAX_MB = 1024;

/** The worker has too much queued already. */
export class DocWorkBusy extends Error {}

type Settle = { resolve(result: unknown): void; reject(error: Error): void };

/**
 * The thread that does every slow Yjs computation (doc-worker.ts), one per instance, started on
 * first use and again after it dies. It keeps the process alive only while work is pending.
 */
export class DocWorkerHost {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Settle>();
  private readonly resetListeners = new Set<() => void>();
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly logger: Logger,
    private readonly queueMax = DOC_WORK_QUEUE_MAX,
    private readonly cacheMaxBytes = DOC_CACHE_MAX_BYTES,
  ) {}

  run<K extends DocWork['kind']>(work: Extract<DocWork, { kind: K }>): Promise<DocWorkResults[K]> {
    if (this.closed) return Promise.reject(new Error('The document worker is closed'));
    if (this.pending.size >= this.queueMax) return Promise.reject(new DocWorkBusy());
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise<DocWorkResults[K]>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ ...work, id });
    });
  }

  /** `listener` runs whenever a worker stopped: the next one starts with an empty cache. */
  onReset(listener: () => void): () => void {
    this.resetListeners.add(listener);
    return () => this.resetListeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.worker = null;
    this.failAll(new Error('The document worker is closed'));
    await worker?.terminate();
  }

  private start(): Worker {
    const data: DocWorkerData = { cacheMaxBytes: this.cacheMaxBytes };
    const worker = new Worker(workerUrl(), {
      workerData: data,
      resourceLimits: { maxOldGenerationSizeMb: DOC_WORKER_HEAP_MAX_MB },
    });
    worker.unref();
    worker.on('message', (reply: DocWorkReply) => this.settle(worker, reply));
    worker.on('error', (error) => this.logger.error({ err: error }, 'Document worker failed'));
    worker.on('exit', (code) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.failAll(new Error(`The document worker stopped (exit code ${code})`));
      for (const listener of this.resetListeners) listener();
    });
    this.worker = worker;
    return worker;
  }

  private settle(worker: Worker, reply: DocWorkReply) {
    const waiting = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    if (this.pending.size === 0) worker.unref();
    if (!waiting) return;
    if ('error' in reply) waiting.reject(new Error(reply.error));
    else waiting.resolve(reply.result);
  }

  private failAll(error: Error) {
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const waiter of waiting) waiter.reject(error);
  }
}

/**
 * From source (`npm run dev`, Vitest) this module is TypeScript and the worker starts through
 * its tsx bootstrap; in the bundle it is build/server-entry/index.js, next to doc-worker.js.
 */
function workerUrl(): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL('./doc-worker.source.mjs', import.meta.url)
    : new URL('./doc-worker.js', import.meta.url);
}
