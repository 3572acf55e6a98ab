import {
  SOCIAL_IMAGE_HEIGHT_PX,
  SOCIAL_IMAGE_WIDTH_PX,
  socialPostImagePath,
} from '#common/social-images.ts';
import { Link } from 'react-router';
import { Article, BackToBlog } from '../features/blog/Article';
import { Comments } from '../features/blog/Comments';
import { postCommentFromForm } from '../features/blog/comment-action.server';
import { articlePageData } from '../features/blog/post-page.server';
import { coverPicture } from '../features/blog/cover.server';
import { pageLoadFailure, pageNotFound } from '../lib/page-error.server';
import { ERROR_TITLES, toPageError } from '../lib/page-errors';
import { absoluteUrl, blogPostingJsonLd, pageMeta } from '../lib/seo';
import { siteOf } from '../lib/site-identity';
import { ErrorNotice } from '../lib/ui/ErrorNotice';
import ui from '../lib/ui/ui.module.css';
import type { Route } from './+types/blog-post';

const POST_NOT_FOUND = 'Post not found';

export async function loader({ params, context }: Route.LoaderArgs) {
  const canonical = `${context.publicUrl}/blog/${encodeURIComponent(params.slug)}`;
  let page: Awaited<ReturnType<typeof articlePageData>>;
  try {
    page = await articlePageData(context, params.slug);
  } catch (error) {
    return pageLoadFailure(error, canonical);
  }
  if (!page) return pageNotFound(POST_NOT_FOUND, canonical);
  const cover = await coverPicture(context, page.post.image);
  return { ...page, cover, canonical, publicUrl: context.publicUrl };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return postCommentFromForm(context, params.slug, request);
}

export function meta({ loaderData, error, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = siteOf(matches);
  if (!loaderData) {
    return pageMeta(
      site,
      ERROR_TITLES.article,
      'This article could not be found.',
      toPageError(error).canonical,
      {
        noindex: true,
      },
    );
  }
  const { post, canonical, publicUrl, wordCount } = loaderData;
  // Link previews want a raster picture of a fixed size: the post's card, drawn from its cover,
  // at an address that names the post's and the profile's versions (the byline is the owner's).
  const imageUrl = absoluteUrl(
    publicUrl,
    socialPostImagePath(post.slug, post.updatedAt, site.version),
  );
  return pageMeta(site, post.title, post.excerpt, canonical, {
    type: 'article',
    postsForms: true,
    image: {
      url: imageUrl,
      alt: post.title,
      width: SOCIAL_IMAGE_WIDTH_PX,
      height: SOCIAL_IMAGE_HEIGHT_PX,
    },
    article: {
      publishedTime: post.date,
      modifiedTime: post.updatedAt,
      author: post.author,
      section: post.category,
      tags: post.tags,
    },
    jsonLd: blogPostingJsonLd({
      publisher: site.name,
      title: post.title,
      description: post.excerpt,
      url: canonical,
      imageUrl,
      datePublished: post.date,
      dateModified: post.updatedAt,
      author: post.author,
      section: post.category,
      keywords: post.tags,
      wordCount,
    }),
  });
}

export default function BlogPost({ loaderData, actionData }: Route.ComponentProps) {
  const { post, html, toc, readingMinutes, comments, cover } = loaderData;
  return (
    <main className={`container ${ui.page}`}>
      <BackToBlog />
      <Article post={post} cover={cover} html={html} toc={toc} readingMinutes={readingMinutes} />
      <Comments slug={post.slug} comments={comments} actionResult={actionData} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { status, message } = toPageError(error);
  return (
    <main className={`container ${ui.page}`}>
      <ErrorNotice
        title={ERROR_TITLES.article}
        message={message}
        text={status === 404 ? 'This article does not exist or has moved.' : undefined}
      >
        <Link className="btn btn-primary" to="/blog">
          Back to Blog
        </Link>
      </ErrorNotice>
    </main>
  );
}
