import { postUrl, postsFeedResponse } from '../lib/feed-routes.server';
import { sitemapXml } from '../lib/feeds';
import { readContent } from '../lib/content.server';
import { caseStudyPath } from '#common/project-paths.ts';
import type { Route } from './+types/sitemap[.]xml';

/**
 * Every page of the site (the screens of docs/product.md#routes, not the redirects), every
 * project's case study and every post.
 */
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
  // Case studies of visible projects; without them (the database failing) the posts still count.
  const caseStudies = await readContent(context, (stores) => stores.projects.list(), 'projects')
    .then((projects) => projects.filter((project) => project.writeUp !== ''))
    .catch(() => []);
  return postsFeedResponse(context, 'application/xml', (posts, base) =>
    sitemapXml([
      ...PAGES.map((path) => ({ url: `${base}${path}` })),
      ...caseStudies.map((project) => ({ url: `${base}${caseStudyPath(project.slug)}` })),
      ...posts.map((post) => ({ url: postUrl(base, post.slug), lastModified: post.updatedAt })),
    ]),
  );
}
