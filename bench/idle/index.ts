import type { Browser } from '@playwright/test';
import {
  atMost,
  goalFigure,
  missingFigure,
  type Figure,
  type SectionResult,
} from '../shared/figures';
import { articlePage, withPageServerAndBrowser, type LabelledPage } from '../shared/page-server';
import { ms } from '../shared/stats';
import { errorMessage } from '../shared/tally';

/**
 * Main-thread work of a page nobody touches (≤ 50 ms per 10 s): Chromium opens the
 * page, waits for load and a little more, then Chrome's own performance counters are read
 * before and after 10 s of nothing. TaskDuration is everything the main thread did; the others
 * say what it was.
 */
const SECTION = 'idle';
const AFTER_LOAD_MS = 2000;
const WATCH_MS = 10_000;
const TASK_GOAL_MS = 50;
const METRICS = [
  'TaskDuration',
  'ScriptDuration',
  'RecalcStyleDuration',
  'LayoutDuration',
] as const;
type Metric = (typeof METRICS)[number];
const COUNTS = ['RecalcStyleCount', 'LayoutCount'] as const;
type Count = (typeof COUNTS)[number];

type Reading = Record<Metric | Count, number>;

async function watchIdle(browser: Browser, url: string): Promise<Reading> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(AFTER_LOAD_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const read = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return new Map(metrics.map(({ name, value }) => [name, value]));
    };
    const before = await read();
    await page.waitForTimeout(WATCH_MS);
    const after = await read();
    const delta = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0);
    return Object.fromEntries([
      // Durations are in seconds.
      ...METRICS.map((name) => [name, delta(name) * 1000]),
      ...COUNTS.map((name) => [name, delta(name)]),
    ]) as Reading;
  } finally {
    await context.close();
  }
}

function describe(reading: Reading): string {
  return (
    `${ms(reading.TaskDuration)} (script ${ms(reading.ScriptDuration)}, style ` +
    `${ms(reading.RecalcStyleDuration)} ×${reading.RecalcStyleCount}, layout ` +
    `${ms(reading.LayoutDuration)} ×${reading.LayoutCount})`
  );
}

export function benchIdle(): Promise<SectionResult> {
  return withPageServerAndBrowser(async (server, browser) => {
    const pages: LabelledPage[] = [['/', '/'], await articlePage(server.url), ['/labs', '/labs']];
    const figures: Figure[] = [];
    const details: Record<string, Reading> = {};
    for (const [path, label] of pages) {
      const figure = `Main-thread work of an idle page, ${label}, per ${WATCH_MS / 1000} s`;
      const goal = atMost(TASK_GOAL_MS, `≤ ${TASK_GOAL_MS} ms`);
      try {
        const reading = await watchIdle(browser, `${server.url}${path}`);
        details[path] = reading;
        console.log(`${path}: ${describe(reading)}`);
        figures.push(goalFigure(SECTION, figure, reading.TaskDuration, describe(reading), goal));
      } catch (error) {
        console.log(`${path}: failed: ${errorMessage(error)}`);
        figures.push(missingFigure(SECTION, figure, goal.text, errorMessage(error)));
      }
    }
    return { figures, details };
  });
}
