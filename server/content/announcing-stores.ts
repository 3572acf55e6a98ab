import type { ContentChange } from '#common/content-change.ts';
import type { Stores } from '#common/stores.ts';
import type { ContentEvents } from './content-events';

/**
 * What each store method means to visitors: a read; a write they never see ('unseen': a new
 * comment waits for approval, a contact message is the owner's alone); or a write they see, with
 * the change it announces (null when nothing changed, e.g. removing what was not there).
 */
type Announcement<Method> = Method extends (...args: infer Args) => Promise<infer Result>
  ? 'read' | 'unseen' | ((result: Result, args: Args) => ContentChange | null)
  : never;

/**
 * One entry for every method of every store, checked by the compiler: a new method or a new
 * store does not compile until it says what it means to visitors.
 */
export type StoreAnnouncements = {
  readonly [Name in keyof Stores]: {
    readonly [Method in keyof Stores[Name]]-?: Announcement<Stores[Name][Method]>;
  };
};

const RECORD_READS = { list: 'read', get: 'read', categories: 'read' } as const;

const PROFILE_CHANGED: ContentChange = { kind: 'profile' };

export const STORE_ANNOUNCEMENTS: StoreAnnouncements = {
  profile: {
    get: 'read',
    resume: 'read',
    save: () => PROFILE_CHANGED,
    saveResume: () => PROFILE_CHANGED,
    removeResume: (removed) => (removed ? PROFILE_CHANGED : null),
  },
  posts: {
    ...RECORD_READS,
    getBySlug: 'read',
    all: 'read',
    movedTo: 'read',
    getByPreviewToken: 'read',
    publishedBetween: 'read',
    getForOwner: 'read',
    listForOwner: 'read',
    // A draft or a scheduled post changes nothing visitors see (docs/product.md#post-states):
    // the page cache stays warm while the owner writes. A scheduled post announces itself when
    // its time comes (server/content/publication-watch.ts).
    create: (post) => (post.state === 'published' ? { kind: 'post', id: post._id } : null),
    update: (saved, [id]) =>
      saved && (saved.wasPublic || saved.post.state === 'published') ? { kind: 'post', id } : null,
    remove: (removed, [id]) => (removed ? { kind: 'post', id } : null),
    createPreviewToken: 'unseen',
    revokePreviewToken: 'unseen',
    renderStale: (rendered) => (rendered > 0 ? { kind: 'unknown' } : null),
  },
  projects: {
    ...RECORD_READS,
    create: (project) => ({ kind: 'project', id: project._id }),
    update: (project, [id]) => (project ? { kind: 'project', id } : null),
    move: (result, [id]) => (result?.moved ? { kind: 'project', id } : null),
    remove: (removed, [id]) => (removed ? { kind: 'project', id } : null),
    caseStudy: () => null,
    renderStale: (rendered) => (rendered > 0 ? { kind: 'unknown' } : null),
  },
  stats: {
    list: 'read',
    get: 'read',
    create: (stat) => ({ kind: 'stat', id: stat._id }),
    update: (stat, [id]) => (stat ? { kind: 'stat', id } : null),
    remove: (removed, [id]) => (removed ? { kind: 'stat', id } : null),
  },
  comments: {
    listApproved: 'read',
    countApproved: 'read',
    listUnapproved: 'read',
    listForModeration: 'read',
    create: 'unseen',
    approve: (comment, [id]) => (comment ? { kind: 'comment', id } : null),
    unapprove: (comment, [id]) => (comment ? { kind: 'comment', id } : null),
    // An unapproved comment was never shown, but which one it was is not known here.
    remove: (removed, [id]) => (removed ? { kind: 'comment', id } : null),
  },
  contact: {
    get: 'read',
    listUndelivered: 'read',
    create: 'unseen',
    markDelivered: 'unseen',
    markFailed: 'unseen',
    listInbox: 'read',
    countUnread: 'read',
    markRead: 'unseen',
    remove: 'unseen',
  },
};

type AnyMethod = (...args: unknown[]) => Promise<unknown>;
type AnyAnnouncement =
  'read' | 'unseen' | ((result: unknown, args: unknown[]) => ContentChange | null);

/**
 * The stores, each visible write announcing its change once it has succeeded (a failed write
 * changed nothing). Everything else passes through as it is.
 */
export function announcingStores(
  stores: Stores,
  events: ContentEvents,
  announcements: StoreAnnouncements = STORE_ANNOUNCEMENTS,
): Stores {
  const wrapped: Record<string, Record<string, AnyMethod>> = {};
  for (const [name, store] of Object.entries(stores) as [keyof Stores, object][]) {
    const table = announcements[name] as Record<string, AnyAnnouncement>;
    const methods: Record<string, AnyMethod> = {};
    for (const [method, call] of Object.entries(store) as [string, AnyMethod][]) {
      const announcement = table[method];
      if (typeof announcement !== 'function') {
        methods[method] = call;
        continue;
      }
      methods[method] = async (...args) => {
        const result = await call.apply(store, args);
        const change = announcement(result, args);
        if (change) events.announce(change);
        return result;
      };
    }
    wrapped[name] = methods;
  }
  return wrapped as unknown as Stores;
}
