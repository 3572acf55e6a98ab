import { describe, expect, it } from 'vitest';
import { sampleClientProjects, samplePersonalProjects } from '#common/sample-content/index.ts';
import { POST_MARKDOWN_MAX_LENGTH } from '#common/content-limits.ts';
import type { Category, Project } from '#common/types.ts';
import { useTestApi } from '../support/api-server';
import { describeEachDriver } from '../support/databases';
import {
  expectOwnerRejections,
  expectRefusedQuery,
  expectUnknownWrites404,
} from '../support/rejections';

const allSamples = [...sampleClientProjects, ...samplePersonalProjects];
const titles = (projects: { title: string }[]) => projects.map((project) => project.title);

describeEachDriver('projects API', ({ db }) => {
  const api = useTestApi(db);

  describe('reads', () => {
    it('lists every project in display order, _id = id', async () => {
      const { status, body } = await api.request<Project[]>('/api/projects');
      expect(status).toBe(200);
      expect(titles(body)).toEqual(titles(allSamples));
      for (const project of body) expect(project._id).toBe(project.id);
    });

    it('lists client and personal work separately', async () => {
      const client = await api.request<Project[]>('/api/projects/client');
      expect(titles(client.body)).toEqual(titles(sampleClientProjects));
      const personal = await api.request<Project[]>('/api/projects/personal');
      expect(titles(personal.body)).toEqual(titles(samplePersonalProjects));
      // The hiding rule is the page's job: the API still lists Algorithm Visualizer.
      expect(titles(personal.body)).toContain('Algorithm Visualizer');
    });

    it('filters by category (main or list, any case) and by type', async () => {
      const tools = await api.request<Project[]>('/api/projects/personal?category=TOOL');
      const expected = samplePersonalProjects.filter(
        (project) => project.category === 'tool' || project.categories.includes('tool'),
      );
      expect(titles(tools.body)).toEqual(titles(expected));
      const byType = await api.request<Project[]>('/api/projects?type=client');
      expect(titles(byType.body)).toEqual(titles(sampleClientProjects));
      await expectRefusedQuery(
        api,
        '/api/projects?type=secret',
        "type must be 'client' or 'personal'",
      );
    });

    it('lists project categories as {name, slug}', async () => {
      const { status, body } = await api.request<Category[]>('/api/projects/categories');
      expect(status).toBe(200);
      const slugs = new Set(
        allSamples.flatMap((project) => [project.category, ...project.categories]),
      );
      expect(body.map((category: { slug: string }) => category.slug).sort()).toEqual(
        [...slugs].sort(),
      );
      expect(body).toContainEqual({ name: 'Education', slug: 'education' });
      expect(body).toContainEqual({ name: 'UI', slug: 'ui' });
    });

    it('finds one project by id; unknown ids are 404', async () => {
      const first = (await api.request<Project[]>('/api/projects')).body[0]!;
      const one = await api.request<Project>(`/api/projects/${first._id}`);
      expect(one.status).toBe(200);
      expect(one.body).toEqual(first);
      for (const id of ['nope', '123', 'a%00b']) {
        const missing = await api.request(`/api/projects/${id}`);
        expect(missing.status).toBe(404);
        expect(missing.body).toEqual({ message: 'Project not found' });
      }
    });
  });

  describe('owner writes', () => {
    const project = {
      title: 'Owner Project',
      category: 'tool',
      type: 'personal',
      tags: ['Test'],
      categories: ['Tool', 'web'],
    };

    it('refuses writes without the right token', async () => {
      for (const token of [undefined, 'not-the-token']) {
        expect((await api.request('/api/projects', { body: project, token })).status).toBe(401);
      }
      const first = (await api.request<Project[]>('/api/projects')).body[0]!;
      const put = await api.request(`/api/projects/${first._id}`, {
        method: 'PUT',
        body: { title: 'Hacked' },
      });
      expect(put.status).toBe(401);
      const del = await api.request(`/api/projects/${first._id}`, { method: 'DELETE', token: 'x' });
      expect(del.status).toBe(401);
      expect((await api.request<Project>(`/api/projects/${first._id}`)).body.title).toBe(
        first.title,
      );
    });

    it('creates a project at the end, updates and deletes it', async () => {
      const created = await api.request<Project>('/api/projects', {
        body: project,
        token: 'owner',
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        title: 'Owner Project',
        type: 'personal',
        categories: ['tool', 'web'],
        description: '',
        url: '',
        sourceUrl: '',
        hidden: false,
      });
      const personal = await api.request<Project[]>('/api/projects/personal');
      expect(personal.body.at(-1)?._id).toBe(created.body._id);

      const updated = await api.request<Project>(`/api/projects/${created.body._id}`, {
        method: 'PUT',
        body: { type: 'client', description: 'Now client work' },
        token: 'owner',
      });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        title: 'Owner Project',
        type: 'client',
        description: 'Now client work',
      });
      expect(titles((await api.request<Project[]>('/api/projects/client')).body)).toContain(
        'Owner Project',
      );

      const removed = await api.request(`/api/projects/${created.body._id}`, {
        method: 'DELETE',
        token: 'owner',
      });
      expect(removed.status).toBe(200);
      expect((await api.request(`/api/projects/${created.body._id}`)).status).toBe(404);
    });

    it('validates project fields', async () => {
      const cases: [unknown, string][] = [
        [{ ...project, title: '' }, 'Title is required'],
        [{ ...project, type: 'secret' }, "Type must be 'client' or 'personal'"],
        [{ ...project, type: undefined }, "Type must be 'client' or 'personal'"],
        [{ ...project, categories: [1] }, 'Each entry of Categories must be text'],
        [
          { ...project, sourceUrl: 'javascript:alert(1)' },
          'Source URL must be an http or https address, or a path on this site',
        ],
      ];
      await expectOwnerRejections(api, '/api/projects', cases);
      const first = (await api.request<Project[]>('/api/projects')).body[0]!;
      const badUpdate = await api.request(`/api/projects/${first._id}`, {
        method: 'PUT',
        body: { type: 'nope' },
        token: 'owner',
      });
      expect(badUpdate.status).toBe(400);
      expect(badUpdate.body.message).toBe("Type must be 'client' or 'personal'");
      expect((await api.request<Project>(`/api/projects/${first._id}`)).body.type).toBe(first.type);
    });

    it('makes the slug from the title, keeps it unique and stores the write-up', async () => {
      const created = await api.request<Project>('/api/projects', {
        body: { ...project, title: 'Case Study: Ünïcode & Co', writeUp: '## Problem\r\n\nSlow.' },
        token: 'owner',
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        slug: 'case-study-unicode-co',
        writeUp: '## Problem\n\nSlow.',
      });
      const again = await api.request('/api/projects', {
        body: { ...project, title: 'Case study: unicode co' },
        token: 'owner',
      });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({
        message: "A project with the slug 'case-study-unicode-co' already exists",
      });
      const first = (await api.request<Project[]>('/api/projects')).body[0]!;
      const taken = await api.request(`/api/projects/${first._id}`, {
        method: 'PUT',
        body: { slug: 'case-study-unicode-co' },
        token: 'owner',
      });
      expect(taken.status).toBe(409);
      const renamed = await api.request<Project>(`/api/projects/${created.body._id}`, {
        method: 'PUT',
        body: { slug: 'renamed-study' },
        token: 'owner',
      });
      expect(renamed.body).toMatchObject({ slug: 'renamed-study', writeUp: '## Problem\n\nSlow.' });
      await api.request(`/api/projects/${created.body._id}`, { method: 'DELETE', token: 'owner' });
    });

    it('validates the slug and the write-up', async () => {
      await expectOwnerRejections(api, '/api/projects', [
        [
          { ...project, slug: 'Not A Slug' },
          'Slug may contain only lowercase letters, digits and single hyphens',
        ],
        [{ ...project, title: '!!!' }, 'Slug is required when the title has no letters or digits'],
        [{ ...project, writeUp: 42 }, 'Write-up must be text'],
        [
          { ...project, writeUp: 'x'.repeat(POST_MARKDOWN_MAX_LENGTH + 1) },
          `Write-up must be at most ${POST_MARKDOWN_MAX_LENGTH} characters long`,
        ],
      ]);
    });

    it('answers 404 for writes to unknown projects', async () => {
      await expectUnknownWrites404(api, '/api/projects/nope', { title: 'x' });
      const move = await api.request('/api/projects/nope/move', {
        body: { direction: 'up' },
        token: 'owner',
      });
      expect(move.status).toBe(404);
      expect(move.body).toEqual({ message: 'Project not found' });
    });
  });

  describe('hidden projects', () => {
    it('are the owner’s alone: no visitor read lists, finds or counts one', async () => {
      const created = await api.request<Project>('/api/projects', {
        body: { title: 'Kept Quiet', category: 'Whisper', type: 'client', hidden: true },
        token: 'owner',
      });
      expect(created.status).toBe(201);
      expect(created.body.hidden).toBe(true);
      const id = created.body._id;
      const ids = (projects: Project[]) => projects.map((project) => project._id);

      for (const path of ['/api/projects', '/api/projects/client', '/api/projects?type=client']) {
        expect(ids((await api.request<Project[]>(path)).body), path).not.toContain(id);
      }
      expect((await api.request<Project[]>('/api/projects?category=whisper')).body).toEqual([]);
      const categories = await api.request<Category[]>('/api/projects/categories');
      expect(categories.body.map((category) => category.slug)).not.toContain('whisper');
      const visitorRead = await api.request(`/api/projects/${id}`);
      expect(visitorRead.status).toBe(404);
      expect(visitorRead.body).toEqual({ message: 'Project not found' });

      // The owner's token sees it; a wrong one is told so rather than shown less.
      const owned = await api.request<Project[]>('/api/projects/client', { token: 'owner' });
      expect(ids(owned.body)).toContain(id);
      expect((await api.request<Project>(`/api/projects/${id}`, { token: 'owner' })).body).toEqual(
        created.body,
      );
      expect((await api.request('/api/projects', { token: 'not-the-token' })).status).toBe(401);

      const shown = await api.request<Project>(`/api/projects/${id}`, {
        method: 'PUT',
        body: { hidden: false },
        token: 'owner',
      });
      expect(shown.body).toMatchObject({ title: 'Kept Quiet', hidden: false });
      expect(ids((await api.request<Project[]>('/api/projects/client')).body)).toContain(id);
      await api.request(`/api/projects/${id}`, { method: 'DELETE', token: 'owner' });
    });

    it('refuses a hidden flag that is not true or false', async () => {
      await expectOwnerRejections(api, '/api/projects', [
        [
          { title: 'x', category: 'web', type: 'client', hidden: 'yes' },
          'Hidden must be true or false',
        ],
      ]);
    });
  });

  describe('order', () => {
    it('moves a project one place among its type, by the owner only', async () => {
      const before = (await api.request<Project[]>('/api/projects/client')).body;
      const second = before[1]!;
      const path = `/api/projects/${second._id}/move`;
      expect((await api.request(path, { body: { direction: 'up' } })).status).toBe(401);

      const moved = await api.request<Project>(path, { body: { direction: 'up' }, token: 'owner' });
      expect(moved.status).toBe(200);
      expect(moved.body).toEqual(second);
      const after = (await api.request<Project[]>('/api/projects/client')).body;
      expect(titles(after)).toEqual(titles([second, before[0]!, ...before.slice(2)]));
      // Already first: answered as it is, nothing moves.
      expect((await api.request(path, { body: { direction: 'up' }, token: 'owner' })).status).toBe(
        200,
      );
      expect(titles((await api.request<Project[]>('/api/projects/client')).body)).toEqual(
        titles(after),
      );

      for (const body of [{}, { direction: 'sideways' }]) {
        const refused = await api.request(path, { body, token: 'owner' });
        expect(refused.status).toBe(400);
        expect(refused.body).toEqual({ message: "Direction must be 'up' or 'down'" });
      }
      await api.request(path, { body: { direction: 'down' }, token: 'owner' });
      expect(titles((await api.request<Project[]>('/api/projects/client')).body)).toEqual(
        titles(before),
      );
    });
  });
});
