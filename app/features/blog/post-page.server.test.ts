import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SLUG_MAX_LENGTH } from '#common/content-limits.ts';
import { samplePosts } from '#server/content/sample-posts.ts';
import { createMemoryStores } from '#server/content/memory-stores.ts';
import { articlePageData } from './post-page.server';
import { samplePostRows } from '#server/content/sample-rows.ts';

// The sample posts are rendered once per process, and the first time Shiki compiles its
// grammars: setup, not a part of the first test's time.
beforeAll(() => samplePostRows());

describe('articlePageData', () => {
  it('finds a post by its slug', async () => {
    const stores = createMemoryStores({ withSampleContent: true });
    const slug = samplePosts[0]!.slug;
    const page = await articlePageData(
      { stores, contentFallback: true, fallbackStores: () => stores, warnFallback: vi.fn() },
      slug,
    );
    expect(page?.post.slug).toBe(slug);
  });

  it('answers a slug that cannot exist as not found, without a query or a fallback warning', async () => {
    // PostgreSQL fails on a NUL byte, which would look like an unreachable database.
    const stores = createMemoryStores({ withSampleContent: true });
    const lookup = vi
      .spyOn(stores.posts, 'getBySlug')
      .mockRejectedValue(new Error('invalid byte sequence for encoding "UTF8": 0x00'));
    const warnFallback = vi.fn();
    for (const slug of [
      '\u0000',
      `${samplePosts[0]!.slug}\u0000`,
      '',
      'x'.repeat(SLUG_MAX_LENGTH + 1),
    ]) {
      expect(
        await articlePageData(
          { stores, contentFallback: true, fallbackStores: () => stores, warnFallback },
          slug,
        ),
      ).toBeNull();
    }
    expect(lookup).not.toHaveBeenCalled();
    expect(warnFallback).not.toHaveBeenCalled();
  });
});
