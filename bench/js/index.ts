import { atMost, goalFigure, type Figure, type SectionResult } from '../shared/figures';
import { articlePage, withPageServerAndBrowser, type LabelledPage } from '../shared/page-server';
import { firstLoadScripts } from './first-load';
import { scriptsLoadedWithin, WINDOW_MS } from './loaded-in-browser';

/**
 * JavaScript weight of `/` and an article: first load ≤ 115 kB gzip, everything
 * loaded within 5 s (the realtime shell included) ≤ 180 kB. kB are 1,000 bytes, as in the
 * budget test.
 */
const SECTION = 'js';
const FIRST_LOAD_GOAL_KB = 115;
const WITHIN_WINDOW_GOAL_KB = 180;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function benchJs(): Promise<SectionResult> {
  return withPageServerAndBrowser(async (server, browser) => {
    const pages: LabelledPage[] = [['/', '/'], await articlePage(server.url)];
    const figures: Figure[] = [];
    const details: Record<string, unknown> = {};
    for (const [path, label] of pages) {
      const first = await firstLoadScripts(server.url, path);
      const loaded = await scriptsLoadedWithin(browser, `${server.url}${path}`);
      details[path] = { firstLoad: first, loadedWithinWindow: loaded };
      console.log(
        `${path}: first load ${first.count} scripts, ${kb(first.bytes)} gzip; ` +
          `within ${WINDOW_MS / 1000} s ${loaded.count} scripts, ${kb(loaded.bytes)}`,
      );
      figures.push(
        goalFigure(
          SECTION,
          `First-load JS on ${label} (gzip)`,
          first.bytes / 1000,
          `${kb(first.bytes)} (${first.count} scripts)`,
          atMost(FIRST_LOAD_GOAL_KB, `≤ ${FIRST_LOAD_GOAL_KB} kB`),
        ),
        goalFigure(
          SECTION,
          `JS loaded within ${WINDOW_MS / 1000} s on ${label} (gzip)`,
          loaded.bytes / 1000,
          `${kb(loaded.bytes)} (${loaded.count} scripts)`,
          atMost(WITHIN_WINDOW_GOAL_KB, `≤ ${WITHIN_WINDOW_GOAL_KB} kB`),
        ),
      );
    }
    return { figures, details };
  });
}
