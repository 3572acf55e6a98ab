import { beforeAll, describe, expect, it } from 'vitest';
import type { ContentChange } from '#common/content-change.ts';
import type { Stores } from '#common/stores.ts';
import { announcingStores, STORE_ANNOUNCEMENTS } from './announcing-stores';
import { createLocalContentEvents } from './content-events';
import { createMemoryStores } from './memory-stores';
import { samplePostRows } from './sample-rows';

// The sample posts are rendered once per process, and the first time Shiki compiles its
// grammars: setup, not a part of the first test's time.
beforeAll(() => samplePostRows());

/**
 * Every store write visitors can see announces a change, and nothing else does. The table in
 * announcing-stores.ts is checked by the compiler; this checks it against what the stores really
 * do, method by method: a new visible write without a case here fails.
 */
function setup() {
  const events = createLocalContentEvents();
  const heard: ContentChange[] = [];
  events.listen((change) => heard.push(change));
  const stores = announcingStores(createMemoryStores({ withSampleContent: true }), events);
  return { stores, heard };
}

const newPost = {
  slug: 'announced',
  title: 'Announced',
  excerpt: '',
  category: 'Notes',
  categories: [],
  date: '2026-01-01T00:00:00.000Z',
  image: '',
  featured: false,
  markdown: 'Hi',
  author: 'Ada',
  tags: [],
  draft: false,
};
const newProject = {
  title: 'Announced',
  slug: 'announced',
  writeUp: '',
  category: 'Web',
  description: '',
  image: '',
  url: '',
  sourceUrl: '',
  tags: [],
  categories: [],
  type: 'personal' as const,
  hidden: false,
};
const newStat = { label: 'Coffees', value: 3, suffix: '', order: 9, active: true };
const newComment = { author: 'Ada', email: 'ada@example.com', content: 'Hello' };

/** One call of each write, with arguments that make it succeed, and the change it must announce. */
type WriteCase = (stores: Stores) => Promise<ContentChange | null>;
const firstPostSlug = async (stores: Stores) => (await stores.posts.all())[0]!.slug;
const PDF = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
const WRITES: Record<string, WriteCase> = {
  'profile.save': async (stores) => {
    const { resume: _resume, updatedAt: _updatedAt, ...fields } = await stores.profile.get();
    await stores.profile.save({ ...fields, name: 'Renamed' });
    return { kind: 'profile' };
  },
  'profile.saveResume': async (stores) => {
    await stores.profile.saveResume(PDF);
    return { kind: 'profile' };
  },
  'profile.removeResume': async (stores) => {
    await stores.profile.saveResume(PDF);
    await stores.profile.removeResume();
    return { kind: 'profile' };
  },
  'posts.create': async (stores) => {
    const post = await stores.posts.create(newPost);
    return { kind: 'post', id: post._id };
  },
  'posts.update': async (stores) => {
    const [post] = await stores.posts.all();
    await stores.posts.update(post!._id, { title: 'Renamed' });
    return { kind: 'post', id: post!._id };
  },
  'posts.remove': async (stores) => {
    const [post] = await stores.posts.all();
    await stores.posts.remove(post!._id);
    return { kind: 'post', id: post!._id };
  },
  'posts.createPreviewToken': async (stores) => {
    const [post] = await stores.posts.all();
    await stores.posts.createPreviewToken(post!._id);
    return null;
  },
  'posts.revokePreviewToken': async (stores) => {
    const [post] = await stores.posts.all();
    await stores.posts.createPreviewToken(post!._id);
    await stores.posts.revokePreviewToken(post!._id);
    return null;
  },
  // Every row of the memory store is rendered by this renderer: nothing to render again.
  'posts.renderStale': async (stores) => {
    await stores.posts.renderStale();
    return null;
  },
  'projects.create': async (stores) => {
    const project = await stores.projects.create(newProject);
    return { kind: 'project', id: project._id };
  },
  'projects.caseStudy': async (stores) => {
    await stores.projects.caseStudy('harbor-pine-storefront');
    return null;
  },
  'projects.renderStale': async (stores) => {
    await stores.projects.renderStale();
    return null;
  },
  'projects.update': async (stores) => {
    const [project] = await stores.projects.list();
    await stores.projects.update(project!._id, { title: 'Renamed' });
    return { kind: 'project', id: project!._id };
  },
  'projects.move': async (stores) => {
    const [, second] = await stores.projects.list({ type: 'client' });
    await stores.projects.move(second!._id, 'up');
    return { kind: 'project', id: second!._id };
  },
  'projects.remove': async (stores) => {
    const [project] = await stores.projects.list();
    await stores.projects.remove(project!._id);
    return { kind: 'project', id: project!._id };
  },
  'stats.create': async (stores) => {
    const stat = await stores.stats.create(newStat);
    return { kind: 'stat', id: stat._id };
  },
  'stats.update': async (stores) => {
    const [stat] = await stores.stats.list();
    await stores.stats.update(stat!._id, { value: 4 });
    return { kind: 'stat', id: stat!._id };
  },
  'stats.remove': async (stores) => {
    const [stat] = await stores.stats.list();
    await stores.stats.remove(stat!._id);
    return { kind: 'stat', id: stat!._id };
  },
  'comments.create': async (stores) => {
    await stores.comments.create({ ...newComment, postSlug: await firstPostSlug(stores) });
    return null;
  },
  'comments.approve': async (stores) => {
    const comment = await stores.comments.create({
      ...newComment,
      postSlug: await firstPostSlug(stores),
    });
    await stores.comments.approve(comment._id);
    return { kind: 'comment', id: comment._id };
  },
  'comments.unapprove': async (stores) => {
    const comment = await stores.comments.create({
      ...newComment,
      postSlug: await firstPostSlug(stores),
    });
    await stores.comments.approve(comment._id);
    await stores.comments.unapprove(comment._id);
    return { kind: 'comment', id: comment._id };
  },
  'comments.remove': async (stores) => {
    const comment = await stores.comments.create({
      ...newComment,
      postSlug: await firstPostSlug(stores),
    });
    await stores.comments.remove(comment._id);
    return { kind: 'comment', id: comment._id };
  },
  'contact.create': async (stores) => {
    await stores.contact.create({ name: 'Ada', email: 'ada@example.com', message: 'Hi' });
    return null;
  },
  'contact.markDelivered': async (stores) => {
    const message = await stores.contact.create({
      name: 'A',
      email: 'a@example.com',
      message: 'x',
    });
    await stores.contact.markDelivered(message._id);
    return null;
  },
  'contact.markRead': async (stores) => {
    const message = await stores.contact.create({
      name: 'A',
      email: 'a@example.com',
      message: 'x',
    });
    await stores.contact.markRead(message._id, true);
    return null;
  },
  'contact.remove': async (stores) => {
    const message = await stores.contact.create({
      name: 'A',
      email: 'a@example.com',
      message: 'x',
    });
    await stores.contact.remove(message._id);
    return null;
  },
  'contact.markFailed': async (stores) => {
    const message = await stores.contact.create({
      name: 'A',
      email: 'a@example.com',
      message: 'x',
    });
    await stores.contact.markFailed(message._id, 'refused');
    return null;
  },
};

