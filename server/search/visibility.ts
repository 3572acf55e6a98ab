import { sql, type SQL } from 'drizzle-orm';

/**
 * The one rule for which posts the public may find: every search reads posts through it
 * (site-search.ts). Today every stored post is public; when posts gain a status and a publish
 * time, this becomes "published and its time has come", and search follows.
 */
export const publicPosts = (): SQL => sql`true`;
