import { Search } from 'lucide';
import { Icon } from '#app/lib/ui/Icon.tsx';
import { useDeferredValue, useMemo } from 'react';
import type { IdeProject } from './project';
import { SEARCH_MAX_RESULTS, searchProject, type SearchResult } from './search';
import styles from './ide.module.css';

interface SearchPanelProps {
  project: IdeProject;
  query: string;
  onQuery: (query: string) => void;
  onOpen: (result: SearchResult) => void;
}

/** Case-sensitive search over names and contents; a result opens its file at the line. */
export function SearchPanel({ project, query, onQuery, onOpen }: SearchPanelProps) {
  const deferred = useDeferredValue(query);
  const results = useMemo(() => searchProject(project, deferred), [project, deferred]);
  return (
    <div className={styles.search}>
      <div className={styles.searchBox}>
        <Icon drawing={Search} size={13} aria-hidden />
        <input
          type="search"
          aria-label="Search files"
          placeholder="Search (case-sensitive)"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onQuery('');
          }}
        />
      </div>
      {deferred !== '' && (
        <div className={styles.results}>
          <p className={styles.resultCount} role="status">
            {results.length === 0
              ? 'No results'
              : `${results.length >= SEARCH_MAX_RESULTS ? `${SEARCH_MAX_RESULTS}+` : results.length} result${results.length === 1 ? '' : 's'}`}
          </p>
          <ul aria-label="Search results" className={styles.resultList}>
            {results.map((result) => (
              <li key={`${result.fileId}:${result.line ?? 0}`}>
                <button type="button" className={styles.result} onClick={() => onOpen(result)}>
                  <span className={styles.resultPath}>{result.path}</span>
                  {result.line !== undefined && (
                    <span className={styles.resultLine}>
                      <span className={styles.lineNo}>{result.line}</span> {result.text}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
