import type { Project, Stat } from '../types';

/**
 * A project as the sample content writes it: the entity without its ids, named by a slug (the
 * seeded row's id). `category` of client work is 'web' | 'ui' | 'fullstack'; of personal work
 * 'web' | 'education' | 'tool' | 'creative'.
 */
export interface SampleProject extends Omit<Project, '_id' | 'id' | 'hidden' | 'sourceUrl'> {
  slug: string;
}

export type SampleStat = Omit<Stat, '_id'>;
