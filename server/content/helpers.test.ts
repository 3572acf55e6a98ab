import { describe, expect, it } from 'vitest';
import { categoryLabel, matchesCategory, normaliseSlugs, paginate, toCategories } from './helpers';

describe('paginate', () => {
  it('computes totals and the offset', () => {
    expect(paginate(15, 2, 9)).toEqual({
      pagination: { currentPage: 2, totalPages: 2, totalCount: 15 },
      offset: 9,
      beyondEnd: false,
    });
  });
  it('marks pages past the end, including an empty list', () => {
    expect(paginate(15, 3, 9).beyondEnd).toBe(true);
    expect(paginate(0, 1, 9)).toMatchObject({ beyondEnd: true, pagination: { totalPages: 0 } });
    expect(paginate(15, Number.MAX_SAFE_INTEGER, 50).beyondEnd).toBe(true);
  });
});

describe('categories', () => {
  it('keeps the first display spelling, one entry per slug, sorted by name', () => {
    expect(toCategories(['TypeScript', 'design', 'typescript', ' Career ', 'ui', ''])).toEqual([
      { name: 'Career', slug: 'career' },
      { name: 'Design', slug: 'design' },
      { name: 'TypeScript', slug: 'typescript' },
      { name: 'UI', slug: 'ui' },
    ]);
  });
  it('labels known acronyms in capitals and capitalises the rest', () => {
    expect(categoryLabel('css')).toBe('CSS');
    expect(categoryLabel('web')).toBe('Web');
  });
  it('normalises slug lists', () => {
    expect(normaliseSlugs([' React', 'react', 'TypeScript', ''])).toEqual(['react', 'typescript']);
  });
  it('matches the main category or the list, ignoring case', () => {
    const row = { category: 'Design', categories: ['design', 'css'] };
    expect(matchesCategory(row, 'DESIGN')).toBe(true);
    expect(matchesCategory(row, 'Css')).toBe(true);
    expect(matchesCategory(row, 'react')).toBe(false);
  });
});
