import { sleep } from '../shared/abort';
import { startHealthProbe, type HealthSummary } from '../shared/health-probe';
import { cpuTimeMs } from '../shared/process-cpu';
import { startBenchServer } from '../shared/server';
import { ClientProcesses } from './client-processes';
import { countOf, emptyHistogram, fromSparse, merge, percentileOf } from './histogram';
import { epochNow, type ClientPlan } from './protocol';

/**
 * One fan-out scenario: N visitors on one page of a fresh production server, M of them moving
 * their pointer at 10 Hz for MOVES moves, the clients in child processes (at most
 * CLIENTS_PER_PROCESS each), /api/health probed from a worker thread meanwhile.
 */
export const DELIVERY_WINDOW_MS = 500;
const PAGE_PATH = '/';
const MOVE_INTERVAL_MS = 100;
const MOVES = 100;
/** Arrivals after the last move still count this long; past the window, so late ones show. */
const TAIL_MS = 1500;
const CLIENTS_PER_PROCESS = 250;
/** Lets the joins' presence messages settle before anything moves. */
const SETTLE_MS = 1000;
const START_DELAY_MS = 300;
const CONNECT_TIMEOUT_MS = 90_000;
const REPORT_TIMEOUT_MS = 60_000;
/**
 * The clients share one address, so this server (and only it) allows them all. Nothing else
 * differs from the defaults.
 */
const MAX_SOCKETS_PER_ADDRESS = '2000';

export interface Scenario {
  visitors: number;
  movers: number;
}

export interface ScenarioResult extends Scenario {
  connected: number;
  refused: string;
  pairs: number;
  /** % of (move, other visitor) pairs seen within DELIVERY_WINDOW_MS. */
  withinWindowPercent: number;
  /** % seen at all before the tail ended. */
  deliveredPercent: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  health: HealthSummary;
  /** The server's CPU over the moving phase, % of one core (2 cores = 200 %). */
  serverCpuPercent: number;
  serverRssBytes: number;
  clientCpuPercent: number[];
  clientLoopDelayP99Ms: number[];
}

function plans(url: string, { visitors, movers }: Scenario): ClientPlan[] {
  const count = Math.ceil(visitors / CLIENTS_PER_PROCESS);
  // Round robin, so movers and watchers are spread over the processes alike.
  return Array.from({ length: count }, (_, process) => ({
    url,
    path: PAGE_PATH,
    indexes: Array.from({ length: visitors }, (_, index) => index).filter(
      (index) => index % count === process,
    ),
    movers,
    moves: MOVES,
    moveIntervalMs: MOVE_INTERVAL_MS,
    tailMs: TAIL_MS,
    deliveryWindowMs: DELIVERY_WINDOW_MS,
  }));
}

export async function runScenario(
  scenario: Scenario,
  templateDir: string,
): Promise<ScenarioResult> {
  const server = await startBenchServer(templateDir, {
    REALTIME_MAX_SOCKETS_PER_ADDRESS: MAX_SOCKETS_PER_ADDRESS,
  });
  const clients = new ClientProcesses(plans(server.url, scenario));
  try {
    const joined = await clients.all('connected', CONNECT_TIMEOUT_MS);
    await sleep(SETTLE_MS);
    const probe = await startHealthProbe(server.url);
    const serverCpuBefore = cpuTimeMs(server.pid);
    const wallBefore = performance.now();
    clients.broadcast({ type: 'start', startAtEpochMs: epochNow() + START_DELAY_MS });
    const sent = await clients.all(
      'sent',
      START_DELAY_MS + MOVES * MOVE_INTERVAL_MS + TAIL_MS + REPORT_TIMEOUT_MS,
    );
    const serverCpuPercent =
      ((cpuTimeMs(server.pid) - serverCpuBefore) / (performance.now() - wallBefore)) * 100;
    const health = await probe.stop();
    const serverRssBytes = server.memory().rssBytes;

    const sendTimes = Object.assign({}, ...sent.map((report) => report.sendTimes)) as Record<
      number,
      number[]
    >;
    clients.broadcast({ type: 'sendTimes', sendTimes });
    const results = await clients.all('result', REPORT_TIMEOUT_MS);
    const latencies = emptyHistogram();
    for (const result of results) merge(latencies, fromSparse(result.latencies));
    const pairs = results.reduce((sum, result) => sum + result.pairs, 0);
    const within = results.reduce((sum, result) => sum + result.withinWindow, 0);
    const percent = (count: number) => (pairs > 0 ? (count / pairs) * 100 : Number.NaN);
    return {
      ...scenario,
      connected: joined.reduce((sum, report) => sum + report.connected, 0),
      refused: joined
        .map((report) => report.refused)
        .filter(Boolean)
        .join('; '),
      pairs,
      withinWindowPercent: percent(within),
      deliveredPercent: percent(countOf(latencies)),
      latencyP50Ms: percentileOf(latencies, 50),
      latencyP99Ms: percentileOf(latencies, 99),
      health,
      serverCpuPercent,
      serverRssBytes,
      clientCpuPercent: sent.map((report) => report.cpuPercent),
      clientLoopDelayP99Ms: sent.map((report) => report.loopDelayP99Ms),
    };
  } finally {
    clients.stop();
    await server.stop();
  }
}
