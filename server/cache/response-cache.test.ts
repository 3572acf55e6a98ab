import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  BEST_BROTLI_QUALITY,
  brotliOptions,
  deservesBestBrotli,
  MODERATE_BROTLI_QUALITY,
} from './compression';
import { CACHE_KEY_MAX_LENGTH } from './cacheable-request';
import { createLocalContentEvents } from '../content/content-events';
import { contentVersionOf } from './content-version';
import {
  createResponseCache,
  ENTRY_OVERHEAD_BYTES,
  STALE_ANSWER_MAX_MS,
  type ResponseCache,
} from './response-cache';

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
/** Compressible, and large enough for gzip (1 KiB or more). */
const page = Buffer.from(
  `<!DOCTYPE html><html><body>${Array.from({ length: 400 }, (_, i) => `<p>Paragraph ${i} of a page.</p>`).join('')}</body></html>`,
);

const brotliAt = (body: Buffer, contentType: string, quality: number) =>
  brotliCompressSync(body, brotliOptions(body, contentType, quality));

/** Stores `body` at `key`, asks for it again (which starts brotli) and waits for the copy. */
async function brotliCopyOf(cache: ResponseCache, key: string, contentType: string) {
  await cache.store(key, 0, { contentType, headers: {}, body: page });
  cache.get(key);
  await expect.poll(() => cache.get(key)?.brotli).not.toBeNull();
  return cache.get(key)!;
}

describe('response cache size', () => {
  it("charges each entry its key's bytes, so long keys cannot outgrow the budget", async () => {
    const maxBytes = 64 * 1024;
    const cache = createResponseCache({
      maxBytes,
      contentVersion: contentVersionOf(createLocalContentEvents()),
    });
    const keyLength = CACHE_KEY_MAX_LENGTH;
    const keys = Array.from({ length: 200 }, (_, i) =>
      `/api/comments/nope?i=${i}&p=`.padEnd(keyLength, 'a'),
    );
    for (const key of keys) {
      await cache.store(key, 0, { contentType: JSON_TYPE, headers: {}, body: Buffer.from('[]') });
    }
    const held = keys.filter((key) => cache.get(key) !== undefined).length;
    expect(held).toBeGreaterThan(0);
    // Two bytes a character at most, plus the entry's own overhead: all within the budget.
    expect(held * (keyLength * 2 + ENTRY_OVERHEAD_BYTES)).toBeLessThanOrEqual(maxBytes);
  });
});

describe('response cache compression policy', () => {
  it('gives best-quality brotli only to a page at an address without a query string', () => {
    expect(deservesBestBrotli('/', HTML)).toBe(true);
    expect(deservesBestBrotli('/blog/a-post', HTML)).toBe(true);
    expect(deservesBestBrotli('/?x=1', HTML)).toBe(false);
    expect(deservesBestBrotli('/blog?page=2', HTML)).toBe(false);
    expect(deservesBestBrotli('/blog.data', 'text/x-script')).toBe(false);
    expect(deservesBestBrotli('/rss.xml', 'application/rss+xml')).toBe(false);
    expect(deservesBestBrotli('/api/blog/posts', JSON_TYPE)).toBe(false);
  });

  it('compresses a page asked for again at the best quality, a query variant at a moderate one', async () => {
    const cache = createResponseCache({
      maxBytes: 1024 * 1024,
      contentVersion: contentVersionOf(createLocalContentEvents()),
    });
    const landing = await brotliCopyOf(cache, '/', HTML);
    expect(landing.brotliQuality).toBe(BEST_BROTLI_QUALITY);
    expect(landing.brotli).toEqual(brotliAt(page, HTML, BEST_BROTLI_QUALITY));

    for (const [key, type] of [
      ['/?x=1', HTML],
      ['/api/blog/posts', JSON_TYPE],
    ] as const) {
      const variant = await brotliCopyOf(cache, key, type);
      expect(variant.brotliQuality, key).toBe(MODERATE_BROTLI_QUALITY);
      expect(variant.brotli).toEqual(brotliAt(page, type, MODERATE_BROTLI_QUALITY));
    }
  });

  it('spends at most the minute’s allowance of best quality, then upgrades in a later minute', async () => {
    let now = 0;
    const cache = createResponseCache({
      maxBytes: 1024 * 1024,
      contentVersion: contentVersionOf(createLocalContentEvents()),
      bestBrotliPerMinute: 1,
      now: () => now,
    });
    expect((await brotliCopyOf(cache, '/a', HTML)).brotliQuality).toBe(BEST_BROTLI_QUALITY);
    expect((await brotliCopyOf(cache, '/b', HTML)).brotliQuality).toBe(MODERATE_BROTLI_QUALITY);
    // Hits within the same minute change nothing.
    cache.get('/b');
    expect(cache.get('/b')!.brotliQuality).toBe(MODERATE_BROTLI_QUALITY);
    now += 60_000;
    cache.get('/b');
    await expect.poll(() => cache.get('/b')?.brotliQuality).toBe(BEST_BROTLI_QUALITY);
    expect(cache.get('/b')!.brotli).toEqual(brotliAt(page, HTML, BEST_BROTLI_QUALITY));
  });
});

