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
import { createResponseCache, ENTRY_OVERHEAD_BYTES, type ResponseCache } from './response-cache';

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
