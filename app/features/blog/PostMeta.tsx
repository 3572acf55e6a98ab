import { formatDate } from '#common/format-date.ts';
import styles from './blog.module.css';

/** 'February 20, 2025 · 6 min read' */
export function PostMeta({ date, readingMinutes }: { date: string; readingMinutes: number }) {
  return (
    <p className={styles.meta}>
      <time dateTime={date}>{formatDate(date)}</time>
      <span aria-hidden="true">·</span>
      <span>{readingMinutes} min read</span>
    </p>
  );
}
