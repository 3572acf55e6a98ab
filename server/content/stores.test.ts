import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePosts } from './sample-posts';
import { DEFAULT_PROFILE } from '#common/site.ts';
import { openDatabase, type Database } from '../db/client';
import { seedDatabase } from '../db/seed';
import { createDbStores } from './db-stores';
import { createMemoryStores } from './memory-stores';
import { ConflictError, type PostWrite, type Stores } from '#common/stores.ts';
import { samplePostRows } from './sample-rows';

// The sample posts are rendered once per process, and the first time Shiki compiles its
// grammars: setup, not a part of the first test's time.
beforeAll(() => samplePostRows());

/** The stores' clock: what is published is decided by it, and the tests move it. */
let currentTime = new Date('2032-01-01T00:00:00.000Z');
const clock = () => currentTime;

/**
 * One contract for both store implementations: the memory stores must behave like the
 * database stores, or unit tests built on them would prove nothing.
 */
const implementations: [string, () => Promise<{ stores: Stores; close(): Promise<void> }>][] = [
  [
    'memory',
    () =>
      Promise.resolve({
        stores: createMemoryStores({ withSampleContent: true, now: clock }),
        close: () => Promise.resolve(),
      }),
  ],
  [
    'database (PGlite)',
    async () => {
      const database: Database = await openDatabase({ driver: 'pglite' });
      await database.migrate();
      await seedDatabase(database.db);
      return { stores: createDbStores(database.db, clock), close: () => database.close() };
    },
  ],
];

const write = (overrides: Partial<PostWrite> = {}): PostWrite => ({
  slug: 'contract-post',
  title: 'Contract',
  excerpt: '',
  category: 'Design',
  categories: ['Testing', 'design'],
  date: '2031-05-05T00:00:00.000Z',
  image: '',
  url: null,
  featured: false,
  markdown: 'ok\n\n<script>bad()</script>',
  author: 'Someone',
  tags: [],
  draft: false,
  ...overrides,
});

