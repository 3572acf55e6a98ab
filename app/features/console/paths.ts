import { pageMeta } from '../../lib/seo';

/** The console's addresses and page tags, for its pages and its server code alike. */
export const CONSOLE_PATH = '/admin';
export const SIGN_IN_PATH = '/admin/sign-in';
export const PROJECTS_PATH = '/admin/projects';
export const POSTS_PATH = '/admin/posts';
/** Where the post editor sends its Markdown for the live preview. */
export const MARKDOWN_PREVIEW_PATH = '/admin/posts/render';

/**
 * A console page's tags: kept out of search results, and its forms send their origin (see
 * `postsForms` in app/lib/seo.ts). `publicUrl` is the root loader's.
 */
export const consoleMeta = (title: string, path: string, publicUrl: string) =>
  pageMeta(title, 'The owner’s console.', `${publicUrl}${path}`, {
    noindex: true,
    postsForms: true,
  });
