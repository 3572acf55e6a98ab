// The /api/health prober, on its own thread so a busy flooding loop cannot delay its clock.
// Plain JavaScript: worker threads do not inherit the tsx loader that `npm run bench` uses.
// Probes start on a fixed schedule whatever the previous one is doing (a stalled server shows
// as many slow probes, not as one), each with its own timeout; a failed probe (timeout, error,
// status other than 200) counts at the timeout value.
import { parentPort, workerData } from 'node:worker_threads';

const { url, intervalMs, timeoutMs } = workerData;
const samples = [];
/** Why probes failed ('timeout', 'status 503', an error code), with counts. */
const failures = {};
const inFlight = new Set();

async function probe(record) {
  const started = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`status ${response.status}`);
    if (record) samples.push(performance.now() - started);
  } catch (error) {
    if (record) {
      const reason = failureReason(error);
      failures[reason] = (failures[reason] ?? 0) + 1;
      samples.push(timeoutMs);
    }
  }
}

function failureReason(error) {
  if (error?.name === 'TimeoutError') return 'timeout';
  const code = error?.cause?.code;
  return code ?? error?.message ?? String(error);
}

// One unrecorded probe first: the thread's first fetch pays for loading the HTTP client.
await probe(false);
parentPort.postMessage({ type: 'ready' });

const timer = setInterval(() => {
  const running = probe(true);
  inFlight.add(running);
  void running.finally(() => inFlight.delete(running));
}, intervalMs);

parentPort.once('message', async () => {
  clearInterval(timer);
  await Promise.all(inFlight);
  parentPort.postMessage({ type: 'done', samples, failures });
});
