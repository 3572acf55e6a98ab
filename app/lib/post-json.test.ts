import { describe, expect, it, vi } from 'vitest';
import { postJson } from './post-json';

const reply = (status: number, body: unknown) =>
  vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status })),
  ) as unknown as typeof fetch;

describe('postJson', () => {
  it('sends JSON and reports success', async () => {
    const fetchImpl = reply(201, { _id: '1' });
    expect(await postJson('/api/x', { a: 1 }, fetchImpl)).toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledWith(
      '/api/x',
      expect.objectContaining({ method: 'POST', body: '{"a":1}' }),
    );
  });

  it("passes on the API's message", async () => {
    expect(await postJson('/x', {}, reply(400, { message: 'Bad email' }))).toEqual({
      ok: false,
      serverMessage: 'Bad email',
    });
  });

  it('has no message for non-JSON errors and network failures', async () => {
    const html = vi.fn(() => Promise.resolve(new Response('<h1>oops</h1>', { status: 502 })));
    expect(await postJson('/x', {}, html as unknown as typeof fetch)).toEqual({
      ok: false,
      serverMessage: null,
    });
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await postJson('/x', {}, offline as unknown as typeof fetch)).toEqual({
      ok: false,
      serverMessage: null,
    });
  });
});
