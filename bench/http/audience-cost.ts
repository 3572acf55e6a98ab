import { atLeast, goalFigure, type SectionResult } from '../shared/figures';
import { startBenchServer, type BenchServer, type ServerEnv } from '../shared/server';
import { sharedTemplate } from '../shared/template';
import { LOAD_CONNECTIONS, runLoad } from './autocannon';

/**
 * What counting page views costs the cached home page (docs/product.md#audience): a server that
 * counts and one started with AUDIENCE=off, each measured in turn, round after round, a fresh
 * process every time. Turn about, because the machine's load changes meanwhile; fresh processes,
 * because two identical servers kept running side by side measured 0.76 of each other (the one
 * started first was the slower).
 */
const SECTION = 'audience';
/** Counting may cost the cached home page at most 5 %. */
const AUDIENCE_COST_GOAL = 0.95;
const ROUNDS = 4;
const ROUND_SECONDS = 5;
const WARM_UP_SECONDS = 2;
const PATH = '/';

interface AudienceCostResult {
  countingRps: number;
  notCountingRps: number;
  /** Counting ÷ not counting. */
  ratio: number;
  failures: number;
  rounds: { counting: number; notCounting: number }[];
}

async function measureOnce(templateDir: string, env: ServerEnv) {
  const server: BenchServer = await startBenchServer(templateDir, env);
  try {
    await runLoad(`${server.url}${PATH}`, WARM_UP_SECONDS);
    return await runLoad(`${server.url}${PATH}`, ROUND_SECONDS);
  } finally {
    await server.stop();
  }
}

async function measureAudienceCost(
  templateDir: string,
  env: ServerEnv,
): Promise<AudienceCostResult> {
  const modes = { counting: env, notCounting: { ...env, AUDIENCE: 'off' } };
  const rounds: AudienceCostResult['rounds'] = [];
  let failures = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    // Which goes first alternates: neither always gets the quieter turn.
    const order =
      round % 2 === 0
        ? (['counting', 'notCounting'] as const)
        : (['notCounting', 'counting'] as const);
    const result = { counting: 0, notCounting: 0 };
    for (const mode of order) {
      const load = await measureOnce(templateDir, modes[mode]);
      result[mode] = load.rps;
      failures += load.failures;
    }
    rounds.push(result);
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const countingRps = mean(rounds.map((round) => round.counting));
  const notCountingRps = mean(rounds.map((round) => round.notCounting));
  return { countingRps, notCountingRps, ratio: countingRps / notCountingRps, failures, rounds };
}

const rate = (rps: number) => Math.round(rps).toLocaleString('en-US');

/** `npm run bench -- audience`: cached home req/s with counting on ÷ with it off. */
export async function benchAudience(): Promise<SectionResult> {
  const template = await sharedTemplate();
  console.log(
    `autocannon, ${LOAD_CONNECTIONS} connections, ${PATH} with the cache warm: ${ROUNDS} rounds of ` +
      `${ROUND_SECONDS} s on each server in turn`,
  );
  const cost = await measureAudienceCost(template.dir, { LOG_LEVEL: 'info' });
  const measured =
    `${cost.ratio.toFixed(2)} (${rate(cost.countingRps)} vs ${rate(cost.notCountingRps)} req/s)` +
    (cost.failures > 0 ? `; failed: ${cost.failures}` : '');
  console.log(
    `Counting ${rate(cost.countingRps)} req/s, AUDIENCE=off ${rate(cost.notCountingRps)}`,
  );
  return {
    figures: [
      goalFigure(
        SECTION,
        'Home req/s with audience counting on ÷ off, cache warm',
        cost.ratio,
        measured,
        atLeast(AUDIENCE_COST_GOAL, `≥ ${AUDIENCE_COST_GOAL}`),
      ),
    ],
    details: cost,
  };
}