describe('announcing stores', () => {
  const stores = createMemoryStores();
  const entries = Object.entries(STORE_ANNOUNCEMENTS) as [keyof Stores, Record<string, unknown>][];

  it('has an entry for exactly the methods each store has', () => {
    for (const [name, table] of entries) {
      expect(Object.keys(table).sort(), name).toEqual(Object.keys(stores[name]).sort());
    }
  });

  const writes = entries.flatMap(([name, table]) =>
    Object.entries(table)
      .filter(([, meaning]) => meaning !== 'read')
      .map(([method, meaning]) => ({ write: `${name}.${method}`, visible: meaning !== 'unseen' })),
  );

  it.each(writes)('$write announces what visitors see (visible: $visible)', async ({ write }) => {
    const writeCase = WRITES[write];
    expect(writeCase, `add a case for ${write} to WRITES`).toBeDefined();
    const { stores: announcing, heard } = setup();
    // Setting a case up may itself write (creating the comment to approve): only the last counts.
    const expected = await writeCase!(announcing);
    expect(heard.at(-1) ?? null).toEqual(expected);
  });

  it('announces nothing for reads, nor for a write that changed nothing', async () => {
    const { stores: announcing, heard } = setup();
    await announcing.posts.list({ page: 1, limit: 4 });
    await announcing.posts.all();
    await announcing.comments.listUnapproved();
    expect(await announcing.posts.update('no-such-post', { title: 'x' })).toBeNull();
    expect(await announcing.comments.approve('no-such-comment')).toBeNull();
    expect(await announcing.stats.remove('no-such-stat')).toBe(false);
    const [first] = await announcing.projects.list({ type: 'client' });
    expect(await announcing.projects.move(first!._id, 'up')).toMatchObject({ moved: false });
    expect(await announcing.projects.move('no-such-project', 'down')).toBeNull();
    expect(await announcing.profile.removeResume()).toBe(false);
    await announcing.profile.get();
    await announcing.profile.resume();
    expect(heard).toEqual([]);
  });

  it('announces nothing when the write fails', async () => {
    const { stores: announcing, heard } = setup();
    const [post] = await announcing.posts.all();
    await expect(announcing.posts.create({ ...newPost, slug: post!.slug })).rejects.toThrow();
    expect(heard).toEqual([]);
  });
});

describe('post states and announcements', () => {
  const past = '2020-01-01T00:00:00.000Z';
  const future = '2999-01-01T00:00:00.000Z';

  it('announces nothing while a draft or a scheduled post is written and saved', async () => {
    const { stores, heard } = setup();
    const draft = await stores.posts.create({ ...newPost, slug: 'a-draft', draft: true });
    await stores.posts.update(draft._id, { markdown: 'More words' });
    const scheduled = await stores.posts.create({ ...newPost, slug: 'later', date: future });
    await stores.posts.update(scheduled._id, { markdown: 'Still later' });
    await stores.posts.update(scheduled._id, { draft: true });
    expect(heard).toEqual([]);
  });

  it('announces a draft that is published, and a published post taken back', async () => {
    const { stores, heard } = setup();
    const draft = await stores.posts.create({
      ...newPost,
      slug: 'a-draft',
      date: past,
      draft: true,
    });
    await stores.posts.update(draft._id, { draft: false });
    expect(heard).toEqual([{ kind: 'post', id: draft._id }]);
    await stores.posts.update(draft._id, { date: future });
    expect(heard).toHaveLength(2);
  });
});
