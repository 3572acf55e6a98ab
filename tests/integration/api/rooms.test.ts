import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { documentUpdates, rooms } from '#server/db/schema.ts';
import { useTestApi } from '../support/api-server';
import { describeEachDriver } from '../support/databases';

const UNAUTHORIZED = { message: 'Unauthorized: a valid owner token is required' };

/** The owner's room calls (docs/product.md#rooms-api) and what /api/health tells the owner. */
describeEachDriver(
  'rooms API and room storage in health',
  ({ db }) => {
    const api = useTestApi(db);
    const keptOf = async (id: string) =>
      (await db().database.db.select().from(rooms).where(eq(rooms.id, id)))[0]?.kept;

    it('PUT and DELETE /api/rooms/{id}/keep mark a room kept and not, for the owner only', async () => {
      const id = `kept-${Date.now().toString(36)}`;
      await db().database.db.insert(rooms).values({ id });
      const keep = `/api/rooms/${id}/keep`;

      for (const token of [undefined, 'not-the-owner-token-at-all-0123456789']) {
        for (const method of ['PUT', 'DELETE']) {
          const response = await api.request(keep, { method, token });
          expect(response.status, `${method} ${token}`).toBe(401);
          expect(response.body).toEqual(UNAUTHORIZED);
        }
      }
      expect(await keptOf(id)).toBe(false);

      const kept = await api.request(keep, { method: 'PUT', token: 'owner' });
      expect(kept).toMatchObject({ status: 200, body: { id, kept: true } });
      expect(await keptOf(id)).toBe(true);
      const unkept = await api.request(keep, { method: 'DELETE', token: 'owner' });
      expect(unkept).toMatchObject({ status: 200, body: { id, kept: false } });
      expect(await keptOf(id)).toBe(false);

      for (const missing of ['no-such-room', 'not a room id', 'x'.repeat(65)]) {
        const response = await api.request(`/api/rooms/${encodeURIComponent(missing)}/keep`, {
          method: 'PUT',
          token: 'owner',
        });
        expect(response, missing).toMatchObject({
          status: 404,
          body: { message: 'Room not found' },
        });
      }
    });

    it('GET /api/health tells the owner the room storage total and budget, nobody else', async () => {
      await db()
        .database.db.insert(documentUpdates)
        .values({ docName: 'stored-room', update: new Uint8Array(1234) });

      const anonymous = await api.request('/api/health');
      expect(anonymous).toMatchObject({ status: 200, body: { status: 'ok' } });
      expect(Object.keys(anonymous.body)).toEqual(['status']);

      const owner = await api.request('/api/health', { token: 'owner' });
      expect(owner.status).toBe(200);
      expect(owner.body).toEqual({
        status: 'ok',
        roomStorage: { bytes: 1234, maxBytes: 1024 * 1024 * 1024 },
      });

      const wrong = await api.request('/api/health', { token: 'not-the-owner-token-0123456789' });
      expect(wrong).toMatchObject({ status: 401, body: UNAUTHORIZED });
    });
  },
  { seed: false },
);
