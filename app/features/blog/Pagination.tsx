import { ChevronLeft, ChevronRight } from 'lucide';
import { Icon } from '#app/lib/ui/Icon.tsx';
import { Link } from 'react-router';
import type { Pagination as PaginationState } from '#common/types.ts';
import { blogListHref } from './blog-query';
import { paginationWindow } from './pagination';
import styles from './blog.module.css';

interface PaginationProps {
  pagination: PaginationState;
  category: string;
}

/**
 * Links to the other pages of the list (the window of docs/product.md#business-constants). The current page and the
 * unavailable ends are not links, so they cannot be requested; with one page there is nothing.
 */
export function Pagination({ pagination, category }: PaginationProps) {
  const { currentPage, totalPages } = pagination;
  const items = paginationWindow(currentPage, totalPages);
  if (items.length === 0) return null;
  const href = (page: number) => blogListHref({ category, page });
  return (
    <nav className={styles.pagination} aria-label="Pagination">
      <ul>
        <li>
          {currentPage > 1 ? (
            <Link className={styles.pageStep} to={href(currentPage - 1)} rel="prev">
              <Icon drawing={ChevronLeft} aria-hidden="true" size={18} /> Previous
            </Link>
          ) : (
            <span className={styles.pageStep} aria-disabled="true">
              <Icon drawing={ChevronLeft} aria-hidden="true" size={18} /> Previous
            </span>
          )}
        </li>
        {items.map((item) =>
          item.type === 'gap' ? (
            <li key={`gap-${item.key}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.page === currentPage ? (
                <span className={styles.pageNumber} aria-current="page">
                  <span className="visually-hidden">Page </span>
                  {item.page}
                </span>
              ) : (
                <Link className={styles.pageNumber} to={href(item.page)}>
                  <span className="visually-hidden">Page </span>
                  {item.page}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {currentPage < totalPages ? (
            <Link className={styles.pageStep} to={href(currentPage + 1)} rel="next">
              Next <Icon drawing={ChevronRight} aria-hidden="true" size={18} />
            </Link>
          ) : (
            <span className={styles.pageStep} aria-disabled="true">
              Next <Icon drawing={ChevronRight} aria-hidden="true" size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
