import { Form, Link } from 'react-router';
import type { SearchHit } from '#common/search.ts';
import { Highlighted } from '../../lib/ui/Highlighted';
import ui from '../../lib/ui/ui.module.css';
import styles from './search.module.css';

const KIND_LABELS: Record<SearchHit['kind'], string> = { post: 'Article', project: 'Project' };

/** The search form and its results: a GET form, so it works the same without JavaScript. */
export function SearchPage({
  query,
  results,
  refusal,
}: {
  query: string;
  results: SearchHit[];
  refusal: string | null;
}) {
  const summary =
    query === ''
      ? 'Type a word or two to search the articles and projects.'
      : results.length === 0
        ? `Nothing matches “${query}”.`
        : `${results.length === 1 ? '1 result' : `${results.length} results`} for “${query}”.`;
  return (
    <main className={`container ${ui.page}`}>
      <header className={ui.pageHeader}>
        <p className="eyebrow">Search</p>
        <h1>Search the site</h1>
      </header>
      <Form method="get" action="/search" role="search" className={styles.form}>
        <label htmlFor="search-query" className="visually-hidden">
          Search articles and projects
        </label>
        <input
          id="search-query"
          name="q"
          type="search"
          defaultValue={query}
          placeholder="Search articles and projects"
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? 'search-refusal' : undefined}
          className={styles.input}
        />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </Form>
      {refusal ? (
        <p id="search-refusal" role="alert" className={styles.refusal}>
          {refusal}
        </p>
      ) : (
        <p role="status" className={styles.summary}>
          {summary}
        </p>
      )}
      {results.length > 0 ? (
        <ol className={styles.results} aria-label="Search results">
          {results.map((hit) => (
            <li
              key={hit.href + hit.title.map((piece) => piece.text).join('')}
              className={styles.result}
            >
              <p className={styles.kind}>{KIND_LABELS[hit.kind]}</p>
              <h2 className={styles.title}>
                <Link to={hit.href}>
                  <Highlighted text={hit.title} />
                </Link>
              </h2>
              <p className={styles.snippet}>
                <Highlighted text={hit.snippet} />
              </p>
            </li>
          ))}
        </ol>
      ) : null}
    </main>
  );
}
