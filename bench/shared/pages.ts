/** Which article the page figures use: the newest post, as the blog lists it. */
export async function firstArticleSlug(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/blog/posts`);
  if (!response.ok) throw new Error(`/api/blog/posts answered ${response.status}`);
  const list = (await response.json()) as { posts: { slug: string }[] };
  const slug = list.posts[0]?.slug;
  if (!slug) throw new Error('The blog has no post');
  return slug;
}

export const articlePath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
