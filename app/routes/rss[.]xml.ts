import { postUrl, postsFeedResponse } from '../lib/feed-routes.server';
import { readProfile } from '../lib/profile.server';
import { rssXml } from '../lib/feeds';
import type { Route } from './+types/rss[.]xml';

export async function loader({ context }: Route.LoaderArgs) {
  const site = await readProfile(context);
  return postsFeedResponse(context, 'application/rss+xml', (posts, base) =>
    rssXml(
      {
        title: `${site.name} | Blog`,
        link: `${base}/blog`,
        selfUrl: `${base}/rss.xml`,
        description: `Articles by ${site.name} on JavaScript, React, TypeScript, design and careers.`,
      },
      posts.map((post) => ({
        title: post.title,
        link: postUrl(base, post.slug),
        description: post.excerpt,
        date: post.date,
        categories: [post.category],
      })),
    ),
  );
}
