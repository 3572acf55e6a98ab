import { allPosts, textResponse, unavailableResponse } from '../lib/feed-routes.server';
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

export async function loader({ context }: Route.LoaderArgs) {
  let posts;
  try {
    posts = await allPosts(context);
  } catch {
    return unavailableResponse();
  }
  const base = context.publicUrl;
  const entries = [
    ...PAGES.map((path) => ({ url: `${base}${path}` })),
    ...posts.map((post) => ({
      url: `${base}/blog/${encodeURIComponent(post.slug)}`,
      lastModified: post.updatedAt,
    })),
  ];
  return textResponse(sitemapXml(entries), 'application/xml');
}
