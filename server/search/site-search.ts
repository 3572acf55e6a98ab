import { sql, type SQL } from 'drizzle-orm';
import { caseStudyPath, galleryOf } from '#common/project-paths.ts';
import { SEARCH_RESULTS_MAX, type SearchHit, type SiteSearch } from '#common/search.ts';
import type { Db } from '../db/client';
import { posts, projects } from '../db/schema';
import { MARKERS, MATCH_END, MATCH_START, toHighlighted } from './highlight';
import { publicPosts, publicProjects } from './visibility';

/**
 * Typo matching in titles (pg_trgm) only for queries this long: shorter ones share trigrams
 * with too many titles.
 */
const TYPO_QUERY_MIN_LENGTH = 4;
/** Titles within a typo are looked for when the words themselves found fewer results than this. */
const TYPO_SEARCH_BELOW_RESULTS = 3;
/** How close a title's words must be to the query to count as a typo of it (0 to 1). */
const TYPO_SIMILARITY_MIN = 0.5;

/**
 * How much of a body the passage is looked for in: ts_headline reads all it is given (measured
 * here: most of a search's time went to passages from 20 bodies of 400 words), and a passage
 * from the first part of an article reads as well as any.
 */
const SNIPPET_SOURCE_MAX_CHARS = 3000;

const TITLE_HEADLINE = `HighlightAll=true, StartSel=${MATCH_START}, StopSel=${MATCH_END}`;
const SNIPPET_HEADLINE =
  `MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … ", ` +
  `StartSel=${MATCH_START}, StopSel=${MATCH_END}`;

/**
 * The text a headline is made from: without our two markers (a post cannot forge a mark), and
 * with `&`, `<` and `>` written as entities, since ts_headline drops anything shaped like a tag
 * ("Use <script>" would lose its word); toHighlighted turns them back into text.
 */
const shownText = (text: SQL) =>
  sql`replace(replace(replace(translate(${text}, ${MARKERS}, ''), '&', '&amp;'), '<', '&lt;'), '>', '&gt;')`;

interface SearchRow {
  kind: 'post' | 'project';
  key: string;
  /** A project's case-study slug, when it has a write-up; null otherwise. */
  case_study: string | null;
  title: string;
  snippet: string;
}

/** A post's article; a project's case study when it has one, else the gallery that lists it. */
const hrefOf = (row: SearchRow) => {
  if (row.kind === 'post') return `/blog/${row.key}`;
  if (row.case_study) return caseStudyPath(row.case_study);
  return galleryOf(row.key === 'client' ? 'client' : 'personal');
};

/**
 * PostgreSQL full-text search over posts and projects (both drivers): each row's weighted
 * `search_vector` is a generated column (drizzle/0006_site_search.sql), so the index keeps up
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
      // Written out in each condition (not taken from a CTE), so the planner sees a value it can
      // look up in the GIN index.
      const ts = sql`websearch_to_tsquery('english', ${query})`;
      const tier = (vector: SQL) => sql`case
        when ts_filter(${vector}, '{a}') @@ ${ts} then 3
        when ts_filter(${vector}, '{a,b}') @@ ${ts} then 2
        else 1 end`;
      // `%>` is word similarity above pg_trgm's threshold (set below), which the trigram index on
      // lower(title) answers without reading every title.
      const typoOf = (title: SQL) => sql`lower(${title}) %> lower(${query})`;
      const postVector = sql`${posts}.search_vector`;
      const projectVector = sql`${projects}.search_vector`;
      // Word matches come from the indexes; typo matches read titles only. A row found both ways
      // keeps its word match's tier.
      const run = async (withTypos: boolean) => {
        const statement = sql`
        with matches as (
          select 'post' as kind, ${posts.id} as id, ${tier(postVector)} as tier,
            ts_rank(${postVector}, ${ts}) as rank, ${posts.date} as sort_time
          from ${posts}
          where (${visiblePosts()}) and ${postVector} @@ ${ts}
          union all
          select 'project', ${projects.id}, ${tier(projectVector)},
            ts_rank(${projectVector}, ${ts}), ${projects.createdAt}
          from ${projects}
          where (${publicProjects()}) and ${projectVector} @@ ${ts}
          ${
            withTypos
              ? sql`union all
          select 'post', ${posts.id}, 0, 0, ${posts.date} from ${posts}
          where (${visiblePosts()}) and ${typoOf(sql`${posts.title}`)}
          union all
          select 'project', ${projects.id}, 0, 0, ${projects.createdAt} from ${projects}
          where (${publicProjects()}) and ${typoOf(sql`${projects.title}`)}`
              : sql``
          }
        ),
        best as (
          select distinct on (kind, id) kind, id, tier, rank, sort_time
          from matches order by kind, id, tier desc
        ),
        top as (
          select * from best order by tier desc, rank desc, sort_time desc
          limit ${SEARCH_RESULTS_MAX}
        ),
        shown as (
          select top.*, coalesce(${posts.slug}, ${projects.type}) as key,
            case when ${projects.writeUp} <> '' then ${projects.slug} end as case_study,
            coalesce(${posts.title}, ${projects.title}) as title,
            coalesce(${posts.excerpt}, ${projects.description}) as summary,
            left(coalesce(${posts.plainText}, ${projects.writeUpText}, ''), ${SNIPPET_SOURCE_MAX_CHARS}) as body
          from top
          left join ${posts} on top.kind = 'post' and ${posts.id} = top.id
          left join ${projects} on top.kind = 'project' and ${projects.id} = top.id
        )
        select kind, key, case_study,
          ts_headline('english', ${shownText(sql`title`)}, ${ts}, ${TITLE_HEADLINE}) as title,
          ts_headline('english', ${shownText(sql`case when body = ''
              or to_tsvector('english', summary) @@ ${ts} then summary else body end`)},
            ${ts}, ${SNIPPET_HEADLINE}) as snippet
        from shown
        order by tier desc, rank desc, sort_time desc`;
        const result = withTypos
          ? await db.transaction(async (tx) => {
              await tx.execute(
                sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY_MIN)}, true)`,
              );
              return tx.execute(statement);
            })
          : await db.execute(statement);
        return (result as { rows: SearchRow[] }).rows;
      };
      // Typos are looked for only when the words found little: a query that matches is spelt
      // right, and the common case costs one statement.
      let rows = await run(false);
      if (rows.length < TYPO_SEARCH_BELOW_RESULTS && query.length >= TYPO_QUERY_MIN_LENGTH) {
        rows = await run(true);
      }
      return rows.map((row): SearchHit => ({
        kind: row.kind,
        href: hrefOf(row),
        title: toHighlighted(row.title),
        snippet: toHighlighted(row.snippet),
      }));
    },
  };
}
