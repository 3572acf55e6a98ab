import { Link } from 'react-router';
import { blogListData } from '../features/blog/blog.server';
import { blogListHref, parseBlogQuery } from '../features/blog/blog-query';
import { BLOG_CATEGORIES } from '../features/blog/categories';
import { Pagination } from '../features/blog/Pagination';
import { PostCard } from '../features/blog/PostCard';
import styles from '../features/blog/blog.module.css';
import { pageLoadFailure } from '../lib/page-error.server';
import { ERROR_TITLES, toPageError } from '../lib/page-errors';
import { pageMeta } from '../lib/seo';
import { siteOf } from '../lib/site-identity';
import { EmptyState } from '../lib/ui/EmptyState';
import { FilterBar } from '../lib/ui/FilterBar';
import { PageErrorBoundary } from '../lib/ui/PageErrorBoundary';
import ui from '../lib/ui/ui.module.css';
import type { Route } from './+types/blog';

const DESCRIPTION =
  'Articles on JavaScript, React, TypeScript, design and the craft of software development.';
const FILTERS = BLOG_CATEGORIES.map(({ name, slug }) => ({ label: name, value: slug }));
const FIRST_ROW_CARDS = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseBlogQuery(new URL(request.url).searchParams);
  const canonical = `${context.publicUrl}${blogListHref(query)}`;
  try {
    return { ...(await blogListData(context, query)), query, canonical };
  } catch (error) {
    return pageLoadFailure(error, canonical);
  }
}

function listTitle(category: string, page: number): string {
  const name = BLOG_CATEGORIES.find((c) => c.slug === category)?.name;
  const base = category ? `${name ?? category} Articles` : 'Blog';
  return page > 1 ? `${base} (Page ${page})` : base;
}

export function meta({ loaderData, error, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteOf(matches);
  if (!loaderData)
    return pageMeta(site, 'Blog', DESCRIPTION, toPageError(error).canonical, {
      noindex: true,
      socialPage: 'blog',
    });
  const { category, page } = loaderData.query;
  return pageMeta(site, listTitle(category, page), DESCRIPTION, loaderData.canonical, {
    socialPage: 'blog',
  });
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, pagination, featured, query } = loaderData;
  return (
    <main className={`container ${ui.page}`}>
      <header className={ui.pageHeader}>
        <p className="eyebrow">Blog</p>
        <h1>Notes on building for the web</h1>
        <p className={ui.lead}>{DESCRIPTION}</p>
      </header>
      <FilterBar filters={FILTERS} selected={query.category} label="Blog categories" />
      {featured ? (
        <section className={styles.featuredSection} aria-label="Featured post">
          <PostCard post={featured} featured />
        </section>
      ) : null}
      {posts.length === 0 ? (
        <EmptyState message="No posts in this category yet.">
          <Link to="/blog">See all posts</Link>
        </EmptyState>
      ) : (
        <section aria-labelledby="latest-posts">
          <h2 id="latest-posts" className="visually-hidden">
            {query.category ? `${listTitle(query.category, 1)}` : 'All posts'}
          </h2>
          <ul className={styles.grid} data-testid="post-grid">
            {posts.map((post, index) => (
              <li key={post.slug}>
                <PostCard post={post} eager={!featured && index < FIRST_ROW_CARDS} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <Pagination pagination={pagination} category={query.category} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageErrorBoundary error={error} title={ERROR_TITLES.blog} />;
}
