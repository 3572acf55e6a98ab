import { redirect } from 'react-router';
import { BLOG_PAGE_SIZE } from '#common/content-limits.ts';
import { readContent, type ContentContext } from '../../lib/content.server';
import { blogListHref, type BlogQuery } from './blog-query';
import { toPostSummary } from './post-summary';

const FALLBACK = 'posts';

/**
 * One page of the blog list (docs/product.md#blog): the posts of the category, the pagination and, on
 * the first page of All, the newest post as the featured one. A page past the end redirects to
 * the last page.
 */
export async function blogListData(context: ContentContext, query: BlogQuery) {
  const category = query.category || undefined;
  const list = await readContent(
    context,
    (stores) => stores.posts.list({ category, page: query.page, limit: BLOG_PAGE_SIZE }),
    FALLBACK,
  );
  const { totalPages } = list.pagination;
  if (query.page > Math.max(1, totalPages)) {
    throw redirect(blogListHref({ category: query.category, page: Math.max(1, totalPages) }));
  }
  // Featured once: on the first page of All, in place of the grid's first card (so the page
  // count stays that of the whole list).
  const featured = !category && query.page === 1 ? list.posts[0] : undefined;
  return {
    posts: (featured ? list.posts.slice(1) : list.posts).map(toPostSummary),
    pagination: list.pagination,
    featured: featured ? toPostSummary(featured) : null,
  };
}
