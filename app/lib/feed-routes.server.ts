import type { AppLoadContext } from 'react-router';
import { readContent } from './content.server';

const SERVICE_UNAVAILABLE = 503;
/** Feeds and sitemaps change with a new post; an hour is plenty fresh for crawlers. */
const FEED_CACHE_SECONDS = 3600;

/** Every post, newest first (the built-in ones when the database fails, docs/product.md#content-and-fallback). */
export function allPosts(
  context: Pick<AppLoadContext, 'stores' | 'contentFallback' | 'fallbackStores' | 'warnFallback'>,
) {
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

export function unavailableResponse(): Response {
  return new Response('Service Unavailable', {
    status: SERVICE_UNAVAILABLE,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60' },
  });
}
