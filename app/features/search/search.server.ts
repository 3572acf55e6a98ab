import { data, type AppLoadContext } from 'react-router';
import {
  readSearchQuery,
  SEARCH_QUERY_TOO_LONG_MESSAGE,
  searchPagePath,
  type SearchHit,
} from '#common/search.ts';

export interface SearchPageData {
  query: string;
  results: SearchHit[];
  /** Why nothing was searched (a query too long), else null. */
  refusal: string | null;
  canonical: string;
}

/** /search?q=: the palette's results, as a page that needs no JavaScript. */
export async function searchPageData(context: AppLoadContext, request: Request) {
  const raw = new URL(request.url).searchParams.get('q');
  const query = readSearchQuery(raw);
  const canonical = `${context.publicUrl}${searchPagePath(query ?? '')}`;
  if (query === null) {
    return data<SearchPageData>(
      {
        query: (raw ?? '').slice(0, 200),
        results: [],
        refusal: SEARCH_QUERY_TOO_LONG_MESSAGE,
        canonical,
      },
      { status: 400 },
    );
  }
  return data<SearchPageData>({
    query,
    results: await context.search.search(query),
    refusal: null,
    canonical,
  });
}
