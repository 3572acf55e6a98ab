export interface BlogQuery {
  /** Lowercase category slug; '' means all posts. */
  category: string;
  page: number;
}

const MAX_CATEGORY_LENGTH = 64;

/**
 * `?category=&page=` as the blog list reads it. Anything unusable falls back to the default
 * (all posts, page 1) rather than failing, as old or hand-typed links should still work.
 */
export function parseBlogQuery(params: URLSearchParams): BlogQuery {
  const category = (params.get('category') ?? '').trim().toLowerCase();
  const page = Number(params.get('page') ?? '1');
  return {
    category:
      category.length <= MAX_CATEGORY_LENGTH && /^[a-z0-9-]*$/.test(category) ? category : '',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The list URL for a category and page; defaults are left out so every page has one URL. */
export function blogListHref({ category, page }: BlogQuery): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}
