import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { PostWrite } from '#common/stores.ts';
import {
  SEARCH_QUERY_TOO_LONG_MESSAGE,
  type HighlightedText,
  type SearchHit,
} from '#common/search.ts';
import { posts } from '#server/db/schema.ts';
import { createSiteSearch } from '#server/search/site-search.ts';
import { useTestApi } from '../support/api-server';
import { describeEachDriver } from '../support/databases';

/**
 * Site search on both drivers (docs/product.md#site-search): ranking in tiers, highlights as
 * data, typos in titles, the visibility rule, and an index that follows every write.
 */
const WORD = 'zephyrine';

const post = (slug: string, fields: Partial<PostWrite>): PostWrite => ({
  slug,
  title: `Untitled ${slug}`,
  excerpt: 'An ordinary summary.',
  category: 'Testing',
  categories: ['testing'],
  date: '2026-01-01T00:00:00.000Z',
  image: '',
  featured: false,
  draft: false,
  markdown: 'An ordinary body.',
  author: 'Test',
  tags: [],
  ...fields,
});

const plain = (text: HighlightedText) => text.map((piece) => piece.text).join('');
const marked = (text: HighlightedText) =>
  text.filter((piece) => piece.match).map((piece) => piece.text.toLowerCase());
const hrefs = (hits: SearchHit[]) => hits.map((hit) => hit.href);

