/** Where a post is read, and where a draft's private preview link leads. */
export function postPath(slug: string): string {
  return `/blog/${slug}`;
}

/** The folder of preview links: their addresses are secrets, never figures or logs to share. */
export const PREVIEW_PATH_PREFIX = '/post-preview';

export function previewPath(token: string): string {
  return `${PREVIEW_PATH_PREFIX}/${token}`;
}
