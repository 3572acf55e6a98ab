import { describe, expect, it } from 'vitest';
import type { SearchHit } from '#common/search.ts';
import { createLatestSearch } from './latest-search';

const hit = (href: string): SearchHit => ({ kind: 'post', href, title: [], snippet: [] });

/** A fetch that answers only when told, and records the signals it was given. */
function heldFetch() {
  const calls: { query: string; signal: AbortSignal; answer: (hits: SearchHit[]) => void }[] = [];
  const fetchHits = (query: string, signal: AbortSignal) =>
    new Promise<SearchHit[]>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      calls.push({ query, signal, answer: resolve });
    });
  return { calls, fetchHits };
}

describe('createLatestSearch', () => {
  it('aborts the request in flight when a newer search starts, and only the newer one answers', async () => {
    const { calls, fetchHits } = heldFetch();
    const search = createLatestSearch(fetchHits);
    const first = search.run('rea');
    const second = search.run('react');
    expect(calls.map((call) => [call.query, call.signal.aborted])).toEqual([
      ['rea', true],
      ['react', false],
    ]);
    calls[1]!.answer([hit('/blog/react')]);
    expect(await first).toBeNull();
    expect(await second).toEqual([hit('/blog/react')]);
  });

  it('drops an answer that arrives after the search was cancelled', async () => {
    const calls: ((hits: SearchHit[]) => void)[] = [];
    const search = createLatestSearch(
      () => new Promise<SearchHit[]>((resolve) => calls.push(resolve)),
    );
    const pending = search.run('late');
    search.cancel();
    calls[0]!([hit('/blog/late')]);
    expect(await pending).toBeNull();
  });

  it('passes a real failure on', async () => {
    const search = createLatestSearch(() => Promise.reject(new Error('503')));
    await expect(search.run('x')).rejects.toThrow('503');
  });
});
