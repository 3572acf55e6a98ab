import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryStores } from '#server/content/memory-stores.ts';
import { unreachableStores } from '#server/content/unreachable-stores.ts';
import {
  CONTENT_UNAVAILABLE_MESSAGE,
  ContentUnavailableError,
  readContent,
  settle,
} from './content.server';
import { samplePostRows } from '#server/content/sample-rows.ts';

// The sample posts are rendered once per process, and the first time Shiki compiles its
// grammars: setup, not a part of the first test's time.
beforeAll(() => samplePostRows());

const context = (stores = unreachableStores(), contentFallback = true) => ({
  stores,
  contentFallback,
  fallbackStores: () => createMemoryStores({ withSampleContent: true }),
  warnFallback: vi.fn(),
});

describe('readContent', () => {
  it('reads from the stores when they work', async () => {
    const ctx = context(createMemoryStores());
    expect(await readContent(ctx, (s) => s.posts.all(), 'posts')).toEqual([]);
    expect(ctx.warnFallback).not.toHaveBeenCalled();
  });

  it('serves the built-in content and warns when the stores fail', async () => {
    const ctx = context();
    const stats = await readContent(ctx, (s) => s.stats.list({ activeOnly: true }), 'stats');
    expect(stats.map((stat) => `${stat.value}${stat.suffix}`)).toEqual(['8+', '50+', '30+', '20+']);
    expect(ctx.warnFallback).toHaveBeenCalledWith('stats', expect.any(Error));
  });

  it('throws a visitor-safe error without a fallback, or with the fallback switched off', async () => {
    await expect(readContent(context(), (s) => s.posts.all())).rejects.toThrow(
      CONTENT_UNAVAILABLE_MESSAGE,
    );
    const off = context(unreachableStores(), false);
    await expect(readContent(off, (s) => s.posts.all(), 'posts')).rejects.toBeInstanceOf(
      ContentUnavailableError,
    );
    expect(off.warnFallback).not.toHaveBeenCalled();
  });
});

describe('settle', () => {
  it('turns content failures into a message and lets other errors through', async () => {
    expect(await settle(Promise.resolve(1))).toEqual({ ok: true, data: 1 });
    expect(await settle(Promise.reject(new ContentUnavailableError('x')))).toEqual({
      ok: false,
      message: CONTENT_UNAVAILABLE_MESSAGE,
    });
    await expect(settle(Promise.reject(new TypeError('bug')))).rejects.toThrow('bug');
  });
});
