import type { Db } from '../db/client';
import { createDbCommentStore, createDbContactStore } from './db-visitor-stores';
import { createDbProjectStore, createDbStatStore } from './db-catalog-stores';
import { createDbPostStore } from './db-post-store';
import type { Stores } from '#common/stores.ts';
import { createDbProfileStore } from './db-profile-store';

/** The stores over Drizzle: one code path for PGlite and node-postgres. */
export function createDbStores(db: Db, now?: () => Date): Stores {
  return {
    profile: createDbProfileStore(db),
    posts: createDbPostStore(db, now),
    projects: createDbProjectStore(db),
    stats: createDbStatStore(db),
    comments: createDbCommentStore(db),
    contact: createDbContactStore(db),
  };
}
