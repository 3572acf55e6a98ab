import { useMemo } from 'react';
import type { TocEntry } from '#common/markdown/heading-ids.ts';
import { useActiveHeading } from './use-active-heading';
import styles from './article.module.css';

/**
 * docs/product.md#blog: a sticky table of contents of the article's h2 and h3. Plain anchors, so the
 * links work before (and without) JavaScript; the section being read is marked once hydrated.
 */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  const ids = useMemo(() => entries.map((entry) => entry.id), [entries]);
  const active = useActiveHeading(ids);
  if (entries.length === 0) return null;
  return (
    <nav className={styles.toc} aria-labelledby="toc-title">
      <h2 id="toc-title" className={styles.tocTitle}>
        On this page
      </h2>
      <ol className={styles.tocList}>
        {entries.map((entry) => (
          <li key={entry.id} className={entry.level === 3 ? styles.tocSub : undefined}>
            <a
              href={`#${entry.id}`}
              className={styles.tocLink}
              aria-current={entry.id === active ? 'location' : undefined}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
