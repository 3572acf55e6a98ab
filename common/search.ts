/**
 * Site search's contract between the server (server/search/) and the pages: what a search
 * finds, with its matched words marked as data, never as HTML, so that nothing a post says can
 * become markup on the results (docs/product.md#site-search).
 */

/** Text split where the search matched: `match` pieces are shown highlighted. */
export type HighlightedText = { text: string; match: boolean }[];

export interface SearchHit {
  kind: 'post' | 'project';
  /** The page that shows it. */
  href: string;
  title: HighlightedText;
  /** The passage that matched, else the start of its excerpt or description. */
  snippet: HighlightedText;
}

export interface SiteSearch {
  /** The best matches first; nothing for a blank query. */
  search(query: string): Promise<SearchHit[]>;
}

/** A longer query is refused (400) rather than searched. */
const SEARCH_QUERY_MAX_LENGTH = 200;
/** Results shown for one query, on /search and in the palette alike. */
export const SEARCH_RESULTS_MAX = 20;

export const SEARCH_QUERY_TOO_LONG_MESSAGE = `Search for at most ${SEARCH_QUERY_MAX_LENGTH} characters.`;

/** The address of the page that shows a query's results without JavaScript. */
export const searchPagePath = (query: string) =>
  query.trim() ? `/search?q=${encodeURIComponent(query.trim())}` : '/search';

/**
 * The query as typed, trimmed, without NUL characters (which PostgreSQL refuses); blank when
 * absent or repeated; null when it is too long to search.
 */
export function readSearchQuery(raw: unknown): string | null {
  const query = typeof raw === 'string' ? raw.replaceAll('\u0000', '').trim() : '';
  return query.length > SEARCH_QUERY_MAX_LENGTH ? null : query;
}
