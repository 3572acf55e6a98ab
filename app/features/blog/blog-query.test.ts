import { describe, expect, it } from 'vitest';
import { blogListHref, parseBlogQuery } from './blog-query';

const parse = (query: string) => parseBlogQuery(new URLSearchParams(query));

describe('parseBlogQuery', () => {
  it('reads the category and page', () => {
    expect(parse('category=React&page=2')).toEqual({ category: 'react', page: 2 });
    expect(parse('')).toEqual({ category: '', page: 1 });
  });
  it('falls back to page 1 for pages that are not positive whole numbers', () => {
    for (const page of ['0', '-1', '1.5', 'abc', '1e99', '']) {
      expect(parse(`page=${page}`).page).toBe(1);
    }
  });
  it('ignores categories that cannot be slugs', () => {
    expect(parse('category=%3Cscript%3E').category).toBe('');
    expect(parse(`category=${'a'.repeat(65)}`).category).toBe('');
  });
});

describe('blogListHref', () => {
  it('leaves defaults out of the URL', () => {
    expect(blogListHref({ category: '', page: 1 })).toBe('/blog');
    expect(blogListHref({ category: 'react', page: 1 })).toBe('/blog?category=react');
    expect(blogListHref({ category: '', page: 3 })).toBe('/blog?page=3');
    expect(blogListHref({ category: 'design', page: 2 })).toBe('/blog?category=design&page=2');
  });
  it('round-trips through parseBlogQuery', () => {
    const query = { category: 'typescript', page: 4 };
    expect(parseBlogQuery(new URL(blogListHref(query), 'http://x').searchParams)).toEqual(query);
  });
});
