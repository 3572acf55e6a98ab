import { Article, BackToBlog } from '../features/blog/Article';
import styles from '../features/blog/article.module.css';
import { coverPicture } from '../features/blog/cover.server';
import { PREVIEW_HEADERS, previewPageData } from '../features/blog/post-page.server';
import { pageNotFound } from '../lib/page-error.server';
import { toPageError } from '../lib/page-errors';
import { pageMeta } from '../lib/seo';
import { siteOf } from '../lib/site-identity';
import { ErrorNotice } from '../lib/ui/ErrorNotice';
import ui from '../lib/ui/ui.module.css';
import { data } from 'react-router';
import type { Route } from './+types/post-preview';

const PREVIEW_NOT_FOUND = 'This preview link has been revoked or never existed.';

/** A draft's private preview link (docs/product.md#post-states): never indexed, never kept. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const canonical = `${context.publicUrl}/post-preview`;
  const page = await previewPageData(context, params.token);
  if (!page) pageNotFound(PREVIEW_NOT_FOUND, canonical);
  const cover = await coverPicture(context, page.post.image);
  return data({ ...page, cover, canonical }, { headers: PREVIEW_HEADERS });
}

export const headers = () => PREVIEW_HEADERS;

export function meta({ loaderData, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const title = loaderData ? `Preview: ${loaderData.post.title}` : 'Preview not found';
  return pageMeta(
    siteOf(matches),
    title,
    loaderData?.post.excerpt ?? '',
    loaderData?.canonical ?? '/post-preview',
    {
      noindex: true,
    },
  );
}

export default function PostPreview({ loaderData }: Route.ComponentProps) {
  const { post, html, toc, readingMinutes, cover } = loaderData;
  const notice = (
    <p className={styles.previewNotice} role="note">
      {post.state === 'scheduled'
        ? 'Preview of a scheduled post: visitors see it from its date on.'
        : 'Preview of a draft: only people with this link can read it.'}
    </p>
  );
  return (
    <main className={`container ${ui.page}`}>
      <BackToBlog />
      <Article
        post={post}
        cover={cover}
        html={html}
        toc={toc}
        readingMinutes={readingMinutes}
        notice={notice}
      />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { message } = toPageError(error);
  return (
    <main className={`container ${ui.page}`}>
      <ErrorNotice title="Preview not found" message={message} />
    </main>
  );
}
