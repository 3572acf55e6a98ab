import { infoFigure, type SectionResult } from '../shared/figures';
import { measureServer, STATIC_PATH, type TargetResult } from '../http/measure-server';
import { startBenchServer, type BenchServer } from '../shared/server';
import { ms } from '../shared/stats';
import { sharedTemplate } from '../shared/template';

/**
 * Site search under load (docs/product.md#site-search): GET /api/search on a site with 1,000
 * more posts, against the same server's static file. The response cache is off
 * (RESPONSE_CACHE_MAX_MB=0), as for a visitor typing: every request runs the query, its ranking
 * and its highlights.
 */
const SECTION = 'search';
const POST_COUNT = 1000;
const WORDS_PER_POST = 400;
const PARALLEL_WRITES = 8;
/** A word in the title and excerpt of every tenth post: a typical query typed into the palette. */
const QUERY = 'react';
const SEARCH_PATH = `/api/search?q=${encodeURIComponent(QUERY)}`;

const SYLLABLES = 'ka lo mi ne su ta ri vo pe du za fi'.split(' ');
/**
 * 1,728 made-up words of three syllables: a body of 400 of them holds any one word about one
 * time in five, as an article holds a topic word, rather than every word of a short list.
 */
const VOCABULARY = SYLLABLES.flatMap((first) =>
  SYLLABLES.flatMap((second) => SYLLABLES.map((third) => first + second + third)),
);

/** A deterministic body of `WORDS_PER_POST` words, different for each post. */
function bodyOf(index: number): string {
  const words: string[] = [];
  let state = index + 1;
  for (let word = 0; word < WORDS_PER_POST; word += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    words.push(VOCABULARY[state % VOCABULARY.length]!);
  }
  return `${words.join(' ')}.`;
}

async function addPosts(server: BenchServer) {
  let next = 0;
  const writer = async () => {
    while (next < POST_COUNT) {
      const index = next;
      next += 1;
      const topic = index % 10 === 0 ? 'React' : VOCABULARY[index % VOCABULARY.length]!;
      const response = await fetch(`${server.url}/api/blog/posts`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${server.adminToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          title: `Bench post ${index}: notes on ${topic}`,
          slug: `bench-post-${index}`,
          excerpt: `A measured look at ${topic} and its ${VOCABULARY[(index * 3) % VOCABULARY.length]}.`,
          category: 'Bench',
          markdown: bodyOf(index),
        }),
      });
      if (response.status !== 201) {
        throw new Error(`Adding a post answered ${response.status}: ${await response.text()}`);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_WRITES }, writer));
}

const rate = (rps: number) => Math.round(rps).toLocaleString('en-US');

function describe(target: TargetResult, staticRps: number): string {
  const failed = target.failures > 0 ? `; failed: ${target.failureKinds}` : '';
  return (
    `${target.ratio.toFixed(2)} (${rate(target.rps)} vs ${rate(staticRps)} req/s, ` +
    `p99 ${ms(target.p99Ms)})${failed}`
  );
}

export async function benchSearch(): Promise<SectionResult> {
  const template = await sharedTemplate();
  const server = await startBenchServer(template.dir, {
    LOG_LEVEL: 'info',
    RESPONSE_CACHE_MAX_MB: '0',
  });
  try {
    const started = performance.now();
    await addPosts(server);
    console.log(`${POST_COUNT} posts added in ${ms(performance.now() - started)}`);
    const result = await measureServer(server, [SEARCH_PATH]);
    const target = result.targets[0]!;
    console.log(
      `${SEARCH_PATH}: ${rate(target.rps)} req/s, p50 ${ms(target.p50Ms)}, p99 ` +
        `${ms(target.p99Ms)}; ${STATIC_PATH} ${rate(result.staticRps)} req/s`,
    );
    return {
      figures: [
        infoFigure(
          SECTION,
          `Search req/s ÷ static file, ${POST_COUNT.toLocaleString('en-US')} posts, cache off`,
          target.ratio,
          describe(target, result.staticRps),
        ),
      ],
      details: { posts: POST_COUNT, query: QUERY, result },
    };
  } finally {
    await server.stop();
  }
}
