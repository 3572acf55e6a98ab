import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Tally } from '../shared/tally';

/**
 * One autocannon run in its own process (the load must not share the bench's event loop, and a
 * fresh process per run carries nothing over), read back from its JSON report.
 */
export const LOAD_CONNECTIONS = 50;
/**
 * A browser's user agent: autocannon's own would be a bot to the audience counter, and the
 * pages would be measured without the view counting every browser's visit costs.
 */
const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const AUTOCANNON_CLI = fileURLToPath(import.meta.resolve('autocannon/autocannon.js'));
/** Past the run itself: the process start and the report. */
const EXIT_GRACE_MS = 30_000;

export interface LoadResult {
  /** Successful (2xx) responses a second over the whole run. */
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-2xx answers, errors and timeouts: any of them makes the figure suspect. */
  failures: number;
  /** What they were, e.g. 'timeout ×2, status 429 ×1'; '' when none. */
  failureKinds: string;
  /** Average bytes a response carried on the wire (gzip when the server compressed it). */
  bytesPerResponse: number;
}

interface AutocannonReport {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  statusCodeStats: Record<string, { count: number }>;
  latency: { p50: number; p99: number };
  throughput: { total: number };
  requests: { total: number };
}

export async function runLoad(url: string, durationSeconds: number): Promise<LoadResult> {
  const args = [
    AUTOCANNON_CLI,
    ...['--connections', String(LOAD_CONNECTIONS)],
    ...['--duration', String(durationSeconds)],
    ...['--headers', 'accept-encoding=gzip'],
    ...['--headers', `user-agent=${BROWSER_USER_AGENT}`],
    '--json',
    '--no-progress',
    url,
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const killer = setTimeout(() => child.kill('SIGKILL'), durationSeconds * 1000 + EXIT_GRACE_MS);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(killer);
  if (code !== 0) throw new Error(`autocannon exited with ${code}: ${stderr.slice(-500)}`);
  const report = JSON.parse(stdout) as AutocannonReport;
  const ok = report['2xx'];
  const kinds = new Tally();
  kinds.add('timeout', report.timeouts);
  // autocannon counts a timeout as an error too.
  kinds.add('error', report.errors - report.timeouts);
  for (const [status, { count }] of Object.entries(report.statusCodeStats)) {
    if (!status.startsWith('2')) kinds.add(`status ${status}`, count);
  }
  return {
    rps: ok / report.duration,
    p50Ms: report.latency.p50,
    p99Ms: report.latency.p99,
    failures: report.non2xx + report.errors,
    failureKinds: kinds.total > 0 ? kinds.summary() : '',
    bytesPerResponse:
      report.requests.total > 0 ? report.throughput.total / report.requests.total : 0,
  };
}