for (const [name, open] of implementations) {
  describe(`stores contract: ${name}`, () => {
    let stores: Stores;
    let opened: { stores: Stores; close(): Promise<void> } | undefined;
    beforeAll(async () => {
      opened = await open();
      stores = opened.stores;
    });
    afterAll(() => opened?.close());

    it('lists posts newest first with pagination', async () => {
      const page = await stores.posts.list({ page: 2, limit: 4 });
      const expected = samplePosts.toSorted((a, b) => b.date.localeCompare(a.date)).slice(4, 8);
      expect(page.posts.map((post) => post.slug)).toEqual(expected.map((post) => post.slug));
      expect(page.pagination).toEqual({
        currentPage: 2,
        totalPages: Math.ceil(samplePosts.length / 4),
        totalCount: samplePosts.length,
      });
    });

    it('creates a post: rendered and sanitised, categories lowercase with the main one, default url', async () => {
      const post = await stores.posts.create(write());
      expect(post).toMatchObject({
        _id: post.id,
        content: '<p>ok</p>',
        categories: ['design', 'testing'],
        url: '/blog/contract-post',
      });
      expect((await stores.posts.list({ page: 1, limit: 1 })).posts[0]?.slug).toBe('contract-post');
      expect(
        (await stores.posts.list({ category: 'TESTING', page: 1, limit: 9 })).pagination.totalCount,
      ).toBe(1);
      await expect(stores.posts.create(write())).rejects.toBeInstanceOf(ConflictError);
    });

    it('updates part of a post and keeps the rest', async () => {
      const post = (await stores.posts.getBySlug('contract-post'))!;
      const updated = await stores.posts.update(post._id, {
        url: 'https://elsewhere.example/post',
      });
      expect(updated?.post).toMatchObject({
        title: 'Contract',
        url: 'https://elsewhere.example/post',
      });
      expect(updated?.wasPublic).toBe(true);
      const taken = samplePosts[0]!.slug;
      await expect(stores.posts.update(post._id, { slug: taken })).rejects.toBeInstanceOf(
        ConflictError,
      );
      expect(await stores.posts.update('missing', { title: 'x' })).toBeNull();
      expect(await stores.posts.remove(post._id)).toBe(true);
      expect(await stores.posts.remove(post._id)).toBe(false);
    });

    it('keeps drafts and scheduled posts from every public read until their time', async () => {
      currentTime = new Date('2032-01-01T00:00:00.000Z');
      const draft = await stores.posts.create(
        write({ slug: 'contract-draft', category: 'Secret', categories: [], draft: true }),
      );
      const scheduled = await stores.posts.create(
        write({
          slug: 'contract-later',
          category: 'Later',
          categories: [],
          date: '2032-01-01T00:00:05.000Z',
        }),
      );
      expect(draft.state).toBe('draft');
      expect(scheduled.state).toBe('scheduled');
      const publicSlugs = async () => [
        ...(await stores.posts.all()).map((post) => post.slug),
        ...(await stores.posts.list({ page: 1, limit: 50 })).posts.map((post) => post.slug),
        ...(await stores.posts.categories()).map((category) => category.slug),
        (await stores.posts.getBySlug('contract-draft'))?.slug,
        (await stores.posts.getBySlug('contract-later'))?.slug,
        (await stores.posts.get(draft._id))?.slug,
        (await stores.posts.get(scheduled._id))?.slug,
      ];
      for (const hidden of ['contract-draft', 'contract-later', 'secret', 'later']) {
        expect(await publicSlugs()).not.toContain(hidden);
      }
      expect((await stores.posts.listForOwner()).map((post) => post.slug)).toEqual(
        expect.arrayContaining(['contract-draft', 'contract-later']),
      );
      expect((await stores.posts.getForOwner(draft._id))?.state).toBe('draft');

      const before = new Date(currentTime);
      currentTime = new Date('2032-01-01T00:00:05.000Z');
      expect(await stores.posts.publishedBetween(before, currentTime)).toEqual([scheduled._id]);
      expect((await stores.posts.getBySlug('contract-later'))?.state).toBe('published');
      expect(await publicSlugs()).toContain('later');
      expect(await publicSlugs()).not.toContain('contract-draft');
      await stores.posts.remove(draft._id);
      await stores.posts.remove(scheduled._id);
    });

    it("keeps a published post's old slug as a redirect, not a draft's", async () => {
      const post = await stores.posts.create(write({ slug: 'contract-old' }));
      await stores.posts.update(post._id, { slug: 'contract-new' });
      expect(await stores.posts.movedTo('contract-old')).toBe('contract-new');
      await stores.posts.update(post._id, { slug: 'contract-newer' });
      expect(await stores.posts.movedTo('contract-old')).toBe('contract-newer');
      expect(await stores.posts.movedTo('contract-new')).toBe('contract-newer');
      // A new post may take an old address over.
      const other = await stores.posts.create(write({ slug: 'contract-new' }));
      expect(await stores.posts.movedTo('contract-new')).toBeNull();
      const draft = await stores.posts.create(write({ slug: 'contract-draft-old', draft: true }));
      await stores.posts.update(draft._id, { slug: 'contract-draft-new' });
      expect(await stores.posts.movedTo('contract-draft-old')).toBeNull();
      // Unpublished again: its old addresses lead nowhere.
      await stores.posts.update(post._id, { draft: true });
      expect(await stores.posts.movedTo('contract-old')).toBeNull();
      for (const id of [post._id, other._id, draft._id]) await stores.posts.remove(id);
    });

    it('finds a post by its preview token until the token is revoked or replaced', async () => {
      const draft = await stores.posts.create(write({ slug: 'contract-preview', draft: true }));
      const token = (await stores.posts.createPreviewToken(draft._id))!;
      expect(token).toMatch(/^[\w-]{43}$/);
      expect((await stores.posts.getByPreviewToken(token))?.slug).toBe('contract-preview');
      const second = (await stores.posts.createPreviewToken(draft._id))!;
      expect(await stores.posts.getByPreviewToken(token)).toBeNull();
      expect(await stores.posts.revokePreviewToken(draft._id)).toBe(true);
      expect(await stores.posts.getByPreviewToken(second)).toBeNull();
      expect(await stores.posts.revokePreviewToken(draft._id)).toBe(false);
      expect(await stores.posts.createPreviewToken('missing')).toBeNull();
      await stores.posts.remove(draft._id);
    });

    it('orders projects by position and appends new ones', async () => {
      const before = await stores.projects.list();
      const created = await stores.projects.create({
        title: 'Last',
        slug: 'last',
        writeUp: '',
        category: 'web',
        description: '',
        image: '',
        url: '',
        sourceUrl: '',
        tags: [],
        categories: ['WEB'],
        type: 'client',
        hidden: false,
      });
      const after = await stores.projects.list({ type: 'client' });
      expect(after.at(-1)).toEqual(created);
      expect(created.categories).toEqual(['web']);
      expect((await stores.projects.list()).slice(0, before.length)).toEqual(before);
      await stores.projects.remove(created._id);
    });

    it('keeps a hidden project out of every read but the owner’s', async () => {
      const hidden = await stores.projects.create({
        title: 'Secret work',
        slug: 'secret-work',
        writeUp: '## Why\n\nSecret.',
        category: 'Hushed',
        description: '',
        image: '',
        url: '',
        sourceUrl: '',
        tags: [],
        categories: ['quiet'],
        type: 'client',
        hidden: true,
      });
      expect(hidden.hidden).toBe(true);
      const ids = (projects: { _id: string }[]) => projects.map((project) => project._id);
      expect(ids(await stores.projects.list())).not.toContain(hidden._id);
      expect(ids(await stores.projects.list({ type: 'client' }))).not.toContain(hidden._id);
      expect(ids(await stores.projects.list({ category: 'hushed' }))).toEqual([]);
      const slugs = (await stores.projects.categories()).map((category) => category.slug);
      expect(slugs).not.toContain('hushed');
      expect(slugs).not.toContain('quiet');
      expect(ids(await stores.projects.list({ includeHidden: true }))).toContain(hidden._id);
      expect(await stores.projects.get(hidden._id)).toEqual(hidden);

      const shown = await stores.projects.update(hidden._id, { hidden: false });
      expect(shown?.hidden).toBe(false);
      expect(ids(await stores.projects.list({ type: 'client' }))).toContain(hidden._id);
      expect((await stores.projects.categories()).map((c) => c.slug)).toContain('hushed');
      await stores.projects.remove(hidden._id);
    });

    it('renders a write-up through the posts’ pipeline and shows it only while visible', async () => {
      const project = await stores.projects.create({
        title: 'Rendered study',
        slug: 'rendered-study',
        writeUp: '## The problem\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n<script>alert(1)</script>',
        category: 'web',
        description: 'Summary',
        image: '',
        url: '',
        sourceUrl: '',
        tags: [],
        categories: [],
        type: 'personal',
        hidden: false,
      });
      const study = await stores.projects.caseStudy('rendered-study');
      expect(study?.project).toEqual(project);
      expect(study?.html).toContain('<h2 id="the-problem">');
      expect(study?.html).toContain('<table>');
      expect(study?.html).not.toContain('<script');
      expect(study?.toc).toEqual([{ level: 2, id: 'the-problem', text: 'The problem' }]);
      await expect(
        stores.projects.create({ ...project, title: 'Same address' }),
      ).rejects.toBeInstanceOf(ConflictError);

      await stores.projects.update(project._id, { hidden: true });
      expect(await stores.projects.caseStudy('rendered-study')).toBeNull();
      await stores.projects.update(project._id, { hidden: false, writeUp: '' });
      expect(await stores.projects.caseStudy('rendered-study')).toBeNull();
      expect(await stores.projects.caseStudy('no-such-study')).toBeNull();
      await stores.projects.remove(project._id);
    });

    it('moves a project past the next of its own type, hidden ones counted', async () => {
      const titles = async (type: 'client' | 'personal') =>
        (await stores.projects.list({ type, includeHidden: true })).map((p) => p.title);
      const client = await stores.projects.list({ type: 'client' });
      const personalBefore = await titles('personal');
      const [first, second, third] = client;

      const moved = await stores.projects.move(second!._id, 'up');
      expect(moved).toEqual({ project: second, moved: true });
      expect((await titles('client')).slice(0, 3)).toEqual([
        second!.title,
        first!.title,
        third!.title,
      ]);
      // The other type keeps its order.
      expect(await titles('personal')).toEqual(personalBefore);

      // First already: stays, and says so.
      expect(await stores.projects.move(second!._id, 'up')).toMatchObject({ moved: false });
      const last = client.at(-1)!;
      expect(await stores.projects.move(last._id, 'down')).toMatchObject({ moved: false });
      expect(await stores.projects.move('no-such-project', 'down')).toBeNull();

      // A hidden project keeps its place and is moved past like any other.
      await stores.projects.update(first!._id, { hidden: true });
      expect(await stores.projects.move(second!._id, 'down')).toMatchObject({ moved: true });
      expect((await titles('client')).slice(0, 3)).toEqual(client.slice(0, 3).map((p) => p.title));
      await stores.projects.update(first!._id, { hidden: false });
    });

    it('stores the same comment sent again once, and answers it with the stored one', async () => {
      const slug = samplePosts[1]!.slug;
      const comment = { postSlug: slug, author: 'C', email: 'c@x.io', content: 'Sent twice here' };
      const first = await stores.comments.create(comment);
      expect(await stores.comments.create(comment)).toEqual(first);
      const other = await stores.comments.create({ ...comment, author: 'D' });
      expect(other._id).not.toBe(first._id);
      const stored = (await stores.comments.listUnapproved()).filter(
        (row) => row.content === comment.content,
      );
      expect(stored.map((row) => row._id)).toEqual([first._id, other._id]);
      for (const row of stored) await stores.comments.remove(row._id);
    });

    it('keeps comments private until approved', async () => {
      const slug = samplePosts[0]!.slug;
      const first = await stores.comments.create({
        postSlug: slug,
        author: 'A',
        email: 'a@x.io',
        content: 'First comment',
      });
      await stores.comments.create({
        postSlug: slug,
        author: 'B',
        email: 'b@x.io',
        content: 'Second comment',
      });
      expect(first).not.toHaveProperty('email');
      expect(await stores.comments.countApproved(slug)).toBe(0);
      expect((await stores.comments.listUnapproved()).map((c) => c.email)).toEqual([
        'a@x.io',
        'b@x.io',
      ]);
      await stores.comments.approve(first._id);
      expect(await stores.comments.listApproved(slug)).toEqual([{ ...first, approved: true }]);
      expect(await stores.comments.approve('missing')).toBeNull();
    });

    it('lists comments for moderation waiting first, newest first, and takes one off again', async () => {
      const slug = samplePosts[2]!.slug;
      const write = (author: string) =>
        stores.comments.create({
          postSlug: slug,
          author,
          email: 'm@x.io',
          content: `By ${author}`,
        });
      const older = await write('Older');
      await new Promise((resolve) => setTimeout(resolve, 5));
      const newer = await write('Newer');
      await stores.comments.approve(older._id);
      const queue = (await stores.comments.listForModeration(100)).filter(
        (row) => row.postSlug === slug,
      );
      expect(queue.map((row) => [row.author, row.approved, row.email])).toEqual([
        ['Newer', false, 'm@x.io'],
        ['Older', true, 'm@x.io'],
      ]);
      expect(await stores.comments.listForModeration(1)).toHaveLength(1);
      expect(await stores.comments.unapprove(older._id)).toMatchObject({ approved: false });
      expect(await stores.comments.listApproved(slug)).toEqual([]);
      expect(await stores.comments.unapprove('missing')).toBeNull();
      await stores.comments.remove(older._id);
      await stores.comments.remove(newer._id);
    });

    it("keeps the owner's inbox: newest first, read and unread, and deletes", async () => {
      const before = await stores.contact.countUnread();
      const older = await stores.contact.create({ name: 'O', email: 'o@x.io', message: 'Older' });
      await new Promise((resolve) => setTimeout(resolve, 5));
      const newer = await stores.contact.create({ name: 'N', email: 'n@x.io', message: 'Newer' });
      await stores.contact.markFailed(newer._id, 'mail server down');
      const inbox = await stores.contact.listInbox(2);
      expect(inbox.map((row) => [row.message, row.readAt, row.lastError])).toEqual([
        ['Newer', null, 'mail server down'],
        ['Older', null, null],
      ]);
      expect(await stores.contact.countUnread()).toBe(before + 2);
      expect(await stores.contact.markRead(older._id, true)).toBe(true);
      expect((await stores.contact.listInbox(2))[1]!.readAt).not.toBeNull();
      expect(await stores.contact.countUnread()).toBe(before + 1);
      expect(await stores.contact.markRead(older._id, false)).toBe(true);
      expect(await stores.contact.countUnread()).toBe(before + 2);
      expect(await stores.contact.markRead('missing', true)).toBe(false);
      expect(await stores.contact.remove(older._id)).toBe(true);
      expect(await stores.contact.remove(newer._id)).toBe(true);
      expect(await stores.contact.get(older._id)).toBeNull();
      expect(await stores.contact.countUnread()).toBe(before);
    });

    it('tracks contact delivery attempts', async () => {
      const message = await stores.contact.create({ name: 'N', email: 'n@x.io', message: 'Hi' });
      await stores.contact.markFailed(message._id, 'down');
      expect(await stores.contact.get(message._id)).toMatchObject({
        deliveryAttempts: 1,
        deliveredAt: null,
      });
      expect((await stores.contact.listUndelivered()).map((m) => m._id)).toContain(message._id);
      await stores.contact.markDelivered(message._id);
      const delivered = await stores.contact.get(message._id);
      expect(delivered?.deliveryAttempts).toBe(2);
      expect(delivered?.deliveredAt).toEqual(expect.any(String));
      expect(await stores.contact.listUndelivered()).toEqual([]);
    });

    it('lists stats by order, optionally active only', async () => {
      await stores.stats.create({
        label: 'Hidden',
        value: 1,
        suffix: '',
        order: -1,
        active: false,
      });
      expect((await stores.stats.list())[0]?.label).toBe('Hidden');
      expect((await stores.stats.list({ activeOnly: true })).map((s) => s.label)).not.toContain(
        'Hidden',
      );
    });

    it("keeps the profile: the first run's until saved, then exactly what was saved", async () => {
      const first = await stores.profile.get();
      expect(first).toMatchObject({ ...DEFAULT_PROFILE, resume: null });
      const saved = await stores.profile.save({
        ...DEFAULT_PROFILE,
        name: 'Maximiliana Rodríguez',
        social: [{ label: 'Mastodon', url: 'https://mastodon.social/@max' }],
        timeline: [
          {
            employer: 'Acme',
            title: 'Engineer',
            start: '2024-03',
            end: '',
            impact: 'Shipped it.',
            technologies: ['TypeScript'],
          },
        ],
      });
      expect(saved.name).toBe('Maximiliana Rodríguez');
      expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.parse(first.updatedAt));
      expect(await stores.profile.get()).toEqual(saved);
      // Saving again replaces every list, it does not add to them.
      const again = await stores.profile.save({ ...DEFAULT_PROFILE, skills: ['CSS'] });
      expect(again).toMatchObject({ skills: ['CSS'], social: DEFAULT_PROFILE.social });
    });

    it('keeps one résumé beside the profile, replaced by the next and removable', async () => {
      const pdf = new TextEncoder().encode('%PDF-1.7\nfirst\n%%EOF\n');
      expect(await stores.profile.resume()).toBeNull();
      const withResume = await stores.profile.saveResume(pdf);
      expect(withResume.resume?.sizeBytes).toBe(pdf.byteLength);
      expect(Date.parse(withResume.resume?.updatedAt ?? '')).not.toBeNaN();
      expect(Buffer.from((await stores.profile.resume())!.pdf)).toEqual(Buffer.from(pdf));
      const second = new TextEncoder().encode('%PDF-1.7\nsecond, longer\n%%EOF\n');
      await stores.profile.saveResume(second);
      expect((await stores.profile.get()).resume?.sizeBytes).toBe(second.byteLength);
      expect(Buffer.from((await stores.profile.resume())!.pdf)).toEqual(Buffer.from(second));
      expect(await stores.profile.removeResume()).toBe(true);
      expect(await stores.profile.removeResume()).toBe(false);
      expect(await stores.profile.resume()).toBeNull();
      expect((await stores.profile.get()).resume).toBeNull();
    });
  });
}
