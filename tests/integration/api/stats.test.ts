import { describe, expect, it } from 'vitest';
import { sampleStats } from '#common/sample-content/index.ts';
import type { Stat } from '#common/types.ts';
import { useTestApi } from '../support/api-server';
import { describeEachDriver } from '../support/databases';
import {
  expectOwnerRejections,
  expectRefusedQuery,
  expectUnknownWrites404,
} from '../support/rejections';

/** Matches any string (Vitest types its matchers as `any`). */
const aString: unknown = expect.any(String);

const labels = (stats: { label: string }[]) => stats.map((stat) => stat.label);

describeEachDriver('stats API', ({ db }) => {
  const api = useTestApi(db);

  it('lists the active stats ordered by order', async () => {
    const { status, body } = await api.request<Stat[]>('/api/stats/stats?active=true');
    expect(status).toBe(200);
    const expected = sampleStats
      .filter((stat) => stat.active)
      .toSorted((a, b) => a.order - b.order);
    expect(body).toEqual(expected.map((stat) => ({ ...stat, _id: aString })));
  });

  it('finds one stat; unknown ids are 404', async () => {
    const first = (await api.request<Stat[]>('/api/stats/stats')).body[0]!;
    const one = await api.request<Stat>(`/api/stats/stats/${first._id}`);
    expect(one.body).toEqual(first);
    const missing = await api.request('/api/stats/stats/nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Stat not found' });
  });

  it('refuses an active filter other than true or false', async () => {
    await expectRefusedQuery(api, '/api/stats/stats?active=yes', 'active must be true or false');
  });

  describe('owner writes', () => {
    it('refuses writes without the right token', async () => {
      const body = { label: 'Coffees', value: 1 };
      expect((await api.request('/api/stats/stats', { body })).status).toBe(401);
      expect((await api.request('/api/stats/stats', { body, token: 'bad' })).status).toBe(401);
    });

    it('creates an inactive stat (listed only without active=true), updates and deletes it', async () => {
      const created = await api.request<Stat>('/api/stats/stats', {
        body: { label: 'Coffees', value: 999, suffix: 'k', order: 0, active: false },
        token: 'owner',
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        label: 'Coffees',
        value: 999,
        suffix: 'k',
        active: false,
      });

      expect(
        labels((await api.request<Stat[]>('/api/stats/stats?active=true')).body),
      ).not.toContain('Coffees');
      const all = await api.request<Stat[]>('/api/stats/stats');
      expect(labels(all.body)[0]).toBe('Coffees');

      const updated = await api.request<Stat>(`/api/stats/stats/${created.body._id}`, {
        method: 'PUT',
        body: { active: true, order: 99 },
        token: 'owner',
      });
      expect(updated.body).toMatchObject({ label: 'Coffees', active: true, order: 99 });
      expect(labels((await api.request<Stat[]>('/api/stats/stats?active=true')).body).at(-1)).toBe(
        'Coffees',
      );

      const removed = await api.request(`/api/stats/stats/${created.body._id}`, {
        method: 'DELETE',
        token: 'owner',
      });
      expect(removed.status).toBe(200);
      expect((await api.request(`/api/stats/stats/${created.body._id}`)).status).toBe(404);
    });

    it('validates stat fields, including integer range', async () => {
      const cases: [unknown, string][] = [
        [{ value: 1 }, 'Label is required'],
        [{ label: 'X' }, 'Value must be a number'],
        [{ label: 'X', value: '5' }, 'Value must be a number'],
        [{ label: 'X', value: 1.5 }, 'Value must be a whole number'],
        [{ label: 'X', value: 1e12 }, 'Value is out of range'],
        [{ label: 'X', value: 1, active: 'no' }, 'Active must be true or false'],
      ];
      await expectOwnerRejections(api, '/api/stats/stats', cases);
    });

    it('answers 404 for writes to unknown stats', async () => {
      await expectUnknownWrites404(api, '/api/stats/stats/nope', { value: 2 });
    });
  });
});
