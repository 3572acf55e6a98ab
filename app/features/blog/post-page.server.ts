import { SLUG_MAX_LENGTH } from '#common/content-limits.ts';
import { isPossibleKey } from '#common/schemas.ts';
import { readContent, settle, type ContentContext } from '../../lib/content.server';
import { renderArticle } from './article.server';

/**
 * Everything the article page shows: the post without its raw body, the rendered body with
 * its table of contents and reading time, and the approved comments (their own fallback is an
 * empty list, docs/product.md#rest-api). `null` when there is no such post, without a query when the slug
 * cannot exist: a NUL byte would make the database fail and the page fall back to the
 * built-in posts with a 'Backend unreachable' warning.
 */
export async function articlePageData(context: ContentContext, slug: string) {
  if (!isPossibleKey(slug, SLUG_MAX_LENGTH)) return null;
  const post = await readContent(context, (stores) => stores.posts.getBySlug(slug), 'posts');
  if (!post) return null;
  const [rendered, comments] = await Promise.all([
    renderArticle(post),
    settle(readContent(context, (stores) => stores.comments.listApproved(slug), 'comments')),
  ]);
  const { content: _body, ...fields } = post;
  return { post: fields, ...rendered, comments };
}
