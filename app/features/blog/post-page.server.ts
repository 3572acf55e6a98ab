import { redirect } from 'react-router';
import { SLUG_MAX_LENGTH } from '#common/content-limits.ts';
import { postPath } from '#common/post-paths.ts';
import { isPossibleKey } from '#common/schemas.ts';
import type { BlogPost } from '#common/types.ts';
import { readContent, settle, type ContentContext } from '../../lib/content.server';

const MOVED_PERMANENTLY = 301;

/**
 * What the article shows of a post: its fields without the Markdown source, and the body as it
 * was rendered when the post was saved (never rendered per request).
 */
function articleOf(post: BlogPost) {
  const { content, markdown: _source, toc, wordCount, readingMinutes, ...fields } = post;
  return { post: fields, html: content, toc, wordCount, readingMinutes };
}

/**
 * Everything the article page shows: the post and its rendered body, and the approved comments
 * (their own fallback is an empty list, docs/product.md#rest-api). `null` when there is no such
 * published post, without a query when the slug cannot exist: a NUL byte would make the database
 * fail and the page fall back to the built-in posts with a 'Backend unreachable' warning. A
 * published post's old slug answers 301 to its address now.
 */
export async function articlePageData(context: ContentContext, slug: string) {
  if (!isPossibleKey(slug, SLUG_MAX_LENGTH)) return null;
  const post = await readContent(context, (stores) => stores.posts.getBySlug(slug), 'posts');
  if (!post) {
    const movedTo = await readContent(context, (stores) => stores.posts.movedTo(slug), 'posts');
    if (movedTo) throw redirect(postPath(movedTo), MOVED_PERMANENTLY);
    return null;
  }
  const comments = await settle(
    readContent(context, (stores) => stores.comments.listApproved(slug), 'comments'),
  );
  return { ...articleOf(post), comments };
}

/**
 * A draft's private preview (docs/product.md#post-states): kept out of search engines and of
 * every cache, the browser's and the page cache's alike (the page cache keeps no `private`
 * answer).
 */
export const PREVIEW_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;

/**
 * The post a preview link shows, as the article would show it, or null for a revoked or unknown
 * link. Once the post is published the link leads to the article itself (a temporary redirect:
 * the post may become a draft again).
 */
export async function previewPageData(context: ContentContext, token: string) {
  if (!isPossibleKey(token)) return null;
  const post = await readContent(context, (stores) => stores.posts.getByPreviewToken(token));
  if (!post) return null;
  if (post.state === 'published') {
    throw redirect(postPath(post.slug), { headers: PREVIEW_HEADERS });
  }
  return articleOf(post);
}