describeEachDriver('site search', ({ db }) => {
  const api = useTestApi(db);
  const search = () => createSiteSearch(db().database.db);

  it('ranks a title match above an excerpt match above a body match', async () => {
    const { posts: store } = db().stores;
    // Created body first and with the word many times: neither order nor frequency may win.
    await store.create(post('in-the-body', { markdown: `${`${WORD} `.repeat(20)}and more.` }));
    await store.create(post('in-the-excerpt', { excerpt: `All about ${WORD} today.` }));
    await store.create(post('in-the-title', { title: `Notes on ${WORD}` }));
    const hits = await search().search(WORD);
    expect(hrefs(hits)).toEqual([
      '/blog/in-the-title',
      '/blog/in-the-excerpt',
      '/blog/in-the-body',
    ]);
    expect(marked(hits[0]!.title)).toEqual([WORD]);
    expect(marked(hits[1]!.snippet)).toEqual([WORD]);
    expect(marked(hits[2]!.snippet)).toContain(WORD);
    expect(plain(hits[2]!.snippet)).not.toContain('<p>');
  });

  it('keeps the tiers where frequency alone would not: a query of either word', async () => {
    const { posts: store } = db().stores;
    // By ts_rank alone, an excerpt full of both words passes a title with one, and a body full
    // of both passes an excerpt with one.
    await store.create(post('either-title', { title: 'Notes on lumenite' }));
    await store.create(post('either-excerpt-full', { excerpt: 'lumenite quasar '.repeat(10) }));
    await store.create(post('either-excerpt', { excerpt: 'Only quasar here.' }));
    await store.create(post('either-body', { markdown: 'lumenite quasar '.repeat(20) }));
    const hits = await search().search('lumenite or quasar');
    expect(hrefs(hits)).toEqual([
      '/blog/either-title',
      '/blog/either-excerpt-full',
      '/blog/either-excerpt',
      '/blog/either-body',
    ]);
  });

  it('returns highlights as text: markup in a post stays text, and a post cannot forge a mark', async () => {
    await db().stores.posts.create(
      post('hostile', {
        title: `<img src=x onerror=alert(1)> quasarine \uE000forged\uE001`,
        markdown: 'Use `<script>` &amp; friends with quasarine.',
      }),
    );
    const [hit] = await search().search('quasarine');
    expect(hit?.href).toBe('/blog/hostile');
    expect(plain(hit!.title)).toBe('<img src=x onerror=alert(1)> quasarine forged');
    expect(marked(hit!.title)).toEqual(['quasarine']);
    // Tag-shaped words and entities in the body are shown as the characters they are, as text.
    expect(plain(hit!.snippet)).toContain('script> & friends with quasarine');
    expect(plain(hit!.snippet)).not.toMatch(/&(amp|lt);/);
    expect(marked(hit!.snippet)).toEqual(['quasarine']);
  });

  it('finds a title with a typo in the query', async () => {
    await db().stores.posts.create(
      post('typo-title', { title: 'Understanding Kubernetes Operators' }),
    );
    const hits = await search().search('kubernets');
    expect(hrefs(hits)).toContain('/blog/typo-title');
    expect(await search().search('kx')).toEqual([]);
  });

  it('never finds what the visibility rule hides, by words or by typo', async () => {
    await db().stores.posts.create(post('hidden-post', { title: 'Secret Nebulosity Plans' }));
    const hiding = createSiteSearch(db().database.db, {
      visiblePosts: () => sql`${posts.slug} <> 'hidden-post'`,
    });
    expect(hrefs(await search().search('nebulosity'))).toEqual(['/blog/hidden-post']);
    expect(await hiding.search('nebulosity')).toEqual([]);
    expect(await hiding.search('nebulosty plans')).toEqual([]);
    expect(hrefs(await hiding.search('nebulosty'))).toEqual([]);
  });

  it('never finds a draft or a scheduled post, and finds a post once its time has come', async () => {
    const { posts: store } = db().stores;
    await store.create(post('draft-post', { title: 'Draft about sassafras', draft: true }));
    const later = new Date(Date.now() + 60 * 60 * 1000).toISOString();
    await store.create(post('scheduled-post', { title: 'Sassafras later', date: later }));
    expect(await search().search('sassafras')).toEqual([]);
    expect(await search().search('sasafras')).toEqual([]);
    const scheduled = await store.create(post('due-post', { title: 'Sassafras now', date: later }));
    await store.update(scheduled._id, { date: '2026-01-02T00:00:00.000Z' });
    expect(hrefs(await search().search('sassafras'))).toEqual(['/blog/due-post']);
  });

  it('keeps up with every write: an edit is found by its new words, a deletion not at all', async () => {
    const { posts: store } = db().stores;
    const created = await store.create(post('moving', { title: 'About marmalade' }));
    expect(hrefs(await search().search('marmalade'))).toEqual(['/blog/moving']);
    await store.update(created._id, { title: 'About gooseberries' });
    expect(await search().search('marmalade')).toEqual([]);
    expect(hrefs(await search().search('gooseberries'))).toEqual(['/blog/moving']);
    await store.remove(created._id);
    expect(await search().search('gooseberries')).toEqual([]);
  });

  it('finds projects by title and description, linked to their list', async () => {
    const project = await db().stores.projects.create({
      title: 'Orrery Simulator',
      slug: 'orrery-simulator',
      writeUp: '',
      description: 'A clockwork model of the planets.',
      category: 'Web',
      categories: ['web'],
      image: '',
      url: '',
      tags: [],
      type: 'personal',
      sourceUrl: '',
      hidden: false,
    });
    const [hit] = await search().search('orrery');
    expect(hit).toMatchObject({ kind: 'project', href: '/personal-projects' });
    expect(marked(hit!.title)).toEqual(['orrery']);
    await db().stores.projects.update(project._id, {
      writeUp: '## How it ticks\n\nBrass escapements drive the moons.',
    });
    const [study] = await search().search('orrery');
    expect(study).toMatchObject({ kind: 'project', href: '/projects/orrery-simulator' });
    // The case study's own words find it, and make its passage.
    const [byWriteUp] = await search().search('escapements');
    expect(byWriteUp).toMatchObject({ kind: 'project', href: '/projects/orrery-simulator' });
    expect(marked(byWriteUp!.snippet)).toEqual(['escapements']);
    await db().stores.projects.update(project._id, { hidden: true });
    expect(await search().search('orrery')).toEqual([]);
    expect(await search().search('orery simulator')).toEqual([]);
    await db().stores.projects.remove(project._id);
  });

  it('answers GET /api/search, and refuses an overlong query with a message', async () => {
    const found = await api.request<{ query: string; results: SearchHit[] }>(
      `/api/search?q=${encodeURIComponent(` ${WORD} `)}`,
    );
    expect(found.status).toBe(200);
    expect(found.body.query).toBe(WORD);
    expect(found.body.results[0]?.href).toBe('/blog/in-the-title');
    expect((await api.request('/api/search?q=')).body).toEqual({ query: '', results: [] });
    const tooLong = await api.request(`/api/search?q=${'a'.repeat(201)}`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ message: SEARCH_QUERY_TOO_LONG_MESSAGE });
    // Operators, quotes and stop words only: an answer, never an error.
    for (const odd of ['"', 'the', '-', 'or or', '!!&|', "'", 'a:*']) {
      expect((await api.request(`/api/search?q=${encodeURIComponent(odd)}`)).status, odd).toBe(200);
    }
  });
});
