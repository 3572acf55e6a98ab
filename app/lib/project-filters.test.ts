import { describe, expect, it } from 'vitest';
import type { Project } from '#common/types.ts';
import {
  CLIENT_FILTERS,
  PERSONAL_FILTERS,
  categoryName,
  filterProjects,
  selectedFilter,
  visiblePersonalProjects,
} from './project-filters';

const project = (title: string, category: string, categories: string[] = []): Project => ({
  _id: title,
  id: title,
  slug: title.toLowerCase(),
  writeUp: '',
  title,
  category,
  categories,
  description: '',
  image: '',
  url: '',
  sourceUrl: '',
  hidden: false,
  tags: [],
  type: 'personal',
});

describe('visiblePersonalProjects', () => {
  it('hides the projects that live under /labs, whatever their case', () => {
    const projects = [
      project('Algorithm Visualizer', 'education'),
      project(' FLUXBUILDER ', 'tool'),
      project('WebGL Experiments', 'creative'),
      project('Regex Playground', 'tool'),
    ];
    expect(visiblePersonalProjects(projects).map((p) => p.title)).toEqual(['Regex Playground']);
  });
});

describe('filterProjects', () => {
  const projects = [project('A', 'web'), project('B', 'tool', ['tool', 'web']), project('C', 'Ui')];
  it('keeps everything for All', () => {
    expect(filterProjects(projects, '')).toHaveLength(3);
  });
  it('matches the main category or any listed category', () => {
    expect(filterProjects(projects, 'web').map((p) => p.title)).toEqual(['A', 'B']);
    expect(filterProjects(projects, 'ui').map((p) => p.title)).toEqual(['C']);
    expect(filterProjects(projects, 'creative')).toEqual([]);
  });
});

describe('selectedFilter', () => {
  it('accepts known filter values only', () => {
    expect(selectedFilter(CLIENT_FILTERS, 'FullStack')).toBe('fullstack');
    expect(selectedFilter(CLIENT_FILTERS, 'education')).toBe('');
    expect(selectedFilter(PERSONAL_FILTERS, 'education')).toBe('education');
    expect(selectedFilter(PERSONAL_FILTERS, null)).toBe('');
  });
});

describe('categoryName', () => {
  it('uses the filter label', () => {
    expect(categoryName(CLIENT_FILTERS, 'fullstack')).toBe('Full Stack');
    expect(categoryName(PERSONAL_FILTERS, 'tool')).toBe('Tools');
    expect(categoryName(PERSONAL_FILTERS, 'other')).toBe('other');
  });
});
