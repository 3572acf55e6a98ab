import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_RESULTS_MAX, type SearchHit, type SiteSearch } from '#common/search.ts';
import type { Db } from '../db/client';
import { posts, projects } from '../db/schema';
import { MARKERS, MATCH_END, MATCH_START, toHighlighted } from './highlight';
import { publicPosts } from './visibility';

/**
 * Typo matching in titles (pg_trgm) only for queries this long: shorter ones share trigrams
 * with too many titles.
 */
const TYPO_QUERY_MIN_LENGTH = 4;
/** How close a title's words must be to the query to count as a typo of it (0 to 1). */
const TYPO_SIMILARITY_MIN = 0.5;

const TITLE_HEADLINE = `HighlightAll=true, StartSel=${MATCH_START}, StopSel=${MATCH_END}`;
const SNIPPET_HEADLINE =
  `MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … ", ` +
  `StartSel=${MATCH_START}, StopSel=${MATCH_END}`;

/** Stored post bodies are HTML: their text is searched and shown, never their tags. */
const textOf = (html: SQL | typeof posts.content) =>
  sql`regexp_replace(${html}, '<[^>]*>', ' ', 'g')`;

interface SearchRow {
  kind: 'post' | 'project';
  key: string;
  title: string;
  snippet: string;
}

const hrefOf = (row: SearchRow) => {
  if (row.kind === 'post') return `/blog/${row.key}`;
  return row.key === 'client' ? '/projects' : '/personal-projects';
};

/**
 * PostgreSQL full-text search over posts and projects (both drivers): each row's weighted
 * `search_vector` is a generated column (drizzle/0005_site_search.sql), so the index keeps up
 * with every write without listening for anything. Ranked in tiers, title above excerpt above
 * body, then by `ts_rank`, then newest first; a title within a typo of the query comes last.
 * `visiblePosts` is the rule for which posts may be found (visibility.ts; tests hand in others).
 */
export function createSiteSearch(
  db: Db,
  { visiblePosts = publicPosts }: { visiblePosts?: () => SQL } = {},
): SiteSearch {
  return {
    async search(query) {
      if (query.trim() === '') return [];
      const tier = (vector: SQL) => sql`case
        when ts_filter(${vector}, '{a}') @@ q.ts then 3
        when ts_filter(${vector}, '{a,b}') @@ q.ts then 2
        when ${vector} @@ q.ts then 1
        else 0 end`;
      const found = (vector: SQL, title: SQL) => sql`(${vector} @@ q.ts
        or (length(q.plain) >= ${TYPO_QUERY_MIN_LENGTH}
            and word_similarity(q.plain, lower(${title})) >= ${TYPO_SIMILARITY_MIN}))`;
      const postVector = sql`${posts}.search_vector`;
      const projectVector = sql`${projects}.search_vector`;
      const result = await db.execute(sql`
        with q as (
          select websearch_to_tsquery('english', ${query}) as ts, lower(${query}) as plain
        ),
        best as (
          select 'post' as kind, ${posts.slug} as key, ${posts.title} as title,
            ${posts.excerpt} as summary, ${textOf(posts.content)} as body,
            ${tier(postVector)} as tier, ts_rank(${postVector}, q.ts) as rank,
            ${posts.date} as sort_time
          from ${posts}, q
          where (${visiblePosts()}) and ${found(postVector, sql`${posts.title}`)}
          union all
          select 'project', ${projects.type}, ${projects.title}, ${projects.description}, '',
            ${tier(projectVector)}, ts_rank(${projectVector}, q.ts), ${projects.createdAt}
          from ${projects}, q
          where ${found(projectVector, sql`${projects.title}`)}
          order by tier desc, rank desc, sort_time desc
          limit ${SEARCH_RESULTS_MAX}
        )
        select best.kind, best.key,
          ts_headline('english', translate(best.title, ${MARKERS}, ''), q.ts, ${TITLE_HEADLINE})
            as title,
          ts_headline('english', translate(
              case when best.body = '' or to_tsvector('english', best.summary) @@ q.ts
                then best.summary else best.body end,
              ${MARKERS}, ''),
            q.ts, ${SNIPPET_HEADLINE}) as snippet
        from best, q
        order by best.tier desc, best.rank desc, best.sort_time desc`);
      return (result as { rows: SearchRow[] }).rows.map((row): SearchHit => ({
        kind: row.kind,
        href: hrefOf(row),
        title: toHighlighted(row.title),
        snippet: toHighlighted(row.snippet),
      }));
    },
  };
}
