import { pageMeta } from '../../lib/seo';
import type { SiteIdentity } from '../../lib/site-identity';

/** The console's addresses and page tags, for its pages and its server code alike. */
export const CONSOLE_PATH = '/admin';
export const SIGN_IN_PATH = '/admin/sign-in';
export const PROJECTS_PATH = '/admin/projects';
export const POSTS_PATH = '/admin/posts';
/** Where the post editor sends its Markdown for the live preview. */
export const MARKDOWN_PREVIEW_PATH = '/admin/posts/render';

/**
 * A console page's tags: kept out of search results, and its forms send their origin (see
 * `postsForms` in app/lib/seo.ts). `root` is the root loader's data (`matches[0].loaderData`).
 */
export const consoleMeta = (
  title: string,
  path: string,
  root: { publicUrl: string; site: SiteIdentity },
) =>
  pageMeta(root.site, title, 'The owner’s console.', `${root.publicUrl}${path}`, {
    noindex: true,
    postsForms: true,
  });
