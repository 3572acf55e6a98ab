import { sleep } from '../shared/abort';
import { atMost, goalFigure, infoFigure, type SectionResult } from '../shared/figures';
import { articlePath, firstArticleSlug } from '../shared/pages';
import { startBenchServer } from '../shared/server';
import { bytes } from '../shared/tally';
import { sharedTemplate } from '../shared/template';

/**
 * The resident memory of one idle instance on the embedded database (≤ 250 MB, what
 * leaves room on a 512 MB VPS): a server started on a seeded database, a few pages requested
 * (the server's own warm-up plus the ones below), then left alone before /proc is read.
 */
const SECTION = 'memory';
const IDLE_MS = 5000;
const RSS_GOAL_MIB = 250;
const MIB = 1024 * 1024;
const EXTRA_PAGES = ['/api/blog/posts', '/labs', '/projects'];

export async function benchMemory(): Promise<SectionResult> {
  const template = await sharedTemplate();
  const server = await startBenchServer(template.dir);
  try {
    const article = articlePath(await firstArticleSlug(server.url));
    for (const page of [...EXTRA_PAGES, article]) {
      const response = await fetch(`${server.url}${page}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${page} answered ${response.status}`);
    }
    await sleep(IDLE_MS);
    const { rssBytes, peakBytes } = server.memory();
    console.log(
      `idle instance after start: RSS ${bytes(rssBytes)} (peak ${bytes(peakBytes)}); ` +
        `first start of a new database peaked at ${bytes(template.firstStartPeakBytes)}`,
    );
    return {
      figures: [
        goalFigure(
          SECTION,
          'Memory of one idle instance after start (RSS), embedded database',
          rssBytes / MIB,
          `${bytes(rssBytes)} (peak ${bytes(peakBytes)})`,
          atMost(RSS_GOAL_MIB, `≤ ${RSS_GOAL_MIB} MB`),
        ),
        infoFigure(
          SECTION,
          'Peak memory of a first start (new database: migrations, sample content)',
          template.firstStartPeakBytes / MIB,
          bytes(template.firstStartPeakBytes),
        ),
      ],
      details: { rssBytes, peakBytes, firstStartPeakBytes: template.firstStartPeakBytes },
    };
  } finally {
    await server.stop();
  }
}
