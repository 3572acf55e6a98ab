import type { Project } from '#common/types.ts';
import type { FilterOption } from './ui/FilterBar';

const HIDDEN_PERSONAL_PROJECT_TITLES = [
  'algorithm visualizer',
  'fluxbuilder',
  'webgl experiments',
] as const;

/** A filter button: its label and category slug ('' for all projects). */
export type ProjectFilter = FilterOption;

/** docs/product.md#routes: the filters of /projects and /personal-projects, in order. */
export const CLIENT_FILTERS: readonly ProjectFilter[] = [
  { label: 'All', value: '' },
  { label: 'Web Development', value: 'web' },
  { label: 'UI Design', value: 'ui' },
  { label: 'Full Stack', value: 'fullstack' },
];

export const PERSONAL_FILTERS: readonly ProjectFilter[] = [
  { label: 'All', value: '' },
  { label: 'Web Development', value: 'web' },
  { label: 'Educational', value: 'education' },
  { label: 'Tools', value: 'tool' },
  { label: 'Creative', value: 'creative' },
];

/** A filter value taken from the URL: one of the known filters, otherwise all projects. */
export function selectedFilter(
  filters: readonly ProjectFilter[],
  requested: string | null,
): string {
  const value = (requested ?? '').trim().toLowerCase();
  return filters.some((filter) => filter.value === value) ? value : '';
}

export function filterProjects(projects: readonly Project[], category: string): Project[] {
  if (!category) return [...projects];
  return projects.filter(
    (project) =>
      project.category.toLowerCase() === category || project.categories.includes(category),
  );
}

const hiddenTitles = new Set<string>(HIDDEN_PERSONAL_PROJECT_TITLES);

/** docs/product.md#routes: some personal projects live under /labs instead and are not listed. */
export function visiblePersonalProjects(projects: readonly Project[]): Project[] {
  return projects.filter((project) => !hiddenTitles.has(project.title.trim().toLowerCase()));
}

/** 'fullstack' → 'Full Stack', using the filter labels; unknown slugs are shown as they are. */
export function categoryName(filters: readonly ProjectFilter[], slug: string): string {
  return filters.find((filter) => filter.value === slug.toLowerCase())?.label ?? slug;
}
