import { Worker } from 'node:worker_threads';
import { summarize } from './stats';
import { Tally } from './tally';

/** /api/health latency while a flood runs, measured from a worker thread (see the worker). */
const PROBE_INTERVAL_MS = 20;
export const PROBE_TIMEOUT_MS = 2000;

export interface HealthSummary {
  count: number;
  /** Probes that timed out, failed or answered other than 200 (counted at the timeout). */
  failures: number;
  /** Why they failed, e.g. 'timeout ×3, status 503 ×1'. */
  failureReasons: string;
  p50: number;
  p99: number;
  max: number;
}

export interface HealthProbe {
  stop(): Promise<HealthSummary>;
}

type WorkerReport =
  { type: 'ready' } | { type: 'done'; samples: number[]; failures: Record<string, number> };

/** Starts probing `baseUrl`/api/health; resolves once the prober is warm and probing. */
export async function startHealthProbe(baseUrl: string): Promise<HealthProbe> {
  const worker = new Worker(new URL('./health-probe-worker.mjs', import.meta.url), {
    workerData: {
      url: `${baseUrl}/api/health`,
      intervalMs: PROBE_INTERVAL_MS,
      timeoutMs: PROBE_TIMEOUT_MS,
    },
  });
  const next = () =>
    new Promise<WorkerReport>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  await next();
  return {
    async stop() {
      const done = next();
      worker.postMessage('stop');
      const report = await done;
      await worker.terminate();
      if (report.type !== 'done') throw new Error('Health prober answered out of turn');
      const reasons = new Tally();
      for (const [reason, count] of Object.entries(report.failures)) reasons.add(reason, count);
      return {
        ...summarize(report.samples),
        failures: reasons.total,
        failureReasons: reasons.summary(),
      };
    },
  };
}
