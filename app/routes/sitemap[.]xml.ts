import { postUrl, postsFeedResponse } from '../lib/feed-routes.server';
import { sitemapXml } from '../lib/feeds';
import type { Route } from './+types/sitemap[.]xml';

/** Every page of the site (the screens of docs/product.md#routes, not the redirects) and every post. */
const PAGES = [
  '/',
  '/projects',
  '/personal-projects',
  '/blog',
  '/labs',
  '/collab',
  '/whiteboard',
  '/editor',
  '/ide',
];

export function loader({ context }: Route.LoaderArgs) {
  return postsFeedResponse(context, 'application/xml', (posts, base) =>
    sitemapXml([
      ...PAGES.map((path) => ({ url: `${base}${path}` })),
      ...posts.map((post) => ({ url: postUrl(base, post.slug), lastModified: post.updatedAt })),
    ]),
  );
}
