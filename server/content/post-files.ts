import type { PostFile } from '#common/markdown/post-file.ts';
import type { PostWrite } from '#common/stores.ts';
import type { BlogPost } from '#common/types.ts';
import { slugOf } from './helpers';

/**
 * Between a post kept as a Markdown file and a post in the store. The file's first category is
 * the main one (its display spelling); `cover` is the post's image. The file holds neither the
 * author nor an external URL: importing leaves them as stored.
 */
export function postWriteOfFile(file: PostFile, author: string): PostWrite {
  return {
    slug: file.slug,
    title: file.title,
    excerpt: file.excerpt,
    category: file.categories[0] ?? '',
    categories: file.categories,
    date: file.date,
    image: file.cover,
    featured: file.featured,
    markdown: file.markdown,
    author,
    tags: file.tags,
    draft: file.draft,
  };
}

export function postFileOf(post: BlogPost): PostFile {
  const main = slugOf(post.category);
  return {
    slug: post.slug,
    title: post.title,
    date: post.date,
    categories: [post.category, ...post.categories.filter((category) => category !== main)],
    tags: post.tags,
    excerpt: post.excerpt,
    featured: post.featured,
    cover: post.image,
    draft: post.draft,
    markdown: post.markdown,
  };
}
