import type { Stores } from '#common/stores';
import type { ContentVersion } from './content-version';

/**
 * The stores, with every write that changes what visitors see bumping the content version:
 * posts, projects and stats (the owner's writes) and comment approval and deletion. A new
 * comment waits for approval and a contact message is never shown, so those two do not.
 */
export function withContentVersion(stores: Stores, version: ContentVersion): Stores {
  const bumped = async <T>(write: Promise<T>): Promise<T> => {
    const result = await write;
    version.bump();
    return result;
  };
  const { posts, projects, stats, comments } = stores;
  return {
    ...stores,
    posts: {
      ...posts,
      create: (input) => bumped(posts.create(input)),
      update: (id, patch) => bumped(posts.update(id, patch)),
      remove: (id) => bumped(posts.remove(id)),
    },
    projects: {
      ...projects,
      create: (input) => bumped(projects.create(input)),
      update: (id, patch) => bumped(projects.update(id, patch)),
      remove: (id) => bumped(projects.remove(id)),
    },
    stats: {
      ...stats,
      create: (input) => bumped(stats.create(input)),
      update: (id, patch) => bumped(stats.update(id, patch)),
      remove: (id) => bumped(stats.remove(id)),
    },
    comments: {
      ...comments,
      approve: (id) => bumped(comments.approve(id)),
      remove: (id) => bumped(comments.remove(id)),
    },
  };
}
