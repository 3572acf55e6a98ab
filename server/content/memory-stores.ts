import { DUPLICATE_COMMENT_WINDOW_MS, matchesCategory, newId, toCategories } from './helpers';
import {
  toAdminComment,
  toContact,
  toInboxMessage,
  toCaseStudy,
  toProject,
  toPublicComment,
  toStat,
  type CommentRow,
  type ContactRow,
  type ProjectRow,
  type StatRow,
} from './records';
import { memoryPosts } from './memory-post-store';
import { positionsAfterMove } from './project-order';
import { samplePostRows, sampleProjectRows, sampleStatRows } from './sample-rows';
import { createMemoryProfileStore } from './memory-profile-store';
import {
  ConflictError,
  type CommentStore,
  type ContactStore,
  type ProjectStore,
  type StatStore,
  type Stores,
} from '#common/stores.ts';
import { patchedProject, patchedStat, projectFields, statFields } from './writes';

/**
 * The stores kept in memory, with the database stores' behaviour (same ordering, filtering and
 * mapping), for unit tests of code that only needs `Stores`.
 */
export function createMemoryStores(
  options: { withSampleContent?: boolean; now?: () => Date } = {},
): Stores {
  return {
    profile: createMemoryProfileStore(),
    posts: memoryPosts(options.withSampleContent ? samplePostRows() : [], now, options.now),
    projects: memoryProjects(options.withSampleContent ? sampleProjectRows() : []),
    stats: memoryStats(options.withSampleContent ? sampleStatRows() : []),
    comments: memoryComments(),
    contact: memoryContact(),
  };
}

/**
 * Strictly increasing, like the database's microsecond timestamps: two writes in the same
 * millisecond must still list in the order they were made.
 */
let lastTime = 0;
const now = () => {
  lastTime = Math.max(Date.now(), lastTime + 1);
  return new Date(lastTime);
};
/** Same order as the database's `order by ..., id collate "C"`: ties broken by id, bytewise. */
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byCreation = (a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }) =>
  a.createdAt.getTime() - b.createdAt.getTime() || byId(a, b);

/** `source` may still be on its way (the sample write-ups are rendered first); calls wait for it. */
function memoryProjects(source: ProjectRow[] | Promise<ProjectRow[]>): ProjectStore {
  let rows: ProjectRow[] = [];
  const ready = Promise.resolve(source).then((loaded) => {
    rows = loaded;
  });
  const sorted = () => rows.toSorted((a, b) => a.position - b.position || byCreation(a, b));
  const find = (id: string) => rows.find((row) => row.id === id);
  const assertSlugFree = (slug: string, ownId?: string) => {
    if (rows.some((row) => row.slug === slug && row.id !== ownId)) {
      throw new ConflictError(`A project with the slug '${slug}' already exists`);
    }
  };
  return promised<ProjectStore>(
    {
      list: ({ type, category, includeHidden } = {}) =>
        sorted()
          .filter(
            (row) =>
              (includeHidden || !row.hidden) &&
              (!type || row.type === type) &&
              (!category || matchesCategory(row, category)),
          )
          .map(toProject),
      get: (id) => mapped(find(id), toProject),
      categories: () =>
        toCategories(
          sorted()
            .filter((row) => !row.hidden)
            .flatMap((row) => [row.category, ...row.categories]),
        ),
      async create(input) {
        const fields = await projectFields(input);
        assertSlugFree(fields.slug);
        const position = Math.max(-1, ...rows.map((row) => row.position)) + 1;
        return toProject(added(rows, { ...fields, position }));
      },
      async update(id, patch) {
        const row = find(id);
        if (!row) return null;
        const fields = await projectFields(patchedProject(row, patch));
        assertSlugFree(fields.slug, id);
        return toProject(updated(row, fields));
      },
      caseStudy(slug) {
        const row = rows.find((candidate) => candidate.slug === slug && !candidate.hidden);
        return row ? toCaseStudy(row) : null;
      },
      // Rows here are always rendered by this process's renderer.
      renderStale: () => 0,
      move(id, direction) {
        const changes = positionsAfterMove(sorted(), id, direction);
        if (!changes) return null;
        for (const { id: changed, position } of changes) find(changed)!.position = position;
        return { project: toProject(find(id)!), moved: changes.length > 0 };
      },
      remove: (id) => removeWhere(rows, (row) => row.id === id),
    },
    ready,
  );
}

function memoryStats(rows: StatRow[]): StatStore {
  const find = (id: string) => rows.find((row) => row.id === id);
  return promised<StatStore>({
    list: ({ activeOnly } = {}) =>
      rows
        .filter((row) => !activeOnly || row.active)
        .toSorted((a, b) => a.order - b.order || byCreation(a, b))
        .map(toStat),
    get: (id) => mapped(find(id), toStat),
    create: (input) => toStat(added(rows, statFields(input))),
    update(id, patch) {
      const row = find(id);
      return row ? toStat(updated(row, statFields(patchedStat(row, patch)))) : null;
    },
    remove: (id) => removeWhere(rows, (row) => row.id === id),
  });
}

