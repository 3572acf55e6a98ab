import { describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { ImageLibrary } from '#common/images.ts';
import type { OwnerDevice } from '#common/owner.ts';
import type { Stores } from '#common/stores.ts';
import { createMemoryStores } from '#server/content/memory-stores.ts';
import {
  autosaveAction,
  postFormAction,
  postFormData,
  postsListAction,
  renderPreviewAction,
} from './posts.server';

const DEVICE: OwnerDevice = {
  id: 'device',
  device: 'Firefox on Linux',
  address: '203.0.113.9',
  signedInAt: '2026-11-26T00:00:00.000Z',
  lastSeenAt: '2026-11-26T00:00:00.000Z',
  current: true,
};

const NO_IMAGES: ImageLibrary = {
  upload: () => Promise.reject(new Error('not in these tests')),
  list: () => Promise.resolve([]),
  byAddress: () => Promise.resolve(null),
};

function setUp({ signedIn = true } = {}) {
  const stores: Stores = createMemoryStores({ withSampleContent: false });
  const context = {
    stores,
    images: NO_IMAGES,
    owner: { signedIn: signedIn ? DEVICE : null },
  } as unknown as AppLoadContext;
  return { stores, context };
}

const post = (fields: Record<string, string>) =>
  new Request('http://site.test/admin/posts/x', {
    method: 'POST',
    body: new URLSearchParams(fields),
  });

const answerOf = (result: unknown) => {
  const { data, init } = result as { data: unknown; init: ResponseInit | null };
  return { ...(data as object), status: init?.status ?? 200 } as Record<string, unknown>;
};

const MARKDOWN = [
  '## Results',
  '',
  '| Tool | Speed |',
  '| :--- | ----: |',
  '| zod | fast |',
  '',
  '```ts',
  'const answer: number = 42;',
  '```',
].join('\n');

const typed = {
  title: 'Tables and Types',
  slug: '',
  excerpt: 'A short one.',
  categories: 'TypeScript, Testing',
  tags: 'zod, tables',
  image: '/images/cover.webp',
  date: '',
  markdown: MARKDOWN,
};

describe('the post editor form', () => {
  it('saves a new draft with a slug made from the title, invisible to visitors', async () => {
    const { stores, context } = setUp();
    const answer = (await postFormAction(
      context,
      post({ ...typed, intent: 'draft' }),
      'new',
    )) as Response;
    expect(answer.status).toBe(302);
    const [saved] = await stores.posts.listForOwner();
    expect(saved).toMatchObject({
      slug: 'tables-and-types',
      category: 'TypeScript',
      tags: ['zod', 'tables'],
      draft: true,
      state: 'draft',
      markdown: MARKDOWN,
      // The owner is the author, by the profile's name (the database refuses a post without one).
      author: (await stores.profile.get()).name,
    });
    expect(answer.headers.get('location')).toBe(`/admin/posts/${saved!._id}?saved=draft`);
    expect(await stores.posts.getBySlug('tables-and-types')).toBeNull();
  });

  it('publishes now, schedules a future date (typed in UTC), and unpublishes', async () => {
    const { stores, context } = setUp();
    await postFormAction(context, post({ ...typed, intent: 'publish' }), 'new');
    const [published] = await stores.posts.listForOwner();
    expect(published!.state).toBe('published');
    expect(await stores.posts.getBySlug('tables-and-types')).not.toBeNull();

    const future = { ...typed, date: '2999-01-02T03:04', intent: 'publish' };
    await postFormAction(context, post(future), published!._id);
    const scheduled = await stores.posts.getForOwner(published!._id);
    expect(scheduled).toMatchObject({ state: 'scheduled', date: '2999-01-02T03:04:00.000Z' });

    await postFormAction(context, post({ ...future, intent: 'draft' }), published!._id);
    expect((await stores.posts.getForOwner(published!._id))!.state).toBe('draft');
  });

  it('marks each wrong field, keeps everything typed and saves nothing', async () => {
    const { stores, context } = setUp();
    const wrong = {
      ...typed,
      title: ' ',
      slug: 'Not A Slug',
      categories: '',
      image: 'javascript:x',
    };
    const answer = answerOf(
      await postFormAction(context, post({ ...wrong, intent: 'publish' }), 'new'),
    );
    expect(answer.status).toBe(400);
    expect(answer.errors).toMatchObject({
      title: 'Title is required',
      slug: 'Slug may contain only lowercase letters, digits and single hyphens',
      categories: 'Category is required',
      image: 'Image must be an http or https address, or a path on this site',
    });
    expect(answer.values).toEqual({ ...wrong, featured: false });
    expect(await stores.posts.listForOwner()).toEqual([]);
  });

  it('turns a taken slug into a field error', async () => {
    const { context } = setUp();
    await postFormAction(context, post({ ...typed, intent: 'draft' }), 'new');
    const answer = answerOf(
      await postFormAction(
        context,
        post({ ...typed, title: 'Other', slug: 'tables-and-types' }),
        'new',
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.errors).toEqual({ slug: 'Another post has this slug: choose another one.' });
    expect(answer.values).toMatchObject({ title: 'Other', markdown: MARKDOWN });
  });

  it('autosaves a draft as JSON with its revision, but not a published post', async () => {
    const { stores, context } = setUp();
    const first = await autosaveAction(context, post({ ...typed, revision: '3' }), 'new');
    expect(first.status).toBe(200);
    const receipt = (await first.json()) as { saved: { id: string; revision: string } };
    expect(receipt.saved.revision).toBe('3');
    expect((await stores.posts.getForOwner(receipt.saved.id))!.draft).toBe(true);

    await postFormAction(context, post({ ...typed, intent: 'publish' }), receipt.saved.id);
    const refused = await autosaveAction(
      context,
      post({ ...typed, title: 'Half-typed' }),
      receipt.saved.id,
    );
    expect(refused.status).toBe(409);
    expect((await stores.posts.getForOwner(receipt.saved.id))!.title).toBe('Tables and Types');
  });

  it('makes and revokes a preview link', async () => {
    const { stores, context } = setUp();
    await postFormAction(context, post({ ...typed, intent: 'draft' }), 'new');
    const [draft] = await stores.posts.listForOwner();
    const made = answerOf(await postFormAction(context, post({ intent: 'link' }), draft!._id));
    expect(made.path).toMatch(/^\/post-preview\/[\w-]{20,}$/);
    const token = String(made.path).replace('/post-preview/', '');
    expect((await stores.posts.getByPreviewToken(token))!._id).toBe(draft!._id);
    const revoked = answerOf(await postFormAction(context, post({ intent: 'unlink' }), draft!._id));
    expect(revoked.done).toBe(true);
    expect(await stores.posts.getByPreviewToken(token)).toBeNull();
  });

  it('loads a stored post into the form, and sends a signed-out visitor to sign in', async () => {
    const { stores, context } = setUp();
    await postFormAction(context, post({ ...typed, intent: 'draft' }), 'new');
    const [draft] = await stores.posts.listForOwner();
    const loaded = answerOf(await postFormData(context, post({}), draft!._id));
    expect(loaded.values).toMatchObject({
      title: 'Tables and Types',
      categories: 'TypeScript, testing',
    });
    const { context: visitor } = setUp({ signedIn: false });
    await expect(postFormAction(visitor, post(typed), 'new')).rejects.toMatchObject({
      status: 302,
    });
    expect((await autosaveAction(visitor, post(typed), 'new')).status).toBe(401);
  });
});

describe('the posts list', () => {
  it('deletes a post', async () => {
    const { stores, context } = setUp();
    await postFormAction(context, post({ ...typed, intent: 'draft' }), 'new');
    const [draft] = await stores.posts.listForOwner();
    const answer = answerOf(
      await postsListAction(context, post({ intent: 'delete', id: draft!._id })),
    );
    expect(answer).toMatchObject({ message: '“Tables and Types” deleted.', done: true });
    expect(await stores.posts.listForOwner()).toEqual([]);
  });
});

describe('the live preview', () => {
  it('answers the owner the same HTML the article stores', async () => {
    const { stores, context } = setUp();
    await postFormAction(context, post({ ...typed, intent: 'publish' }), 'new');
    const article = await stores.posts.getBySlug('tables-and-types');
    const answer = await renderPreviewAction(context, post({ markdown: MARKDOWN }));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const { html } = (await answer.json()) as { html: string };
    expect(html).toBe(article!.content);
    expect(html).toContain('<table>');
    expect(html).toContain('class="shiki');
  });

  it('refuses a visitor and a body that is not Markdown text', async () => {
    const { context: visitor } = setUp({ signedIn: false });
    expect((await renderPreviewAction(visitor, post({ markdown: '# Hi' }))).status).toBe(401);
    const { context } = setUp();
    expect((await renderPreviewAction(context, post({}))).status).toBe(400);
  });
});
