import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import type { OwnerDevice } from '#common/owner.ts';
import type { Stores } from '#common/stores.ts';
import { createDbStores } from '#server/content/db-stores.ts';
import { createMemoryStores } from '#server/content/memory-stores.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { projectFormAction, projectFormData, projectsListAction } from './projects.server';

const DEVICE: OwnerDevice = {
  id: 'device',
  device: 'Firefox on Linux',
  address: '203.0.113.9',
  signedInAt: '2026-11-26T00:00:00.000Z',
  lastSeenAt: '2026-11-26T00:00:00.000Z',
  current: true,
};

function setUp({ signedIn = true } = {}) {
  const stores: Stores = createMemoryStores({ withSampleContent: true });
  const context = { stores, owner: { signedIn: signedIn ? DEVICE : null } } as AppLoadContext;
  return { stores, context };
}

const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://site.test${path}`, { method: 'POST', body: new URLSearchParams(fields) });

const answerOf = (result: unknown) => {
  const { data, init } = result as { data: unknown; init: ResponseInit | null };
  return { ...(data as object), status: init?.status ?? 200 } as Record<string, unknown>;
};

const typed = {
  title: 'Tide Tables',
  type: 'personal',
  category: 'tool',
  categories: 'Web, , creative',
  tags: 'React,  TypeScript',
  description: 'Tides for sailors.',
  image: '/images/projects/tide.svg',
  url: 'https://tides.example',
  sourceUrl: 'https://github.com/example/tides',
  slug: '',
  writeUp: '## Why\n\nSailors asked.',
};

describe('the projects form', () => {
  it('adds a project from what was typed, lists split at commas, then lists it', async () => {
    const { stores, context } = setUp();
    const answer = (await projectFormAction(
      context,
      post('/admin/projects/new', { ...typed, hidden: 'on' }),
      undefined,
    )) as Response;
    expect(answer.status).toBe(302);
    const [added] = (await stores.projects.list({ includeHidden: true })).filter(
      (project) => project.title === 'Tide Tables',
    );
    expect(added).toMatchObject({
      type: 'personal',
      categories: ['web', 'creative'],
      tags: ['React', 'TypeScript'],
      sourceUrl: 'https://github.com/example/tides',
      hidden: true,
      // Left empty, the address is made from the title.
      slug: 'tide-tables',
      writeUp: '## Why\n\nSailors asked.',
    });
    expect(answer.headers.get('location')).toBe(`/admin/projects?saved=${added!._id}`);
  });

  it('refuses with every value as typed and each wrong field marked, saving nothing', async () => {
    const { stores, context } = setUp();
    const before = await stores.projects.list({ includeHidden: true });
    const wrong = {
      ...typed,
      title: '   ',
      type: 'secret',
      url: 'javascript:alert(1)',
      sourceUrl: 'data:text/html,hi',
      tags: Array.from({ length: 51 }, (_, index) => `t${index}`).join(','),
      description: 'nul \u0000 here',
    };
    const raw = await projectFormAction(context, post('/x', wrong), undefined);
    const answer = answerOf(raw);
    expect(answer.status).toBe(400);
    expect(answer.message).toBe('Check the fields marked below: nothing was saved.');
    expect(answer.errors).toEqual({
      title: 'Title is required',
      type: "Type must be 'client' or 'personal'",
      url: 'URL must be an http or https address, or a path on this site',
      sourceUrl: 'Source URL must be an http or https address, or a path on this site',
      tags: 'Tags may hold at most 50 entries',
      description: 'Text must not contain NUL characters',
    });
    expect(answer.values).toEqual({ ...wrong, hidden: false });
    expect(await stores.projects.list({ includeHidden: true })).toEqual(before);
  });

  it('marks a case study address another project has, keeping what was typed', async () => {
    const { stores, context } = setUp();
    const before = await stores.projects.list({ includeHidden: true });
    const taken = { ...typed, slug: 'harbor-pine-storefront' };
    const answer = answerOf(await projectFormAction(context, post('/x', taken), undefined));
    expect(answer.status).toBe(409);
    expect(answer.errors).toEqual({
      slug: "A project with the slug 'harbor-pine-storefront' already exists",
    });
    expect(answer.values).toEqual({ ...taken, hidden: false });
    expect(await stores.projects.list({ includeHidden: true })).toEqual(before);
  });

  it('edits a project in place, keeping its position; an unknown one is gone', async () => {
    const { stores, context } = setUp();
    const [first, second] = await stores.projects.list({ type: 'client' });
    const fields = { ...typed, type: 'client', title: 'Renamed' };
    const answer = (await projectFormAction(context, post('/x', fields), first!._id)) as Response;
    expect(answer.status).toBe(302);
    const [renamed, next] = await stores.projects.list({ type: 'client' });
    expect([renamed?.title, next?._id]).toEqual(['Renamed', second!._id]);

    for (const missing of ['no-such-id', 'nul\u0000id']) {
      const gone = answerOf(await projectFormAction(context, post('/x', fields), missing));
      expect(gone.status).toBe(404);
      expect(gone.values).toMatchObject({ title: 'Renamed' });
    }
  });

  it('sends a signed-out visitor to sign in', async () => {
    const { context } = setUp({ signedIn: false });
    await expect(projectFormAction(context, post('/x', typed), undefined)).rejects.toMatchObject({
      status: 302,
    });
  });
});

describe('the projects list', () => {
  it('moves, hides, shows and deletes, saying what it did', async () => {
    const { stores, context } = setUp();
    const [first, second] = await stores.projects.list({ type: 'client' });
    const act = async (intent: string, id = second!._id) =>
      answerOf(await projectsListAction(context, post('/admin/projects', { intent, id })));

    expect(await act('up')).toEqual({
      message: `“${second!.title}” moved up.`,
      done: true,
      focus: `move-up-${second!._id}`,
      status: 200,
    });
    expect((await act('up')).message).toBe(`“${second!.title}” is first already.`);
    expect((await stores.projects.list({ type: 'client' }))[1]?._id).toBe(first!._id);

    expect((await act('hide')).message).toBe(
      `“${second!.title}” is hidden: visitors no longer see it.`,
    );
    expect((await stores.projects.list()).map((project) => project._id)).not.toContain(second!._id);
    expect((await act('show')).message).toBe(`“${second!.title}” is shown to visitors again.`);
    expect((await act('delete')).message).toBe(`“${second!.title}” deleted.`);
    expect(await act('delete')).toMatchObject({ message: 'That project is gone.', status: 404 });
    expect(await act('sideways', first!._id)).toMatchObject({ done: false, status: 400 });
  });
});

describe('an id that cannot exist', () => {
  // The database's own refusal of a NUL byte would be a 500: the real stores, then.
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ driver: 'pglite' });
    await database.migrate();
  });
  afterAll(() => database?.close());

  it('is a project that is gone, never a database error', async () => {
    const context = {
      stores: createDbStores(database.db),
      owner: { signedIn: DEVICE },
    } as AppLoadContext;
    const id = 'nul\u0000id';
    const listed = answerOf(
      await projectsListAction(context, post('/admin/projects', { intent: 'hide', id })),
    );
    expect(listed).toMatchObject({ message: 'That project is gone.', status: 404 });
    const saved = answerOf(await projectFormAction(context, post('/x', typed), id));
    expect(saved.status).toBe(404);
    await expect(projectFormData(context, post('/x', {}), id)).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});
