import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { samplePosts } from '#server/content/sample-posts.ts';
import { NUL_TEXT_MESSAGE } from '#common/schemas.ts';
import { UNREADABLE_FORM_MESSAGE } from '#app/lib/read-form.server.ts';
import { RATE_LIMITED_MESSAGE } from '#server/api/middleware/rate-limit.ts';
import {
  MISSING_BOUNDARY_MESSAGE,
  PAGE_BODY_MAX_BYTES,
  WRONG_FORM_TYPE_MESSAGE,
} from '#server/pages/guards.ts';
import { startTestApi, type TestApi } from '../support/api-server';
import { describeEachDriver, type TestDatabase } from '../support/databases';
import { actionPages } from './support/action-pages';
import { rawRequest } from './support/raw-request';

const slug = samplePosts[0]!.slug;
const COMMENT_PATH = `/blog/${slug}`;
const CONTACT_PATH = '/?index';
const URLENCODED = 'application/x-www-form-urlencoded';
const TOO_LARGE = { message: 'Request body is too large (limit 100 kB)' };
const MEGABYTE = 1024 * 1024;

const commentForm = () =>
  new URLSearchParams({
    author: 'Ada',
    email: 'ada@example.com',
    content: 'A thoughtful comment.',
  });
const contactForm = () =>
  new URLSearchParams({ name: 'Grace', email: 'grace@example.com', message: 'Hello!' });

/** Spies on every write and read the actions could make; nothing else touches these stores. */
function spyOnStores(db: TestDatabase) {
  return {
    comments: vi.spyOn(db.stores.comments, 'create'),
    contact: vi.spyOn(db.stores.contact, 'create'),
    postLookups: vi.spyOn(db.stores.posts, 'getBySlug'),
  };
}

describeEachDriver('page requests before React Router', ({ db }) => {
  let api: TestApi;
  let spies: ReturnType<typeof spyOnStores>;
  beforeAll(async () => {
    spies = spyOnStores(db());
    api = await startTestApi(db(), { pages: actionPages });
  });
  afterEach(() => vi.clearAllMocks());
  afterAll(async () => {
    vi.restoreAllMocks();
    await api.close();
  });

  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${api.url}${path}`, { method: 'POST', body, headers });

  it('lets real forms through: urlencoded, multipart and client-side (.data) submissions', async () => {
    expect((await post(CONTACT_PATH, contactForm())).status).toBe(200);
    const multipart = new FormData();
    for (const [name, value] of contactForm()) multipart.set(name, value);
    expect((await post(CONTACT_PATH, multipart)).status).toBe(200);
    expect(spies.contact).toHaveBeenCalledTimes(2);

    for (const path of [COMMENT_PATH, `${COMMENT_PATH}.data`]) {
      const response = await post(path, commentForm());
      expect(response.status, path).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
    }
    expect(spies.comments).toHaveBeenCalledTimes(2);
  });

  it('answers other methods with 405 and Allow, and runs no action', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      for (const [path, form] of [
        [CONTACT_PATH, contactForm()],
        [COMMENT_PATH, commentForm()],
      ] as const) {
        const response = await fetch(`${api.url}${path}`, { method, body: form });
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.get('allow')).toBe('GET, HEAD, POST');
        expect(await response.json()).toEqual({
          message: `The method ${method} is not allowed here`,
        });
      }
    }
    expect(spies.comments).not.toHaveBeenCalled();
    expect(spies.contact).not.toHaveBeenCalled();
  });

  it('answers TRACE with 405 on every path, the API included', async () => {
    for (const path of ['/', COMMENT_PATH, '/api/health', '/favicon.ico']) {
      const response = await rawRequest(`${api.url}${path}`, { method: 'TRACE' });
      expect(response.status, path).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, POST');
      expect(JSON.parse(response.body)).toEqual({
        message: 'The method TRACE is not allowed here',
      });
    }
  });

  it('answers a body that is not a form with 415, or 400 for multipart without a boundary', async () => {
    const cases: [string | undefined, number, string][] = [
      ['application/json', 415, WRONG_FORM_TYPE_MESSAGE],
      ['text/plain', 415, WRONG_FORM_TYPE_MESSAGE],
      [undefined, 415, WRONG_FORM_TYPE_MESSAGE],
      ['multipart/form-data', 400, MISSING_BOUNDARY_MESSAGE],
      ['multipart/form-data; charset=utf-8', 400, MISSING_BOUNDARY_MESSAGE],
      ['multipart/form-data; boundary=""', 400, MISSING_BOUNDARY_MESSAGE],
    ];
    for (const [type, status, message] of cases) {
      for (const path of [CONTACT_PATH, COMMENT_PATH]) {
        const body = Buffer.from(type === 'application/json' ? '{"name":"Grace"}' : 'name=Grace');
        const response = await rawRequest(`${api.url}${path}`, {
          method: 'POST',
          headers: {
            'content-length': String(body.length),
            ...(type ? { 'content-type': type } : {}),
          },
          body: [body],
        });
        expect(response.status, `${type} ${path}`).toBe(status);
        expect(JSON.parse(response.body)).toEqual({ message });
      }
    }
    expect(spies.comments).not.toHaveBeenCalled();
    expect(spies.contact).not.toHaveBeenCalled();
  });

  it('answers a malformed multipart form with 400 and a message', async () => {
    for (const path of [CONTACT_PATH, COMMENT_PATH]) {
      const response = await post(path, 'not a multipart body', {
        'content-type': 'multipart/form-data; boundary=abc',
      });
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ ok: false, message: UNREADABLE_FORM_MESSAGE });
    }
    expect(spies.contact).not.toHaveBeenCalled();
  });

  it('refuses a declared length over 100 kB at once, without waiting for the body', async () => {
    // 300 MB announced, a few bytes sent and the request left open: only an answer that does
    // not wait for the body can arrive.
    const response = await rawRequest(`${api.url}${CONTACT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': URLENCODED, 'content-length': String(300 * MEGABYTE) },
      body: [Buffer.from(contactForm().toString())],
      end: false,
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual(TOO_LARGE);
    expect(spies.contact).not.toHaveBeenCalled();
  });

  it('cuts off a chunked body past 100 kB with 413, and the action stores nothing', async () => {
    // A valid comment padded with a field the action ignores: stored if the body were read.
    const padded = (bytes: number) =>
      Buffer.from(`${commentForm().toString()}&padding=${'x'.repeat(bytes)}`);
    for (const end of [true, false]) {
      const response = await rawRequest(`${api.url}${COMMENT_PATH}`, {
        method: 'POST',
        headers: { 'content-type': URLENCODED, 'transfer-encoding': 'chunked' },
        body: [padded(PAGE_BODY_MAX_BYTES / 2), Buffer.alloc(PAGE_BODY_MAX_BYTES / 2 + 1, 'x')],
        end,
      });
      expect(response.status, `ended: ${end}`).toBe(413);
      expect(JSON.parse(response.body)).toEqual(TOO_LARGE);
    }
    expect(spies.comments).not.toHaveBeenCalled();

    const small = await rawRequest(`${api.url}${COMMENT_PATH}`, {
      method: 'POST',
      headers: { 'content-type': URLENCODED, 'transfer-encoding': 'chunked' },
      body: [padded(1000), Buffer.from('x'.repeat(1000))],
    });
    expect(small.status).toBe(200);
    expect(spies.comments).toHaveBeenCalledTimes(1);
  });

  it('refuses NUL characters as the API does, and a NUL slug as not found without a query', async () => {
    const contact = contactForm();
    contact.set('message', 'Hello\u0000there');
    const refused = await post(CONTACT_PATH, contact);
    expect(refused.status).toBe(400);
    // What was sent comes back, for the form to show again.
    expect(await refused.json()).toEqual({
      ok: false,
      message: NUL_TEXT_MESSAGE,
      fields: Object.fromEntries(contact),
    });
    expect(spies.contact).not.toHaveBeenCalled();

    for (const path of ['/blog/%00', '/blog/a%00b', '/blog/%00.data']) {
      const response = await post(path, commentForm());
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ ok: false, message: 'Post not found' });
    }
    expect(spies.postLookups).not.toHaveBeenCalled();
    expect(spies.comments).not.toHaveBeenCalled();
  });
});

