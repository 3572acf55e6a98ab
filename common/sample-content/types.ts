export interface SamplePost {
  slug: string;
  title: string;
  excerpt: string;
  /** One of 'JavaScript', 'React', 'TypeScript', 'Design', 'Career'. */
  category: string;
  /** Lowercase category slugs; always includes the lowercase main category. */
  categories: string[];
  /** ISO date, 'YYYY-MM-DD'. */
  date: string;
  /** '/images/blog/<slug>.svg' */
  image: string;
  featured: boolean;
  tags: string[];
  /** Article body as HTML. h2/h3 carry no ids; those are added at render time. */
  content: string;
}

export interface SampleProject {
  slug: string;
  title: string;
  /**
   * Client work: 'web' | 'ui' | 'fullstack'.
   * Personal work: 'web' | 'education' | 'tool' | 'creative'.
   */
  category: string;
  description: string;
  /** '/images/projects/<slug>.svg' */
  image: string;
  url: string;
  tags: string[];
  categories: string[];
  type: 'client' | 'personal';
}

export interface SampleStat {
  label: string;
  value: number;
  suffix: string;
  order: number;
  active: boolean;
}
