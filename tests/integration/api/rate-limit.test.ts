import { expect, it } from 'vitest';
import type { PublicComment } from '#common/types.ts';
import { useTestApi } from '../support/api-server';
import { validComment } from '../support/visitor-samples';
import { describeEachDriver } from '../support/databases';

const LIMIT = 3;
const TOO_MANY = { message: 'Too many requests, please try again in a minute.' };
const comment = validComment;
const contact = { name: 'Grace', email: 'grace@example.com', message: 'Hello!' };

describeEachDriver('rate limits on visitor writes', ({ db }) => {
  // One trusted proxy: the client address comes from X-Forwarded-For.
  const api = useTestApi(db, {
    env: { RATE_LIMIT_WRITES_PER_MINUTE: String(LIMIT), TRUST_PROXY: '1' },
  });

  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it(`allows ${LIMIT} comments a minute per address, then answers 429`, async () => {
    for (let i = 0; i < LIMIT; i++) {
      const response = await api.request('/api/comments', {
        body: comment,
        headers: from('203.0.113.1'),
      });
      expect(response.status).toBe(201);
    }
    const blocked = await api.request('/api/comments', {
      body: comment,
      headers: from('203.0.113.1'),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    // Another visitor is not affected.
    const other = await api.request('/api/comments', {
      body: comment,
      headers: from('203.0.113.2'),
    });
    expect(other.status).toBe(201);
    // Reads are never limited.
    expect(
      (
        await api.request<PublicComment[]>(`/api/comments/${comment.postSlug}`, {
          headers: from('203.0.113.1'),
        })
      ).status,
    ).toBe(200);
  });

  it('counts invalid attempts too, and limits contact separately', async () => {
    const ip = from('198.51.100.7');
    for (let i = 0; i < LIMIT; i++) {
      expect((await api.request('/api/contact', { body: {}, headers: ip })).status).toBe(400);
    }
    const blocked = await api.request('/api/contact', { body: contact, headers: ip });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
    expect((await api.request('/api/comments', { body: comment, headers: ip })).status).toBe(201);
  });

  it('refuses an over-limit write before reading its body', async () => {
    const ip = from('198.51.100.9');
    for (let i = 0; i < LIMIT; i++) {
      await api.request('/api/comments', { rawBody: '{"not json', headers: ip });
    }
    // Malformed JSON would be a 400 if the body were parsed first.
    const blocked = await api.request('/api/comments', { rawBody: '{"not json', headers: ip });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(TOO_MANY);
  });
});