function memoryComments(): CommentStore {
  const rows: CommentRow[] = [];
  const approvedOf = (postSlug: string) =>
    rows.filter((row) => row.postSlug === postSlug && row.approved).toSorted(byCreation);
  const setApproved = (id: string, approved: boolean) => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) return null;
    row.approved = approved;
    return toPublicComment(row);
  };
  return promised<CommentStore>({
    listApproved: (postSlug) => approvedOf(postSlug).map(toPublicComment),
    countApproved: (postSlug) => approvedOf(postSlug).length,
    create(input) {
      const since = Date.now() - DUPLICATE_COMMENT_WINDOW_MS;
      const sent = rows.find(
        (row) =>
          row.postSlug === input.postSlug &&
          row.author === input.author &&
          row.email === input.email &&
          row.content === input.content &&
          row.createdAt.getTime() > since,
      );
      if (sent) return toPublicComment(sent);
      const row: CommentRow = { id: newId(), ...input, approved: false, createdAt: now() };
      rows.push(row);
      return toPublicComment(row);
    },
    listUnapproved: () =>
      rows
        .filter((row) => !row.approved)
        .toSorted(byCreation)
        .map(toAdminComment),
    listForModeration: (limit) =>
      rows
        .toSorted((a, b) => Number(a.approved) - Number(b.approved) || byCreation(b, a))
        .slice(0, limit)
        .map(toAdminComment),
    approve: (id) => setApproved(id, true),
    unapprove: (id) => setApproved(id, false),
    remove: (id) => removeWhere(rows, (row) => row.id === id),
  });
}

function memoryContact(): ContactStore {
  const rows: ContactRow[] = [];
  const find = (id: string) => rows.find((row) => row.id === id);
  return promised<ContactStore>({
    create(input) {
      const row: ContactRow = {
        id: newId(),
        ...input,
        createdAt: now(),
        deliveredAt: null,
        deliveryAttempts: 0,
        lastError: null,
        readAt: null,
      };
      rows.push(row);
      return toContact(row);
    },
    get: (id) => mapped(find(id), toContact),
    listUndelivered: () =>
      rows
        .filter((row) => !row.deliveredAt)
        .toSorted(byCreation)
        .map(toContact),
    markDelivered(id) {
      const row = find(id);
      if (row)
        Object.assign(row, { deliveredAt: now(), deliveryAttempts: row.deliveryAttempts + 1 });
    },
    markFailed(id, error) {
      const row = find(id);
      if (row) Object.assign(row, { lastError: error, deliveryAttempts: row.deliveryAttempts + 1 });
    },
    listInbox: (limit) =>
      rows
        .toSorted((a, b) => byCreation(b, a))
        .slice(0, limit)
        .map(toInboxMessage),
    countUnread: () => rows.filter((row) => !row.readAt).length,
    markRead(id, read) {
      const row = find(id);
      if (row) row.readAt = read ? now() : null;
      return Boolean(row);
    },
    remove: (id) => removeWhere(rows, (row) => row.id === id),
  });
}

type Sync<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => Promise<infer R>
    ? (...args: A) => R | Promise<R>
    : never;
};

/**
 * Written synchronously, served like the database stores: every call answers a promise, and a
 * throw (e.g. ConflictError) becomes a rejection.
 */
function promised<T extends object>(sync: Sync<T>, ready: Promise<void> = Promise.resolve()): T {
  const methods = Object.entries(sync as Record<string, (...args: unknown[]) => unknown>);
  return Object.fromEntries(
    methods.map(([name, method]) => [
      name,
      (...args: unknown[]) => ready.then(() => method(...args)),
    ]),
  ) as T;
}

type Dated = { id: string; createdAt: Date; updatedAt: Date };

/** Stores a new post, project or stat: its fields, a new id, created and updated now. */
function added<Row extends Dated>(rows: Row[], fields: Omit<Row, keyof Dated>): Row {
  const row = { id: newId(), ...fields, createdAt: now(), updatedAt: now() } as Row;
  rows.push(row);
  return row;
}

/** Writes a post's, project's or stat's new fields into its row, updated now. */
function updated<Row extends Dated>(row: Row, fields: Partial<Omit<Row, keyof Dated>>): Row {
  return Object.assign(row, fields, { updatedAt: now() });
}

function mapped<Row, Entity>(row: Row | undefined, map: (row: Row) => Entity): Entity | null {
  return row ? map(row) : null;
}

function removeWhere<Row>(rows: Row[], predicate: (row: Row) => boolean): boolean {
  const index = rows.findIndex(predicate);
  if (index === -1) return false;
  rows.splice(index, 1);
  return true;
}
