import { and, eq, lte, type SQL } from 'drizzle-orm';
import { posts } from '../db/schema';

/**
 * The one rule for which posts visitors see, in SQL: not a draft, and dated no later than `at`
 * (a post dated in the future is scheduled). The post store and site search both read it.
 */
export const publicPostsAt = (at: Date): SQL =>
  and(eq(posts.draft, false), lte(posts.date, at)) as SQL;
