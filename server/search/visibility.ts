import { eq, type SQL } from 'drizzle-orm';
import { projects } from '../db/schema';
import { publicPostsAt } from '../content/post-visibility';

/**
 * Which posts the public may find: every search reads posts through it (site-search.ts), and
 * it is the post store's own rule (no drafts, nothing scheduled), so search never finds what
 * the blog would not show.
 */
export const publicPosts = (): SQL => publicPostsAt(new Date());

/** A hidden project is the owner's alone: no gallery shows it, and search does not find it. */
export const publicProjects = (): SQL => eq(projects.hidden, false);
