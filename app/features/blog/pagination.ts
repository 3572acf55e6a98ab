const PAGINATION_SHOW_ALL_MAX_PAGES = 7;

const PAGINATION_WINDOW_AROUND_CURRENT = 1;

export type PageItem = { type: 'page'; page: number } | { type: 'gap'; key: 'start' | 'end' };

/**
 * The pagination controls of docs/product.md#business-constants: every page when there are few, otherwise the first,
 * the last and a window around the current page, with a gap marker wherever pages are left out.
 * One page or none needs no controls, so it gives an empty list.
 */
export function paginationWindow(currentPage: number, totalPages: number): PageItem[] {
  if (totalPages <= 1) return [];
  const current = Math.min(Math.max(1, currentPage), totalPages);
  const page = (n: number): PageItem => ({ type: 'page', page: n });
  if (totalPages <= PAGINATION_SHOW_ALL_MAX_PAGES) {
    return Array.from({ length: totalPages }, (_, index) => page(index + 1));
  }
  const from = Math.max(2, current - PAGINATION_WINDOW_AROUND_CURRENT);
  const to = Math.min(totalPages - 1, current + PAGINATION_WINDOW_AROUND_CURRENT);
  const items: PageItem[] = [page(1)];
  if (from > 2) items.push({ type: 'gap', key: 'start' });
  for (let n = from; n <= to; n++) items.push(page(n));
  if (to < totalPages - 1) items.push({ type: 'gap', key: 'end' });
  items.push(page(totalPages));
  return items;
}
