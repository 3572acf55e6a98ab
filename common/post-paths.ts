/** Where a post is read, and where a draft's private preview link leads. */
export function postPath(slug: string): string {
  return `/blog/${slug}`;
}

export function previewPath(token: string): string {
  return `/post-preview/${token}`;
}
