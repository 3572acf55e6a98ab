import { parentPort, workerData } from 'node:worker_threads';
import { checkUpdate, DocStates } from './doc-engine';
import type { DocWorkerData, DocWorkReply, DocWorkRequest } from './doc-work';

/**
 * The document worker's entry point (one thread per instance, started by doc-worker-host.ts):
 * requests are handled one at a time, in arrival order. Results travel back transferred, not
 * copied, so the main thread only receives them.
 */
const port = parentPort;
if (!port) throw new Error('doc-worker.ts runs as a worker thread');
const states = new DocStates((workerData as DocWorkerData).cacheMaxBytes);

port.on('message', (request: DocWorkRequest) => {
  let reply: DocWorkReply;
  let transfer: ArrayBuffer[] = [];
  try {
    const { result, buffers } = perform(request);
    reply = { id: request.id, result };
    transfer = buffers;
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply, transfer);
});

function perform(request: DocWorkRequest): { result: unknown; buffers: ArrayBuffer[] } {
  switch (request.kind) {
    case 'check':
      return { result: checkUpdate(request.update), buffers: [] };
    case 'answer': {
      const { doc, fromSeq, rows, stateVector } = request;
      const result = states.answer(doc, fromSeq, rows, stateVector);
      return { result, buffers: result && !result.miss ? ownBuffers(result.messages) : [] };
    }
    case 'state': {
      const result = states.state(request.doc, request.fromSeq, request.rows);
      return { result, buffers: result.miss ? [] : ownBuffers([result.state]) };
    }
    case 'forget':
      states.forget(request.doc);
      return { result: null, buffers: [] };
  }
}

/** Fresh encodings own their whole buffer: those move; a view into a shared one is copied. */
function ownBuffers(list: Uint8Array[]): ArrayBuffer[] {
  return list
    .filter((bytes) => bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength)
    .map((bytes) => bytes.buffer as ArrayBuffer);
}
