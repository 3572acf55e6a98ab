import {
  atLeast,
  goalFigure,
  infoFigure,
  type Figure,
  type SectionResult,
} from '../shared/figures';
import { articlePath, firstArticleSlug } from '../shared/pages';
import { startBenchServer, type BenchServer, type ServerEnv } from '../shared/server';
import { ms } from '../shared/stats';
import { bytes } from '../shared/tally';
import { sharedTemplate } from '../shared/template';
import { LOAD_CONNECTIONS } from './autocannon';
import { startDraftSaves } from './draft-saves';
import { measureServer, STATIC_PATH, type ServerResult, type TargetResult } from './measure-server';
import { measureWhileApproving, type WritesMeanwhileResult } from './writes-meanwhile';

/**
 * Throughput of pages and the API (the figures with goals): autocannon in its own
 * process against two production servers in turn, one with the response cache at its default
 * (warm: every target was requested before its load) and one started with
 * RESPONSE_CACHE_MAX_MB=0, which turns the page and API cache off. Logging stays at the
 * production default (info), as a deployed site runs.
 */
const SECTION = 'http';
const HOME_RATIO_GOAL = 0.8;
/** Home ÷ static with a comment approved every second (each approval makes the page stale). */
const HOME_WHILE_WRITING_RATIO_GOAL = 0.8;
const API_RATIO_GOAL = 0.5;
const UNCACHED_HOME_RPS_GOAL = 500;
const API_PATH = '/api/blog/posts';

type Mode = 'cached' | 'uncached';
const SERVER_ENV: Record<Mode, ServerEnv> = {
  cached: { LOG_LEVEL: 'info' },
  uncached: { LOG_LEVEL: 'info', RESPONSE_CACHE_MAX_MB: '0' },
};

async function measureMode(mode: Mode, templateDir: string) {
  const server = await startBenchServer(templateDir, SERVER_ENV[mode]);
  try {
    const slug = await firstArticleSlug(server.url);
    const article = articlePath(slug);
    const result = await measureServer(server, ['/', API_PATH, '/blog', article]);
    printServer(mode, result);
    if (mode === 'uncached') return { result, article, writing: null, whileDrafting: null };
    const drafting = await whileDrafting(server);
    const writing = await measureWhileApproving(server, '/', slug);
    console.log(
      `/ while a comment is approved every second: ${rate(writing.load.rps)} req/s ` +
        `(÷ static ${(writing.load.rps / result.staticRps).toFixed(2)}, p99 ` +
        `${ms(writing.load.p99Ms)}, ${writing.approvals} approvals)`,
    );
    return { result, article, writing, whileDrafting: drafting };
  } finally {
    await server.stop();
  }
}

/** The home page (and its static reference) again, while the owner's draft saves every second. */
async function whileDrafting(server: BenchServer) {
  const saves = await startDraftSaves(server);
  let counted: Awaited<ReturnType<typeof saves.stop>>;
  let result: ServerResult;
  try {
    result = await measureServer(server, ['/']);
  } finally {
    counted = await saves.stop();
  }
  console.log(
    `\nWhile a draft saved every second (${counted.saves} saves, ${counted.failures} failed):`,
  );
  // A save that failed did not test the cache: the figure would say nothing.
  if (counted.failures > 0) throw new Error(`${counted.failures} draft saves failed`);
  printServer('cached', result);
  return result;
}

const rate = (rps: number) => Math.round(rps).toLocaleString('en-US');

function printServer(mode: Mode, { staticBefore, staticAfter, targets }: ServerResult) {
  console.log(
    `\n${mode === 'cached' ? 'Response cache on (default)' : 'RESPONSE_CACHE_MAX_MB=0'}: ` +
      `${STATIC_PATH} ${rate(staticBefore.rps)} req/s before, ${rate(staticAfter.rps)} after`,
  );
  console.log(
    `${'path'.padEnd(52)} ${'req/s'.padStart(7)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ` +
      `${'÷ static'.padStart(8)} ${'bytes'.padStart(9)}  x-cache  failed`,
  );
  for (const target of targets) {
    console.log(
      `${target.path.padEnd(52)} ${rate(target.rps).padStart(7)} ${ms(target.p50Ms).padStart(9)} ` +
        `${ms(target.p99Ms).padStart(9)} ${target.ratio.toFixed(2).padStart(8)} ` +
        `${bytes(target.bytesPerResponse).padStart(9)}  ${(target.cacheHeader || '-').padEnd(7)}  ` +
        `${target.failureKinds || '0'}`,
    );
  }
}

