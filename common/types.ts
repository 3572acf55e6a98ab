/** Entities as the API and the pages see them (docs/product.md#entities field names). */

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
  /** Sanitised HTML. */
  content: string;
  author: string;
  updatedAt: string;
  tags: string[];
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
