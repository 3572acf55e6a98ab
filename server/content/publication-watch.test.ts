import { describe, expect, it, vi } from 'vitest';
import type { ContentChange } from '#common/content-change.ts';
import { createMemoryStores } from './memory-stores';
import { watchPublications } from './publication-watch';

const CHECK_MS = 10;

describe('watchPublications', () => {
  it('announces a scheduled post once, when the clock reaches its date', async () => {
    let time = new Date('2030-01-01T00:00:00.000Z');
    const now = () => time;
    const { posts } = createMemoryStores({ now });
    const scheduled = await posts.create({
      slug: 'later',
      title: 'Later',
      excerpt: '',
      category: 'Notes',
      categories: [],
      date: '2030-01-01T00:00:03.000Z',
      image: '',
      featured: false,
      markdown: 'Soon.',
      author: 'Ada',
      tags: [],
      draft: false,
    });
    const heard: ContentChange[] = [];
    const watch = watchPublications({
      posts,
      announceHere: (change) => heard.push(change),
      logger: { error: vi.fn() },
      now,
      intervalMs: CHECK_MS,
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, CHECK_MS * 5));
      expect(heard).toEqual([]);
      time = new Date('2030-01-01T00:00:03.000Z');
      await vi.waitFor(() => expect(heard).toEqual([{ kind: 'post', id: scheduled._id }]));
      time = new Date('2030-01-01T00:00:09.000Z');
      await new Promise((resolve) => setTimeout(resolve, CHECK_MS * 5));
      expect(heard).toHaveLength(1);
    } finally {
      watch.stop();
    }
  });

  it('covers a failed check on the next one', async () => {
    const time = new Date('2030-01-01T00:00:00.000Z');
    const publishedBetween = vi
      .fn()
      .mockRejectedValueOnce(new Error('database away'))
      .mockResolvedValue(['p-1']);
    const heard: ContentChange[] = [];
    const logger = { error: vi.fn() };
    const watch = watchPublications({
      posts: { publishedBetween },
      announceHere: (change) => heard.push(change),
      logger,
      now: () => time,
      intervalMs: CHECK_MS,
    });
    try {
      await vi.waitFor(() => expect(heard.length).toBeGreaterThan(0));
      expect(logger.error).toHaveBeenCalledOnce();
      expect(publishedBetween.mock.calls[1]?.[0]).toBe(publishedBetween.mock.calls[0]?.[0]);
    } finally {
      watch.stop();
    }
  });
});
