import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { TocEntry } from '#common/markdown/heading-ids.ts';
import type { SocialLink, TimelineRole } from '#common/types.ts';

/** One Postgres schema for both drivers (PGlite embedded, node-postgres with DATABASE_URL). */

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** A record's key: text (a UUID the content stores make, or a room's name). */
const recordId = () => text('id').primaryKey();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** The two times of content the owner edits: posts, projects and stats. */
const editTimes = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

export const posts = pgTable(
  'posts',
  {
    id: recordId(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    category: text('category').notNull(),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    date: timestamp('date', { withTimezone: true }).notNull(),
    image: text('image').notNull().default(''),
    url: text('url'),
    featured: boolean('featured').notNull().default(false),
    /** The source the owner writes (GitHub-flavoured Markdown). */
    markdown: text('markdown').notNull().default(''),
    /** Rendered from `markdown` when saved (common/markdown/render-markdown.ts): sanitised HTML. */
    content: text('content').notNull().default(''),
    toc: jsonb('toc').$type<TocEntry[]>().notNull().default([]),
    /** The words of the body without markup, for search and reading time. */
    plainText: text('plain_text').notNull().default(''),
    wordCount: integer('word_count').notNull().default(0),
    /** The renderer that made `content`; an older one's rows are rendered again at start-up. */
    rendererVersion: integer('renderer_version').notNull().default(0),
    author: text('author').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** A draft is seen by the owner alone; a post dated in the future is scheduled. */
    draft: boolean('draft').notNull().default(false),
    /** The secret of the draft's preview link (/post-preview/<token>); null when there is none. */
    previewToken: text('preview_token').unique(),
    ...editTimes(),
  },
  (t) => [index('posts_date_idx').on(t.date)],
);

/** Old addresses of published posts whose slug changed: /blog/<slug> answers 301 to the post. */
export const postRedirects = pgTable('post_redirects', {
  slug: text('slug').primaryKey(),
  postId: text('post_id')
    .notNull()
    .references(() => posts.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const projects = pgTable(
  'projects',
  {
    id: recordId(),
    /** The case study's address, /projects/<slug>: made from the title unless the owner sets it. */
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    url: text('url').notNull().default(''),
    /** Where the project's code can be read ('' when it cannot). */
    sourceUrl: text('source_url').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    type: text('type', { enum: ['client', 'personal'] }).notNull(),
    /** Display order: lower first, then oldest first. */
    position: integer('position').notNull().default(0),
    /** Kept for the owner, shown to nobody else (docs/product.md#owners-console). */
    hidden: boolean('hidden').notNull().default(false),
    /**
     * The case study in Markdown ('' when the project has none), rendered when saved by the
     * posts' pipeline (common/markdown/render-markdown.ts) into the columns after it.
     */
    writeUp: text('write_up').notNull().default(''),
    writeUpHtml: text('write_up_html').notNull().default(''),
    writeUpToc: jsonb('write_up_toc').$type<TocEntry[]>().notNull().default([]),
    writeUpText: text('write_up_text').notNull().default(''),
    writeUpWordCount: integer('write_up_word_count').notNull().default(0),
    /** The renderer that made `writeUpHtml`; an older one's rows are rendered again at start-up. */
    writeUpRendererVersion: integer('write_up_renderer_version').notNull().default(0),
    ...editTimes(),
  },
  (t) => [index('projects_type_idx').on(t.type)],
);

/**
 * The owner's profile: one row (id 1), seeded with common/site.ts on the first run. The lists
 * are saved whole by the console's one form, so they live in the row as JSON.
 */
export const profile = pgTable('profile', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  tagline: text('tagline').notNull(),
  description: text('description').notNull(),
  email: text('email').notNull(),
  location: text('location').notNull().default(''),
  yearsOfExperience: integer('years_of_experience').notNull().default(0),
  about: jsonb('about').$type<string[]>().notNull().default([]),
  skills: jsonb('skills').$type<string[]>().notNull().default([]),
  social: jsonb('social').$type<SocialLink[]>().notNull().default([]),
  timeline: jsonb('timeline').$type<TimelineRole[]>().notNull().default([]),
  updatedAt: updatedAt(),
});

/**
 * The owner's résumé (a PDF, at most RESUME_MAX_BYTES): in the database rather than on a disk,
 * so every instance behind a balancer serves the same file. One row (id 1) or none.
 */
export const profileResume = pgTable('profile_resume', {
  id: integer('id').primaryKey(),
  pdf: bytea('pdf').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  updatedAt: updatedAt(),
});

export const stats = pgTable('stats', {
  id: recordId(),
  label: text('label').notNull(),
  value: integer('value').notNull(),
  suffix: text('suffix').notNull().default(''),
  order: integer('order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  ...editTimes(),
});

export const comments = pgTable(
  'comments',
  {
    id: recordId(),
    postSlug: text('post_slug').notNull(),
    author: text('author').notNull(),
    email: text('email').notNull(),
    content: text('content').notNull(),
    approved: boolean('approved').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('comments_post_slug_idx').on(t.postSlug, t.approved)],
);

export const contactMessages = pgTable('contact_messages', {
  id: recordId(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  deliveryAttempts: integer('delivery_attempts').notNull().default(0),
  lastError: text('last_error'),
  /** When the owner read it in the console; null while unread. */
  readAt: timestamp('read_at', { withTimezone: true }),
});

export const rooms = pgTable(
  'rooms',
  {
    id: recordId(),
    isPrivate: boolean('is_private').notNull().default(false),
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
    /** Last use (a document message, written at most hourly: room-touches.ts); idle rooms expire. */
    touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
    /** The owner keeps this room: it never expires (PUT /api/rooms/{id}/keep). */
    kept: boolean('kept').notNull().default(false),
  },
  (t) => [index('rooms_touched_idx').on(t.touchedAt)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    room: text('room').notNull(),
    id: text('id').notNull(),
    author: text('author').notNull(),
    text: text('text').notNull(),
    senderId: text('sender_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.room, t.id] }),
    index('chat_room_time_idx').on(t.room, t.createdAt),
  ],
);

/** Append-only Yjs updates per shared document, compacted from time to time. */
export const documentUpdates = pgTable(
  'document_updates',
  {
    seq: serial('seq').primaryKey(),
    docName: text('doc_name').notNull(),
    update: bytea('update').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('document_updates_doc_idx').on(t.docName, t.seq)],
);

/** The site's owner: one row (id 1) once a password is chosen. Only an argon2id hash is kept. */
export const ownerAccount = pgTable('owner_account', {
  id: integer('id').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The owner's signed-in devices. The cookie holds a random token; only its SHA-256 is stored, so
 * a copy of the database signs nobody in. Deleting a row signs that device out on every instance.
 */
export const ownerSessions = pgTable(
  'owner_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** A short description such as "Chrome on Linux", never the whole user agent. */
    device: text('device').notNull().default(''),
    address: text('address').notNull().default(''),
  },
  (t) => [index('owner_sessions_last_seen_idx').on(t.lastSeenAt)],
);

/**
 * Images the owner uploaded, kept in the database so that every instance serves them. The
 * original is kept (metadata and all) only for re-rendering variants later; it is never served.
 */
export const images = pgTable(
  'images',
  {
    id: recordId(),
    /** SHA-256 of the original bytes: the same file uploaded twice is stored once. */
    sha256: text('sha256').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull(),
    original: bytea('original').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('images_created_idx').on(t.createdAt)],
);

/**
 * The sizes and formats made once at upload, each served at `/images/<key>` where the key
 * is a hash of its content: an address never changes what it answers, so it is cached for a year.
 */
export const imageVariants = pgTable(
  'image_variants',
  {
    key: text('key').primaryKey(),
    imageId: text('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    format: text('format', { enum: ['avif', 'webp'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [index('image_variants_image_idx').on(t.imageId)],
);

/**
 * Audience (docs/product.md#audience; docs/decisions/0020-cookieless-audience.md). Only daily
 * totals are kept: per day, per page path and per referrer host. Counts from every instance are
 * added by upserts that increment.
 */
const audienceDay = () => date('day', { mode: 'string' }).notNull();
const audienceViews = () => integer('views').notNull().default(0);
const audienceVisitors = () => integer('visitors').notNull().default(0);

export const audienceDays = pgTable('audience_days', {
  day: audienceDay().primaryKey(),
  views: audienceViews(),
  visitors: audienceVisitors(),
});

export const audiencePages = pgTable(
  'audience_pages',
  {
    day: audienceDay(),
    path: text('path').notNull(),
    views: audienceViews(),
    visitors: audienceVisitors(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

export const audienceReferrers = pgTable(
  'audience_referrers',
  { day: audienceDay(), host: text('host').notNull(), views: audienceViews() },
  (t) => [primaryKey({ columns: [t.day, t.host] })],
);

/**
 * Today's random salt, shared by every instance, deleted once the day is over: yesterday's
 * visitor hashes can then no longer be recomputed from an address and a user agent.
 */
export const audienceSalts = pgTable('audience_salts', {
  day: audienceDay().primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * Which visitor hashes were already counted today, site-wide (path '') and per page, so a
 * visitor counts once a day across reloads, restarts and instances. A hash of salt, address and
 * user agent, never either of them; deleted with the day's salt.
 */
export const audienceSeen = pgTable(
  'audience_seen',
  { day: audienceDay(), visitor: text('visitor').notNull(), path: text('path').notNull() },
  (t) => [primaryKey({ columns: [t.day, t.visitor, t.path] })],
);
