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
  ProjectCaseStudy,
  ProjectMove,
  ProjectType,
  PublicComment,
  Stat,
} from './types';

/**
 * Persistence behind small interfaces: the database implementation (db-stores.ts) serves the
 * app and the integration tests; the in-memory one (memory-stores.ts) serves unit tests.
 */

/** What the owner writes; the HTML, contents, reading time and state follow from it. */
export type PostWrite = Omit<
  BlogPost,
  '_id' | 'id' | 'updatedAt' | 'url' | 'content' | 'toc' | 'wordCount' | 'readingMinutes' | 'state'
> & {
  url?: string | null;
};

/** A saved post, and whether visitors could see it before the save (it may have left their view). */
interface PostUpdate {
  post: BlogPost;
  wasPublic: boolean;
}
export type ProjectWrite = Omit<Project, '_id' | 'id'>;
export type StatWrite = Omit<Stat, '_id'>;

interface PostQuery {
  category?: string;
  page: number;
  limit: number;
}

/**
 * Posts. The first reads are the public's and see published posts only: never a draft, and a
 * scheduled post only once its date has come (by the store's clock). The owner's reads
 * (`…ForOwner`, the preview link) see every post.
 */
export interface PostStore {
  list(query: PostQuery): Promise<PostList>;
  get(id: string): Promise<BlogPost | null>;
  getBySlug(slug: string): Promise<BlogPost | null>;
  /** Every published post, newest first (sitemap, feed). */
  all(): Promise<BlogPost[]>;
  categories(): Promise<Category[]>;
  /** The slug a published post moved to from this old one, or null. */
  movedTo(oldSlug: string): Promise<string | null>;
  /** The post a preview link shows, whatever its state; null for a revoked or unknown link. */
  getByPreviewToken(token: string): Promise<BlogPost | null>;
  /** Ids of posts whose date came in (after, upTo]: scheduled posts that are now published. */
  publishedBetween(after: Date, upTo: Date): Promise<string[]>;

  getForOwner(id: string): Promise<BlogPost | null>;
  /** Every post, drafts and scheduled ones included, newest first. */
  listForOwner(): Promise<BlogPost[]>;
  /** Throws `ConflictError` when the slug is taken. */
  create(input: PostWrite): Promise<BlogPost>;
  /** Throws `ConflictError` when the slug is taken. A published post's old slug keeps working. */
  update(id: string, patch: Partial<PostWrite>): Promise<PostUpdate | null>;
  remove(id: string): Promise<boolean>;
  /** A new secret preview link for the post (the old one stops working); null without the post. */
  createPreviewToken(id: string): Promise<string | null>;
  /** False when the post has no link (or does not exist). */
  revokePreviewToken(id: string): Promise<boolean>;
  /** Renders again every post an older renderer made; how many there were. */
  renderStale(): Promise<number>;
}

interface ProjectQuery {
  type?: ProjectType;
  category?: string;
  /** The owner's view: hidden projects too. Without it, what visitors may see. */
  includeHidden?: boolean;
}

/** A move's outcome: the project, and whether it moved (not when it was first or last already). */
interface ProjectMoved {
  project: Project;
  moved: boolean;
}

export interface ProjectStore {
  /** In the owner's order; hidden projects only with `includeHidden`. */
  list(query?: ProjectQuery): Promise<Project[]>;
  /** Any project, hidden or not: a read for visitors checks `hidden` itself. */
  get(id: string): Promise<Project | null>;
  /** The categories of the projects visitors see. */
  categories(): Promise<Category[]>;
  /** Added after every other project. */
  create(input: ProjectWrite): Promise<Project>;
  update(id: string, patch: Partial<ProjectWrite>): Promise<Project | null>;
  /**
   * Swaps the project with the one before or after it among projects of its type (hidden ones
   * counted: the owner sees them in the list). Null when there is no such project.
   */
  move(id: string, direction: ProjectMove): Promise<ProjectMoved | null>;
  remove(id: string): Promise<boolean>;
  /** The case study at /projects/<slug>: null when there is none, or the project is hidden. */
  caseStudy(slug: string): Promise<ProjectCaseStudy | null>;
  /** Renders again the write-ups an older Markdown renderer made; how many it rendered. */
  renderStale(): Promise<number>;
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

/**
 * By name, not `instanceof`: the server's bundle and the pages' bundle each carry their own copy
 * of this class, so a page's action sees the server store's error as another class.
 */
export const isConflictError = (error: unknown): error is ConflictError =>
  error instanceof Error && error.name === 'ConflictError';
