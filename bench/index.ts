import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { benchAbuse } from './abuse/index';
import { benchAudience } from './http/audience-cost';
import { benchFanOut } from './fanout/index';
import { benchHttp } from './http/index';
import { benchIdle } from './idle/index';
import { benchJs } from './js/index';
import { benchLighthouse } from './lighthouse/index';
import { benchMemory } from './memory/index';
import { benchSearch } from './search/index';
import { describeMachine, writeResults } from './report/results-file';
import { figuresTable, verdictSummary } from './report/table';
import { missingFigure, type Figure, type SectionResult } from './shared/figures';
import { SERVER_ENTRY } from './shared/server';
import { errorMessage } from './shared/tally';
import { removeSharedTemplate } from './shared/template';

/**
 * `npm run bench`: the speed figures and the abuse floods measured on this machine against
 * the production build, each server in its own process; never part of `npm test`. Prints one
 * table at the end and writes it to bench/results/. `npm run bench -- http lighthouse` (any list
 * of section names) runs only those.
 */
const SECTIONS: Record<string, { title: string; run: () => Promise<SectionResult> }> = {
  http: { title: 'Throughput (autocannon; ratios against a static file)', run: benchHttp },
  audience: { title: 'Audience counting (cached home, counting on ÷ off)', run: benchAudience },
  lighthouse: { title: 'Lighthouse (mobile)', run: benchLighthouse },
  js: { title: 'JavaScript weight', run: benchJs },
  idle: { title: 'Idle page in Chromium', run: benchIdle },
  memory: { title: 'Memory of an idle instance', run: benchMemory },
  realtime: { title: 'Realtime cursor fan-out', run: benchFanOut },
  search: { title: 'Site search (1,000 posts; ratio against a static file)', run: benchSearch },
  abuse: { title: 'Abuse (hostile floods, /api/health meanwhile)', run: benchAbuse },
};

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !Object.hasOwn(SECTIONS, name));
if (unknown.length > 0) {
  console.error(
    `Unknown section ${unknown.join(', ')}; sections: ${Object.keys(SECTIONS).join(', ')}`,
  );
  process.exit(1);
}
const chosen = requested.length > 0 ? requested : Object.keys(SECTIONS);

if (!existsSync('build/server/index.js') || !existsSync(SERVER_ENTRY)) {
  console.error('Run `npm run build` first: the figures are of the production build.');
  process.exit(1);
}

const startedAt = new Date().toISOString();
const loadBefore = loadavg();
const figures: Figure[] = [];
const details: Record<string, unknown> = {};
try {
  for (const [index, name] of chosen.entries()) {
    const section = SECTIONS[name]!;
    console.log(`${index > 0 ? '\n' : ''}== ${section.title} ==`);
    try {
      const result = await section.run();
      figures.push(...result.figures);
      details[name] = result.details;
    } catch (error) {
      // One section that cannot run must not cost the others' figures.
      console.log(`${name} failed: ${errorMessage(error)}`);
      figures.push(missingFigure(name, section.title, '', `failed: ${errorMessage(error)}`));
    }
  }
} finally {
  await removeSharedTemplate();
}

const machine = describeMachine(loadBefore);
const file = writeResults({
  startedAt,
  finishedAt: new Date().toISOString(),
  sections: chosen,
  machine,
  figures,
  details,
});
console.log(
  `\n== Figures (${startedAt}, ${machine.cpus} cores, load average before ` +
    `${loadBefore.map((value) => value.toFixed(2)).join(', ')}, after ` +
    `${machine.loadAverageAfter.map((value) => value.toFixed(2)).join(', ')}) ==\n`,
);
console.log(figuresTable(figures));
console.log(`\n${verdictSummary(figures)}. Written to ${file} and bench/results/latest.json.`);
process.exit(0);
