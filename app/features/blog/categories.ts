/** docs/product.md#blog: the blog's category buttons, in order. `slug` is what `?category=` carries. */
export const BLOG_CATEGORIES = [
  { name: 'All Posts', slug: '' },
  { name: 'JavaScript', slug: 'javascript' },
  { name: 'React', slug: 'react' },
  { name: 'TypeScript', slug: 'typescript' },
  { name: 'Design', slug: 'design' },
  { name: 'Career', slug: 'career' },
] as const;
