import { describe, expect, it } from 'vitest';
import { API_JSON_BODY_LIMIT_BYTES } from '#server/limits/bounds.ts';
import { NUL_TEXT_MESSAGE } from '#common/schemas.ts';
import { rawRequest } from '../pages/support/raw-request';
import { startTestApi, useTestApi } from '../support/api-server';
import { validComment } from '../support/visitor-samples';
import { describeEachDriver, openTestDatabase } from '../support/databases';

const comment = validComment;

describeEachDriver('API errors, health and auth', ({ db }) => {
  const api = useTestApi(db);

  it('GET /api/health answers ok after pinging the database', async () => {
    const { status, body } = await api.request<{ status: string }>('/api/health');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok' });
  });

  it('answers malformed JSON, and a bare JSON value, with 400 and a message', async () => {
    for (const rawBody of [
      '{"postSlug": ',
      '{bad json}',
      "{'single': 'quotes'}",
      '"just a string"',
      '5',
      'null',
    ]) {
      const response = await api.request('/api/comments', { method: 'POST', rawBody });
      expect(response.status, rawBody).toBe(400);
      expect(response.body).toEqual({ message: 'Malformed JSON in request body' });
    }
  });

  it('answers a body over the limit with 413 and a message', async () => {
    const big = { ...comment, content: 'x'.repeat(API_JSON_BODY_LIMIT_BYTES + 1) };
    const response = await api.request('/api/comments', { body: big });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'Request body is too large (limit 100 kB)' });
  });

  it('refuses a declared length over the limit at once, without waiting for the body', async () => {
    // 300 MB announced, a few bytes sent and the request left open.
    const response = await rawRequest(`${api.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(300 * 1024 * 1024) },
      body: [Buffer.from('{"name":')],
      end: false,
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({
      message: 'Request body is too large (limit 100 kB)',
    });
  });

  it('answers deeply nested JSON with 400, never 500', async () => {
    const LEVELS = 9000;
    const arrays = `${'['.repeat(LEVELS)}"x"${']'.repeat(LEVELS)}`;
    const objects = `${'{"a":'.repeat(LEVELS)}"x"${'}'.repeat(LEVELS)}`;
    const withNul = `${'['.repeat(LEVELS)}"\\u0000"${']'.repeat(LEVELS)}`;
    for (const path of ['/api/comments', '/api/contact']) {
      for (const nested of [arrays, objects]) {
        for (const rawBody of [
          nested,
          `{"postSlug":${nested},"name":"Ada"}`,
          `{"extra":${nested}}`,
        ]) {
          const response = await api.request(path, { rawBody });
          expect(response.status, `${path} ${rawBody.slice(0, 40)}`).toBe(400);
          expect(response.body).toEqual({ message: 'All fields are required' });
        }
      }
      const nul = await api.request(path, { rawBody: `{"extra":${withNul}}` });
      expect(nul.status).toBe(400);
      expect(nul.body).toEqual({ message: NUL_TEXT_MESSAGE });
    }
  });

  it('treats a non-JSON content type as an empty body', async () => {
    const response = await api.request('/api/contact', {
      rawBody: 'name=a&email=b&message=c',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'All fields are required' });
  });

  it('answers unknown /api routes and methods with 404 JSON', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['GET', '/api'],
      ['POST', '/api/health'],
      ['PATCH', '/api/blog/posts'],
      ['GET', '/api/blog/posts/slug'],
      ['DELETE', '/api/contact'],
    ] as const) {
      const response = await api.request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(typeof response.body.message).toBe('string');
    }
  });

  it('answers a badly encoded path with 400, not 500', async () => {
    const response = await api.request('/api/blog/posts/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(typeof response.body.message).toBe('string');
  });

  it('accepts the owner token only as a Bearer credential', async () => {
    const path = '/api/comments/admin/unapproved';
    const token = api.config.ADMIN_TOKEN!;
    expect((await api.request(path, { headers: { authorization: token } })).status).toBe(401);
    expect((await api.request(path, { headers: { authorization: `Basic ${token}` } })).status).toBe(
      401,
    );
    expect((await api.request(path, { token: token.slice(0, -1) })).status).toBe(401);
    expect((await api.request(path, { token: `${token}x` })).status).toBe(401);
    expect(
      (await api.request(path, { headers: { authorization: `bearer ${token}` } })).status,
    ).toBe(200);
  });

  describe('with ADMIN_TOKEN unset', () => {
    const open = useTestApi(db, { env: { ADMIN_TOKEN: undefined } });

    it('refuses every owner call, whatever token is sent', async () => {
      for (const token of [undefined, '', 'anything-at-all-that-is-long-enough', 'undefined']) {
        const options =
          token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } };
        const list = await open.request('/api/comments/admin/unapproved', options);
        expect(list.status).toBe(401);
        const create = await open.request('/api/stats/stats', {
          ...options,
          body: { label: 'X', value: 1 },
        });
        expect(create.status).toBe(401);
      }
    });
  });
});

describe('GET /api/health with the database down', () => {
  it('answers 503 with a message', async () => {
    const broken = await openTestDatabase('pglite', { seed: false });
    const api = await startTestApi(broken);
    try {
      await broken.database.close();
      const { status, body } = await api.request('/api/health');
      expect(status).toBe(503);
      expect(body).toEqual({ message: 'Database unavailable' });
    } finally {
      await api.close();
    }
  });
});
