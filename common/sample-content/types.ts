import type { BlogPost, Project, Stat } from '../types';

/**
 * A post as the sample content writes it: the entity without what the store adds. `categories`
 * always holds the lowercase main category, `image` is '/images/blog/<slug>.svg', and the
 * `content` HTML gives h2/h3 no ids (the page adds them when it renders).
 */
export interface SamplePost extends Pick<
  BlogPost,
  'slug' | 'title' | 'excerpt' | 'categories' | 'image' | 'featured' | 'tags' | 'content'
> {
  /** One of 'JavaScript', 'React', 'TypeScript', 'Design', 'Career'. */
  category: string;
  /** ISO date, 'YYYY-MM-DD' (the entity's is a full timestamp). */
  date: string;
}

/**
 * A project as the sample content writes it: the entity without its ids, named by a slug (the
 * seeded row's id). `category` of client work is 'web' | 'ui' | 'fullstack'; of personal work
 * 'web' | 'education' | 'tool' | 'creative'.
 */
export interface SampleProject extends Omit<Project, '_id' | 'id' | 'hidden' | 'sourceUrl'> {
  slug: string;
}

export type SampleStat = Omit<Stat, '_id'>;