describe('the write limit on page actions', () => {
  const LIMIT = 3;
  describeEachDriver('with a small limit', ({ db }) => {
    let api: TestApi;
    beforeAll(async () => {
      api = await startTestApi(db(), {
        pages: actionPages,
        env: { RATE_LIMIT_WRITES_PER_MINUTE: String(LIMIT), TRUST_PROXY: '1' },
      });
    });
    afterAll(() => api.close());

    it(`runs ${LIMIT} writes a minute per address, then answers 429 with what was sent, writing nothing`, async () => {
      const create = vi.spyOn(db().stores.contact, 'create');
      try {
        const send = (ip: string) =>
          fetch(`${api.url}${CONTACT_PATH}`, {
            method: 'POST',
            body: contactForm(),
            headers: { 'x-forwarded-for': ip },
          });
        for (let i = 0; i < LIMIT; i++) expect((await send('203.0.113.9')).status).toBe(200);
        // Refused requests never reach an action, so they do not use up the allowance.
        const put = await fetch(`${api.url}${CONTACT_PATH}`, {
          method: 'PUT',
          body: contactForm(),
          headers: { 'x-forwarded-for': '203.0.113.10' },
        });
        expect(put.status).toBe(405);
        const blocked = await send('203.0.113.9');
        expect(blocked.status).toBe(429);
        expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
        // The page still answers, so a form without JavaScript shows why and keeps its text.
        expect(await blocked.json()).toEqual({
          ok: false,
          message: RATE_LIMITED_MESSAGE,
          fields: Object.fromEntries(contactForm()),
        });
        expect(create).toHaveBeenCalledTimes(LIMIT);
        expect((await send('203.0.113.10')).status).toBe(200);
        // Reading pages is never limited.
        const page = await fetch(`${api.url}/`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
        expect(page.status).toBe(200);
      } finally {
        vi.restoreAllMocks();
      }
    });
  });
});