/** '0.83 (2,310 vs 2,781 req/s, p99 41 ms)', with anything that makes the figure suspect. */
function describe(target: TargetResult, staticRps: number, expectHit: boolean): string {
  const notes: string[] = [];
  if (target.failures > 0) notes.push(`failed: ${target.failureKinds}`);
  if (expectHit !== (target.cacheHeader === 'HIT')) {
    notes.push(`X-Cache ${target.cacheHeader || 'absent'}`);
  }
  return (
    `${target.ratio.toFixed(2)} (${rate(target.rps)} vs ${rate(staticRps)} req/s, ` +
    `p99 ${ms(target.p99Ms)})${notes.length > 0 ? `; ${notes.join('; ')}` : ''}`
  );
}

function writingFigure(cached: ServerResult, writing: WritesMeanwhileResult): Figure {
  const { load, approvals } = writing;
  const ratio = load.rps / cached.staticRps;
  const notes = load.failures > 0 ? `; failed: ${load.failureKinds}` : '';
  return goalFigure(
    SECTION,
    'Home req/s ÷ static file, a comment approved every second',
    ratio,
    `${ratio.toFixed(2)} (${rate(load.rps)} vs ${rate(cached.staticRps)} req/s, p99 ` +
      `${ms(load.p99Ms)}, ${approvals} approvals)${notes}`,
    atLeast(HOME_WHILE_WRITING_RATIO_GOAL, `≥ ${HOME_WHILE_WRITING_RATIO_GOAL}`),
  );
}

function figures(
  cached: ServerResult,
  uncached: ServerResult,
  whileDrafting: ServerResult,
  article: string,
): Figure[] {
  const find = (result: ServerResult, path: string) => {
    const target = result.targets.find((entry) => entry.path === path);
    if (!target) throw new Error(`${path} was not measured`);
    return target;
  };
  const ratioFigure = (
    label: string,
    result: ServerResult,
    path: string,
    goal: number | null,
    expectHit: boolean,
  ) => {
    const target = find(result, path);
    const measured = describe(target, result.staticRps, expectHit);
    return goal === null
      ? infoFigure(SECTION, label, target.ratio, measured)
      : goalFigure(SECTION, label, target.ratio, measured, atLeast(goal, `≥ ${goal}`));
  };
  const homeUncached = find(uncached, '/');
  return [
    ratioFigure('Home SSR req/s ÷ static file, cache warm', cached, '/', HOME_RATIO_GOAL, true),
    ratioFigure(
      'Home ÷ static file while a draft saves every second',
      whileDrafting,
      '/',
      HOME_RATIO_GOAL,
      true,
    ),
    ratioFigure(
      `${API_PATH} req/s ÷ static file, cache warm`,
      cached,
      API_PATH,
      API_RATIO_GOAL,
      true,
    ),
    goalFigure(
      SECTION,
      'Home with every cache off, req/s',
      homeUncached.rps,
      `${rate(homeUncached.rps)} (÷ static ${homeUncached.ratio.toFixed(2)}, p99 ${ms(homeUncached.p99Ms)})`,
      atLeast(UNCACHED_HOME_RPS_GOAL, `≥ ${UNCACHED_HOME_RPS_GOAL}`),
    ),
    ratioFigure('Home ÷ static file, cache off', uncached, '/', null, false),
    ratioFigure(`${API_PATH} ÷ static file, cache off`, uncached, API_PATH, null, false),
    ratioFigure('/blog ÷ static file, cache warm', cached, '/blog', null, true),
    ratioFigure('/blog ÷ static file, cache off', uncached, '/blog', null, false),
    ratioFigure('An article ÷ static file, cache warm', cached, article, null, true),
    ratioFigure('An article ÷ static file, cache off', uncached, article, null, false),
  ];
}

export async function benchHttp(): Promise<SectionResult> {
  const template = await sharedTemplate();
  console.log(
    `autocannon, ${LOAD_CONNECTIONS} connections, gzip accepted; each ratio against ` +
      `${STATIC_PATH} from the same server process`,
  );
  // Separate processes: a cache that was once on cannot leak into the uncached figures.
  const uncached = await measureMode('uncached', template.dir);
  const cached = await measureMode('cached', template.dir);
  if (!cached.whileDrafting) throw new Error('The cached server measured no draft saves');
  return {
    figures: [
      ...figures(cached.result, uncached.result, cached.whileDrafting, cached.article),
      writingFigure(cached.result, cached.writing),
    ],
    details: {
      connections: LOAD_CONNECTIONS,
      cached: cached.result,
      uncached: uncached.result,
      whileDrafting: cached.whileDrafting,
      cachedWhileApproving: cached.writing,
    },
  };
}
