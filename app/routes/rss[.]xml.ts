import { site } from '../../common/site';
import { allPosts, textResponse, unavailableResponse } from '../lib/feed-routes.server';
import { rssXml } from '../lib/feeds';
import type { Route } from './+types/rss[.]xml';

export async function loader({ context }: Route.LoaderArgs) {
  let posts;
  try {
    posts = await allPosts(context);
  } catch {
    return unavailableResponse();
  }
  const base = context.publicUrl;
  const xml = rssXml(
    {
      title: `${site.name} | Blog`,
      link: `${base}/blog`,
      selfUrl: `${base}/rss.xml`,
      description: `Articles by ${site.name} on JavaScript, React, TypeScript, design and careers.`,
    },
    posts.map((post) => ({
      title: post.title,
      link: `${base}/blog/${encodeURIComponent(post.slug)}`,
      description: post.excerpt,
      date: post.date,
      categories: [post.category],
    })),
  );
  return textResponse(xml, 'application/rss+xml');
}
