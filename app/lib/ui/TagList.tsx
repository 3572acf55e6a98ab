import type { HTMLAttributes } from 'react';
import styles from './tag-list.module.css';

interface TagListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  tags: readonly string[];
}

/** A post's tags, a project's technologies, the home page's skills: one pill each. */
export function TagList({ tags, className, ...list }: TagListProps) {
  return (
    <ul className={className ?? styles.list} {...list}>
      {tags.map((tag) => (
        <li key={tag} className="tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}
