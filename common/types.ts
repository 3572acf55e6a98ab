import type { TocEntry } from './markdown/heading-ids';

/** Entities as the API and the pages see them (docs/product.md#entities field names). */

/**
 * A draft is the owner's alone; a post that is not a draft but dated in the future is scheduled
 * and appears at its date; the rest are published.
 */
export type PostState = 'draft' | 'scheduled' | 'published';

export interface BlogPost {
  _id: string;
  id: string;
  title: string;
  excerpt: string;
  category: string;
  /** ISO 8601 timestamp. */
  date: string;
  image: string;
  slug: string;
  url: string;
  /** Lowercase category slugs. */
  categories: string[];
  featured: boolean;
  /** The source the owner writes: GitHub-flavoured Markdown. */
  markdown: string;
  /** The Markdown rendered when the post was saved: sanitised HTML with highlighted code. */
  content: string;
  /** The h2 and h3 of the body, whose ids `content` carries. */
  toc: TocEntry[];
  wordCount: number;
  readingMinutes: number;
  author: string;
  updatedAt: string;
  tags: string[];
  draft: boolean;
  state: PostState;
}

export type ProjectType = 'client' | 'personal';

export interface Project {
  _id: string;
  id: string;
  title: string;
  category: string;
  description: string;
  image: string;
  url: string;
  /** Where its code can be read; '' when it cannot. */
  sourceUrl: string;
  tags: string[];
  categories: string[];
  type: ProjectType;
  /** Shown to the owner only: visitors' reads never include a hidden project. */
  hidden: boolean;
  /** The case study's address is /projects/<slug>; unique among projects. */
  slug: string;
  /** The case study in Markdown; '' when the project has none (its card then has no write-up link). */
  writeUp: string;
}

/** A project's case study as its page shows it: the write-up rendered when it was saved. */
export interface ProjectCaseStudy {
  project: Project;
  /** Sanitised HTML with heading ids and highlighted code, from the posts' one pipeline. */
  html: string;
  toc: TocEntry[];
  readingMinutes: number;
}

/** Which way the owner moves a project among its type's projects. */
export type ProjectMove = 'up' | 'down';

export interface Stat {
  _id: string;
  label: string;
  value: number;
  suffix: string;
  order: number;
  active: boolean;
}

/** A comment as anyone may see it: never carries the e-mail address. */
export interface PublicComment {
  _id: string;
  postSlug: string;
  author: string;
  content: string;
  createdAt: string;
  approved: boolean;
}

/** A comment as the owner sees it when moderating. */
export interface AdminComment extends PublicComment {
  email: string;
}

export interface Pagination {
  currentPage: number;
  totalPages: number;
  totalCount: number;
}

export interface Category {
  name: string;
  slug: string;
}

export interface PostList {
  posts: BlogPost[];
  pagination: Pagination;
}

export interface ContactMessage {
  _id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  deliveredAt: string | null;
  deliveryAttempts: number;
}

/** A contact message as the owner's inbox shows it: with its read state and last mail error. */
export interface InboxMessage extends ContactMessage {
  readAt: string | null;
  lastError: string | null;
}

/** A link to the owner elsewhere (GitHub, LinkedIn…), in the footer and the home page's JSON-LD. */
export interface SocialLink {
  label: string;
  url: string;
}

/** One role of the owner's timeline: months as 'YYYY-MM'; `end` is '' while it goes on. */
export interface TimelineRole {
  employer: string;
  title: string;
  start: string;
  end: string;
  /** One line: what came of the owner's work there. */
  impact: string;
  technologies: string[];
}

/** What the owner edits on the console's profile screen (the stats are a store of their own). */
export interface ProfileFields {
  name: string;
  role: string;
  tagline: string;
  description: string;
  email: string;
  location: string;
  yearsOfExperience: number;
  about: string[];
  skills: string[];
  social: SocialLink[];
  timeline: TimelineRole[];
}

/** The stored résumé, without its bytes: enough to link it and to name its version. */
export interface ResumeInfo {
  sizeBytes: number;
  updatedAt: string;
}

export interface Profile extends ProfileFields {
  resume: ResumeInfo | null;
  updatedAt: string;
}
