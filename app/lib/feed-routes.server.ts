import type { AppLoadContext } from 'react-router';
import { readContent, type ContentContext } from './content.server';

const SERVICE_UNAVAILABLE = 503;
/** Feeds and sitemaps change with a new post; an hour is plenty fresh for crawlers. */
const FEED_CACHE_SECONDS = 3600;

/** Every post, newest first (the built-in ones when the database fails, docs/product.md#content-and-fallback). */
function allPosts(context: ContentContext) {
  return readContent(context, (stores) => stores.posts.all(), 'posts');
}

export function textResponse(body: string, contentType: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': `${contentType}; charset=utf-8`,
      'Cache-Control': `public, max-age=${FEED_CACHE_SECONDS}`,
    },
  });
}

function unavailableResponse(): Response {
  return new Response('Service Unavailable', {
    status: SERVICE_UNAVAILABLE,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
  });
}

type FeedContext = Parameters<typeof allPosts>[0] & Pick<AppLoadContext, 'publicUrl'>;
type Post = Awaited<ReturnType<typeof allPosts>>[number];

/** An article's address on this site. */
export const postUrl = (base: string, slug: string) => `${base}/blog/${encodeURIComponent(slug)}`;

/**
 * A feed drawn from every post (RSS, the sitemap): `render` gets the posts and the site's public
 * address; when the posts cannot be read at all the answer is a 503, not an empty feed.
 */
export async function postsFeedResponse(
  context: FeedContext,
  contentType: string,
  render: (posts: Post[], base: string) => string,
): Promise<Response> {
  let posts;
  try {
    posts = await allPosts(context);
  } catch {
    return unavailableResponse();
  }
  return textResponse(render(posts, context.publicUrl), contentType);
}
