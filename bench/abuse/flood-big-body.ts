import { once } from 'node:events';
import http from 'node:http';
import { sleep, untilAborted } from '../shared/abort';
import { FLOOD_CAP_MS, type Flood } from './flood';
import { bytes } from '../shared/tally';

/**
 * A 300 MB form POSTed to the home page's action. The body is
 * streamed from one reused chunk (never built in memory) and sending stops as soon as the server
 * answers; the server's resident memory is read before and after.
 */
const BODY_BYTES = 300 * 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;
/** Lets the server finish (or drop) whatever it was doing with the body before RSS is read. */
const SETTLE_MS = 1000;
const PREFIX = 'name=Flood&email=flood%40example.com&message=';

/** The body, chunk by chunk: the prefix, then 'a' up to BODY_BYTES. */
function* formBody(): Generator<Buffer> {
  yield Buffer.from(PREFIX);
  const chunk = Buffer.alloc(CHUNK_BYTES, 'a');
  let remaining = BODY_BYTES - PREFIX.length;
  while (remaining > 0) {
    yield remaining >= CHUNK_BYTES ? chunk : chunk.subarray(0, remaining);
    remaining -= CHUNK_BYTES;
  }
}

interface Outcome {
  /** 'answered 413', or how the exchange ended without an answer we could read. */
  ending: string;
  sentBytes: number;
}

function postHugeForm(baseUrl: string, signal: AbortSignal): Promise<Outcome> {
  const outgoing = http.request(`${baseUrl}/?index`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': BODY_BYTES,
    },
  });
  let ending: string | null = null;
  let sentBytes = 0;
  // Later errors of a request we already gave up on must not crash the bench.
  outgoing.on('error', () => undefined);
  const answered = new Promise<void>((resolve) => {
    outgoing.once('response', (response) => {
      ending = `answered ${response.statusCode ?? 0}`;
      response.resume();
      resolve();
    });
    outgoing.once('error', (error: NodeJS.ErrnoException) => {
      // A server that answers and closes before reading the body makes our next write fail.
      ending ??= `connection closed by the server (${error.code ?? error.message})`;
      resolve();
    });
  });
  const stopped = () => ending !== null || signal.aborted;
  const send = async () => {
    for (const chunk of formBody()) {
      if (stopped()) return;
      sentBytes += chunk.byteLength;
      if (!outgoing.write(chunk)) {
        // once() rejects on 'error'; the answer (or the error) is handled by `answered`.
        const drained = once(outgoing, 'drain').catch(() => undefined);
        await untilAborted(Promise.race([drained, answered]), signal);
      }
    }
    outgoing.end();
  };
  return (async () => {
    await Promise.race([send(), answered]);
    await untilAborted(answered, signal);
    outgoing.destroy();
    return { ending: ending ?? 'no answer', sentBytes };
  })();
}

export const bigBodyFlood: Flood = {
  name: 'huge form body',
  async run(server, measure) {
    await measure(
      `POST /?index, ${bytes(BODY_BYTES)} form body, streamed`,
      FLOOD_CAP_MS,
      async (signal) => {
        const before = server.memory();
        const { ending, sentBytes } = await postHugeForm(server.url, signal);
        await sleep(SETTLE_MS, signal);
        const after = server.memory();
        return (
          `${ending} after ${bytes(sentBytes)} sent; server RSS ` +
          `${bytes(before.rssBytes)} → ${bytes(after.rssBytes)} ` +
          `(peak ${bytes(before.peakBytes)} → ${bytes(after.peakBytes)})`
        );
      },
    );
  },
};
