import type { CommentInput, ContactInput } from './schemas';
import type {
  AdminComment,
  BlogPost,
  Category,
  ContactMessage,
  InboxMessage,
  PostList,
  Profile,
  ProfileFields,
  Project,
  ProjectType,
  PublicComment,
  Stat,
} from './types';

/**
 * Persistence behind small interfaces: the database implementation (db-stores.ts) serves the
 * app and the integration tests; the in-memory one (memory-stores.ts) serves unit tests.
 */

export type PostWrite = Omit<BlogPost, '_id' | 'id' | 'updatedAt' | 'url'> & {
  url?: string | null;
};
export type ProjectWrite = Omit<Project, '_id' | 'id'>;
export type StatWrite = Omit<Stat, '_id'>;

interface PostQuery {
  category?: string;
  page: number;
  limit: number;
}

export interface PostStore {
  list(query: PostQuery): Promise<PostList>;
  get(id: string): Promise<BlogPost | null>;
  getBySlug(slug: string): Promise<BlogPost | null>;
  /** Every post, newest first (sitemap, feed). */
  all(): Promise<BlogPost[]>;
  categories(): Promise<Category[]>;
  /** Throws `ConflictError` when the slug is taken. */
  create(input: PostWrite): Promise<BlogPost>;
  update(id: string, patch: Partial<PostWrite>): Promise<BlogPost | null>;
  remove(id: string): Promise<boolean>;
}

interface ProjectQuery {
  type?: ProjectType;
  category?: string;
}

export interface ProjectStore {
  list(query?: ProjectQuery): Promise<Project[]>;
  get(id: string): Promise<Project | null>;
  categories(): Promise<Category[]>;
  create(input: ProjectWrite): Promise<Project>;
  update(id: string, patch: Partial<ProjectWrite>): Promise<Project | null>;
  remove(id: string): Promise<boolean>;
}

export interface StatStore {
  list(options?: { activeOnly?: boolean }): Promise<Stat[]>;
  get(id: string): Promise<Stat | null>;
  create(input: StatWrite): Promise<Stat>;
  update(id: string, patch: Partial<StatWrite>): Promise<Stat | null>;
  remove(id: string): Promise<boolean>;
}

export interface CommentStore {
  /** Approved comments of a post, oldest first. */
  listApproved(postSlug: string): Promise<PublicComment[]>;
  countApproved(postSlug: string): Promise<number>;
  /**
   * Stored unapproved: the owner approves before it is listed. The same comment (post, author,
   * email, content) sent again shortly after is answered with the stored one, not stored twice.
   */
  create(input: CommentInput): Promise<PublicComment>;
  listUnapproved(): Promise<AdminComment[]>;
  /**
   * The console's queue: comments waiting for approval first, then the approved ones, each
   * newest first, at most `limit`.
   */
  listForModeration(limit: number): Promise<AdminComment[]>;
  approve(id: string): Promise<PublicComment | null>;
  /** Takes an approved comment off its article again (it waits for approval once more). */
  unapprove(id: string): Promise<PublicComment | null>;
  remove(id: string): Promise<boolean>;
}

export interface ContactStore {
  create(input: ContactInput): Promise<ContactMessage>;
  get(id: string): Promise<ContactMessage | null>;
  listUndelivered(): Promise<ContactMessage[]>;
  markDelivered(id: string): Promise<void>;
  markFailed(id: string, error: string): Promise<void>;
  /** The owner's inbox: newest first, at most `limit`. */
  listInbox(limit: number): Promise<InboxMessage[]>;
  countUnread(): Promise<number>;
  /** False when there is no such message. */
  markRead(id: string, read: boolean): Promise<boolean>;
  remove(id: string): Promise<boolean>;
}

/** The stored résumé: a PDF (checked by its first bytes, common/profile-schemas.ts). */
export interface ResumeFile {
  pdf: Uint8Array;
  updatedAt: string;
}

/**
 * The owner's profile: one, always there (before the first save, the first run's defaults of
 * common/site.ts), with an optional résumé kept beside it in the database.
 */
export interface ProfileStore {
  get(): Promise<Profile>;
  save(fields: ProfileFields): Promise<Profile>;
  /** The résumé's bytes, or null when there is none. */
  resume(): Promise<ResumeFile | null>;
  /** Replaces the résumé; the caller has checked that it is a PDF within the size limit. */
  saveResume(pdf: Uint8Array): Promise<Profile>;
  /** False when there was no résumé. */
  removeResume(): Promise<boolean>;
}

export interface Stores {
  profile: ProfileStore;
  posts: PostStore;
  projects: ProjectStore;
  stats: StatStore;
  comments: CommentStore;
  contact: ContactStore;
}

export class ConflictError extends Error {
  override name = 'ConflictError';
}