describe('one render per write', () => {
  const CONCURRENT_REQUESTS = 50;
  const RENDER_MS = 20;

  /**
   * What render.ts does with a request: a hit, else the previous copy or the render under way,
   * else a render of its own (counted: `renders`), stored. Each render takes RENDER_MS, long
   * enough for the others to arrive meanwhile. `clock` is the cache's and the version's time.
   */
  function renderingCache() {
    const events = createLocalContentEvents();
    const clock = { now: 0 };
    const cache = createResponseCache({
      maxBytes: 1024 * 1024,
      contentVersion: contentVersionOf(events, () => clock.now),
      now: () => clock.now,
    });
    const renders = new Map<string, number>();
    const answers: string[] = [];
    const request = async (key: string) => {
      const hit = cache.get(key);
      if (hit) return answers.push('hit');
      const joined = cache.joinRender(key);
      if (joined.previous) return answers.push('previous');
      if (joined.shared) return answers.push((await joined.shared) ? 'shared' : 'shared nothing');
      try {
        renders.set(key, (renders.get(key) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, RENDER_MS));
        await cache.store(key, joined.own.version, { contentType: HTML, headers: {}, body: page });
        return answers.push('rendered');
      } finally {
        joined.own.end();
      }
    };
    const write = () => events.announce({ kind: 'comment', id: 'c-1' });
    return { cache, clock, renders, answers, request, write };
  }
  const burst = (request: (key: string) => Promise<unknown>, keys: string[]) =>
    Promise.all(
      keys.flatMap((key) => Array.from({ length: CONCURRENT_REQUESTS }, () => request(key))),
    );
  const tally = (answers: string[]) =>
    answers.reduce<Record<string, number>>((sum, answer) => {
      sum[answer] = (sum[answer] ?? 0) + 1;
      return sum;
    }, {});

  it('renders each page once per write however many requests ask at the same time', async () => {
    const { renders, answers, request, write } = renderingCache();
    await burst(request, ['/', '/blog']);
    expect(Object.fromEntries(renders)).toEqual({ '/': 1, '/blog': 1 });
    expect(tally(answers)).toEqual({ rendered: 2, shared: 2 * CONCURRENT_REQUESTS - 2 });
    write();
    answers.length = 0;
    await burst(request, ['/', '/blog']);
    expect(Object.fromEntries(renders)).toEqual({ '/': 2, '/blog': 2 });
    // Within a second of the write the others get the copy the write made stale, at once.
    expect(tally(answers)).toEqual({ rendered: 2, previous: 2 * CONCURRENT_REQUESTS - 2 });
  });

  it('answers with the stale copy for at most a second after the write, then waits', async () => {
    const { clock, answers, request, write } = renderingCache();
    await request('/');
    write();
    clock.now += STALE_ANSWER_MAX_MS + 1;
    answers.length = 0;
    await Promise.all([request('/'), request('/')]);
    expect(answers).toEqual(['shared', 'rendered']);
  });

  it('does not hand a render made before a write to the requests that arrive after it', async () => {
    const { renders, request, write } = renderingCache();
    const before = request('/');
    write();
    await Promise.all([before, request('/'), request('/')]);
    expect(renders.get('/')).toBe(2);
  });

  it('tells the requests sharing a render that kept nothing, and forgets it', async () => {
    const { cache } = renderingCache();
    const first = cache.joinRender('/missing');
    const second = cache.joinRender('/missing');
    first.own!.end();
    expect(await second.shared).toBeNull();
    expect(cache.joinRender('/missing').own).toBeDefined();
  });
});
