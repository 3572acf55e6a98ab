import type { BlogPost } from '#common/types.ts';

/** What a post card needs: everything but the body, so list pages stay light to hydrate. */
export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  date: string;
  image: string;
  readingMinutes: number;
}

export function toPostSummary(post: BlogPost): PostSummary {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    date: post.date,
    image: post.image,
    readingMinutes: post.readingMinutes,
  };
}

/** The sample illustrations' size (Open Graph's 1.91:1); cards crop other images to fit. */
export const POST_IMAGE_WIDTH = 1200;
export const POST_IMAGE_HEIGHT = 630;
