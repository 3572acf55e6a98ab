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
    content: text('content').notNull().default(''),
    author: text('author').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    ...editTimes(),
  },
  (t) => [index('posts_date_idx').on(t.date)],
);

export const projects = pgTable(
  'projects',
  {
    id: recordId(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    url: text('url').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    type: text('type', { enum: ['client', 'personal'] }).notNull(),
    /** Display order: lower first, then oldest first. */
    position: integer('position').notNull().default(0),
    ...editTimes(),
  },
  (t) => [index('projects_type_idx').on(t.type)],
);

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
