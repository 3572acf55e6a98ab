import { randomUUID } from 'node:crypto';
import type { Category, Pagination } from '#common/types.ts';

/**
 * A comment identical to one stored this recently (same post, name, e-mail and text) is the
 * same comment sent again (a retried request, a form posted twice): it is answered with the
 * stored one instead of being stored twice.
 */
export const DUPLICATE_COMMENT_WINDOW_MS = 10 * 60 * 1000;

export function newId(): string {
  return randomUUID();
}

/** Page numbers past the end are valid requests: they get an empty page. */
export function paginate(totalCount: number, page: number, limit: number) {
  const totalPages = Math.ceil(totalCount / limit);
  const offset = (page - 1) * limit;
  const pagination: Pagination = { currentPage: page, totalPages, totalCount };
  return { pagination, offset, beyondEnd: offset >= totalCount };
}

const ACRONYMS = new Set(['ai', 'api', 'css', 'html', 'seo', 'sql', 'ui', 'ux']);

/** 'education' → 'Education', 'ui' → 'UI': used when no display spelling is known. */
export function categoryLabel(slug: string): string {
  if (ACRONYMS.has(slug)) return slug.toUpperCase();
  return slug.charAt(0).toUpperCase() + slug.slice(1);
}

export function slugOf(name: string): string {
  return name.trim().toLowerCase();
}

/** Trimmed, lowercase, without duplicates or blanks, in first-seen order. */
export function normaliseSlugs(values: readonly string[]): string[] {
  return [...new Set(values.map(slugOf).filter((value) => value !== ''))];
}

/**
 * Distinct categories by slug, in alphabetical order of name. The first spelling seen wins, so
 * pass names in the order whose spelling should be shown (e.g. newest post first).
 */
export function toCategories(names: Iterable<string>): Category[] {
  const bySlug = new Map<string, Category>();
  for (const name of names) {
    const slug = slugOf(name);
    if (slug && !bySlug.has(slug)) {
      const display = name.trim() === slug ? categoryLabel(slug) : name.trim();
      bySlug.set(slug, { name: display, slug });
    }
  }
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function matchesCategory(
  row: { category: string; categories: readonly string[] },
  category: string,
): boolean {
  const wanted = slugOf(category);
  return slugOf(row.category) === wanted || row.categories.some((c) => slugOf(c) === wanted);
}
