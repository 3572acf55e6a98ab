import { samplePosts } from '#server/content/sample-posts.ts';

/** A comment every rule accepts, on the first sample post: suites spread it and change one field. */
export const validComment = {
  postSlug: samplePosts[0]!.slug,
  author: 'Ada',
  email: 'ada@example.com',
  content: 'A thoughtful comment.',
};
