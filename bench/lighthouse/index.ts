import {
  atLeast,
  atMost,
  goalFigure,
  missingFigure,
  type Figure,
  type SectionResult,
} from '../shared/figures';
import { articlePage, withPageServer, type LabelledPage } from '../shared/page-server';
import { errorMessage, seconds } from '../shared/tally';
import { CATEGORIES, runLighthouse, type Category, type LighthouseRun } from './run';

/**
 * Lighthouse 12 (mobile, the default) on `/`, `/blog` and an article of one production server,
 * RUNS times each; each category's median, and the median paints on `/`.
 */
const SECTION = 'lighthouse';
const RUNS = 3;
const SCORE_GOAL = 100;
const FCP_GOAL_MS = 1000;
const LCP_GOAL_MS = 1200;

function median(values: number[]): number {
  const sorted = [...values].filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

interface PageResult {
  path: string;
  runs: LighthouseRun[];
  failures: string[];
  medians: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
}

/** How long a page may take to be kept in its best-compressed form. */
const WARM_UP_MAX_MS = 5_000;

/**
 * Asks for the page until the server's cache answers with brotli, the form it gives a page asked
 * for more than once (server/cache/response-cache.ts): every run then measures the page a
 * visitor gets, not the first request after a start.
 */
async function warmUp(url: string): Promise<void> {
  const deadline = Date.now() + WARM_UP_MAX_MS;
  while (Date.now() < deadline) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
    await response.arrayBuffer();
    if (response.headers.get('content-encoding') === 'br') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was never answered with brotli within ${WARM_UP_MAX_MS} ms`);
}

async function measurePage(baseUrl: string, path: string): Promise<PageResult> {
  await warmUp(`${baseUrl}${path}`);
  const runs: LighthouseRun[] = [];
  const failures: string[] = [];
  for (let run = 0; run < RUNS; run++) {
    try {
      runs.push(await runLighthouse(`${baseUrl}${path}`));
    } catch (error) {
      failures.push(errorMessage(error));
    }
  }
  const medians = Object.fromEntries(
    CATEGORIES.map((category) => [category, median(runs.map((run) => run.scores[category]))]),
  ) as Record<Category, number>;
  return {
    path,
    runs,
    failures,
    medians,
    fcpMs: median(runs.map((run) => run.fcpMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
  };
}

const scoresText = (scores: Record<Category, number>) =>
  CATEGORIES.map((category) => scores[category]).join(' / ');

function printPage(page: PageResult) {
  console.log(
    `${page.path}: median ${scoresText(page.medians)} (runs: ` +
      `${page.runs.map((run) => scoresText(run.scores)).join('; ')}); ` +
      `FCP ${seconds(page.fcpMs)}, LCP ${seconds(page.lcpMs)}`,
  );
  const lost = new Set(page.runs.flatMap((run) => run.lostPoints));
  if (lost.size > 0) console.log(`  lost points: ${[...lost].join(', ')}`);
  const problems = new Set(page.runs.flatMap((run) => run.problems));
  if (problems.size > 0) console.log(`  Lighthouse warned: ${[...problems].join(' | ')}`);
  for (const failure of page.failures) console.log(`  a run failed: ${failure}`);
}

function pageFigure(page: PageResult, label: string): Figure {
  const figure = `Lighthouse perf / a11y / best practices / SEO on ${label} (median of ${RUNS})`;
  const goal = CATEGORIES.map(() => SCORE_GOAL).join(' / ');
  if (page.runs.length === 0) return missingFigure(SECTION, figure, goal, page.failures[0] ?? '');
  const failed = page.failures.length > 0 ? ` (${page.failures.length} runs failed)` : '';
  const lowest = Math.min(...Object.values(page.medians));
  return goalFigure(
    SECTION,
    figure,
    lowest,
    `${scoresText(page.medians)}${failed}`,
    atLeast(SCORE_GOAL, goal),
  );
}

export function benchLighthouse(): Promise<SectionResult> {
  return withPageServer(async (server) => {
    const pages: LabelledPage[] = [['/', '/'], ['/blog', '/blog'], await articlePage(server.url)];
    const results: PageResult[] = [];
    for (const [path] of pages) {
      const page = await measurePage(server.url, path);
      printPage(page);
      results.push(page);
    }
    const home = results[0]!;
    return {
      figures: [
        ...results.map((page, index) => pageFigure(page, pages[index]![1])),
        goalFigure(
          SECTION,
          'First contentful paint on / (mobile, median)',
          home.fcpMs,
          seconds(home.fcpMs),
          atMost(FCP_GOAL_MS, `≤ ${seconds(FCP_GOAL_MS)}`),
        ),
        goalFigure(
          SECTION,
          'Largest contentful paint on / (mobile, median)',
          home.lcpMs,
          seconds(home.lcpMs),
          atMost(LCP_GOAL_MS, `≤ ${seconds(LCP_GOAL_MS)}`),
        ),
      ],
      details: results,
    };
  });
}
