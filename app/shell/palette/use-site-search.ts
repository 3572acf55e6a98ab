import { useEffect, useState } from 'react';
import type { SearchHit } from '#common/search.ts';
import { createLatestSearch, fetchSiteHits } from './latest-search';

/** Shorter text only filters the commands. */
const SITE_SEARCH_MIN_LENGTH = 2;
/** Typing faster than this sends one request, for the text as it stands when typing pauses. */
const SEARCH_DEBOUNCE_MS = 120;

export type SiteSearchState =
  | { status: 'off' }
  | { status: 'searching' }
  | { status: 'failed' }
  | { status: 'done'; hits: SearchHit[] };

type Answer = { query: string; hits: SearchHit[] | null };

/**
 * The palette's site search as the visitor types: each change of the text cancels the request
 * for the text before (latest-search.ts), and the answer shown is always the current text's.
 */
export function useSiteSearch(text: string): SiteSearchState {
  const query = text.trim();
  const active = query.length >= SITE_SEARCH_MIN_LENGTH;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [searcher] = useState(() => createLatestSearch(fetchSiteHits));

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => {
      searcher.run(query).then(
        (hits) => {
          if (hits) setAnswer({ query, hits });
        },
        () => setAnswer({ query, hits: null }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      searcher.cancel();
    };
  }, [active, query, searcher]);

  if (!active) return { status: 'off' };
  if (answer?.query !== query) return { status: 'searching' };
  return answer.hits ? { status: 'done', hits: answer.hits } : { status: 'failed' };
}
