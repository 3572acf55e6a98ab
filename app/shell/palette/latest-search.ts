import type { SearchHit } from '#common/search.ts';

export type FetchHits = (query: string, signal: AbortSignal) => Promise<SearchHit[]>;

/**
 * Searches one query at a time: starting a search, or cancelling, aborts the request still in
 * flight, so a slow answer to what the visitor typed before never replaces a newer one (and the
 * server stops working on it). A superseded search resolves to null.
 */
export function createLatestSearch(fetchHits: FetchHits) {
  let current: AbortController | undefined;
  const cancel = () => {
    current?.abort();
    current = undefined;
  };
  return {
    cancel,
    async run(query: string): Promise<SearchHit[] | null> {
      cancel();
      const own = new AbortController();
      current = own;
      try {
        const hits = await fetchHits(query, own.signal);
        return own.signal.aborted ? null : hits;
      } catch (error) {
        if (own.signal.aborted) return null;
        throw error;
      } finally {
        if (current === own) current = undefined;
      }
    },
  };
}

/** GET /api/search, as the palette asks it. */
export const fetchSiteHits: FetchHits = async (query, signal) => {
  const response = await fetch(`/api/search?q=${encodeURIComponent(query)}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Search answered ${response.status}`);
  return ((await response.json()) as { results: SearchHit[] }).results;
};
