import {
  atLeast,
  atMost,
  goalFigure,
  infoFigure,
  missingFigure,
  type Figure,
  type SectionResult,
} from '../shared/figures';
import { ms } from '../shared/stats';
import { bytes, errorMessage } from '../shared/tally';
import { sharedTemplate } from '../shared/template';
import { DELIVERY_WINDOW_MS, runScenario, type Scenario, type ScenarioResult } from './scenario';

/**
 * Cursor fan-out (last figure): visitors on one page, each seeing the others' moves
 * as cursor:batch frames; per move and per other visitor, whether that position (or a later one
 * of the same cursor) arrived within 500 ms, the delivery latency, and /api/health meanwhile.
 */
const SECTION = 'realtime';

interface Goals {
  withinWindowPercent?: number;
  latencyP99Ms?: number;
  healthP99Ms?: number;
}

const SCENARIOS: (Scenario & { goals: Goals })[] = [
  { visitors: 100, movers: 100, goals: {} },
  {
    visitors: 300,
    movers: 30,
    goals: { withinWindowPercent: 99, latencyP99Ms: 150, healthP99Ms: 100 },
  },
  { visitors: 500, movers: 500, goals: { healthP99Ms: 250 } },
];

const percent = (value: number) => `${value.toFixed(1)} %`;
const label = ({ visitors, movers }: Scenario) =>
  `N = ${visitors}, ${movers === visitors ? 'all' : movers} moving at 10 Hz`;

function printResult(result: ScenarioResult) {
  const { health } = result;
  console.log(
    `${label(result)}: ${result.connected}/${result.visitors} connected` +
      `${result.refused ? ` (refused: ${result.refused})` : ''}\n` +
      `  moves seen within ${DELIVERY_WINDOW_MS} ms ${percent(result.withinWindowPercent)}, ` +
      `at all ${percent(result.deliveredPercent)} of ${result.pairs.toLocaleString('en-US')} ` +
      `(move, other visitor) pairs; latency p50 ${ms(result.latencyP50Ms)}, ` +
      `p99 ${ms(result.latencyP99Ms)}\n` +
      `  /api/health: ${health.count} probes, p50 ${ms(health.p50)}, p99 ${ms(health.p99)}, ` +
      `max ${ms(health.max)}${health.failures > 0 ? `, failed: ${health.failureReasons}` : ''}\n` +
      `  server CPU ${result.serverCpuPercent.toFixed(0)} % of a core, RSS ` +
      `${bytes(result.serverRssBytes)}; client processes CPU ` +
      `${result.clientCpuPercent.map((cpu) => `${cpu.toFixed(0)} %`).join(' + ')}, ` +
      `event-loop delay p99 ${result.clientLoopDelayP99Ms.map(ms).join(' / ')}`,
  );
}

function figures(result: ScenarioResult, goals: Goals): Figure[] {
  const name = `Fan-out ${label(result)}`;
  const health = result.health.p99;
  const summary =
    `${percent(result.withinWindowPercent)} within ${DELIVERY_WINDOW_MS} ms, ` +
    `p99 ${ms(result.latencyP99Ms)}, /api/health p99 ${ms(health)}`;
  if (Object.keys(goals).length === 0) return [infoFigure(SECTION, name, null, summary)];
  const rows: Figure[] = [];
  if (goals.withinWindowPercent !== undefined) {
    rows.push(
      goalFigure(
        SECTION,
        `${name}: moves seen within ${DELIVERY_WINDOW_MS} ms`,
        result.withinWindowPercent,
        percent(result.withinWindowPercent),
        atLeast(goals.withinWindowPercent, `≥ ${goals.withinWindowPercent} %`),
      ),
    );
  }
  if (goals.latencyP99Ms !== undefined) {
    rows.push(
      goalFigure(
        SECTION,
        `${name}: delivery p99`,
        result.latencyP99Ms,
        `${ms(result.latencyP99Ms)} (p50 ${ms(result.latencyP50Ms)})`,
        atMost(goals.latencyP99Ms, `≤ ${goals.latencyP99Ms} ms`),
      ),
    );
  }
  if (goals.healthP99Ms !== undefined) {
    const failed = result.health.failures > 0 ? `; failed: ${result.health.failureReasons}` : '';
    rows.push(
      goalFigure(
        SECTION,
        `${name}: /api/health p99`,
        health,
        `${ms(health)}${failed}`,
        atMost(goals.healthP99Ms, `≤ ${goals.healthP99Ms} ms`),
      ),
    );
  }
  if (goals.withinWindowPercent === undefined) {
    rows.push(infoFigure(SECTION, `${name}: cursors seen`, result.withinWindowPercent, summary));
  }
  if (result.connected < result.visitors) {
    for (const row of rows) row.measured += `; only ${result.connected} connected`;
  }
  return rows;
}

export async function benchFanOut(): Promise<SectionResult> {
  const template = await sharedTemplate();
  const rows: Figure[] = [];
  const details: ScenarioResult[] = [];
  for (const { goals, ...scenario } of SCENARIOS) {
    try {
      const result = await runScenario(scenario, template.dir);
      printResult(result);
      details.push(result);
      rows.push(...figures(result, goals));
    } catch (error) {
      console.log(`${label(scenario)}: failed: ${errorMessage(error)}`);
      rows.push(missingFigure(SECTION, `Fan-out ${label(scenario)}`, '', errorMessage(error)));
    }
  }
  return { figures: rows, details };
}
