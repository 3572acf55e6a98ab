export type PostResult = { ok: true } | { ok: false; serverMessage: string | null };

/**
 * POSTs JSON to our API. Never throws: a network failure or an error status becomes
 * `{ ok: false }`, with the API's `{message}` when it sent one.
 */
export async function postJson(
  url: string,
  body: unknown,
  fetchImpl: typeof fetch = fetch,
): Promise<PostResult> {
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.ok) return { ok: true };
    const payload = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof payload?.message === 'string' ? payload.message.trim() : '';
    return { ok: false, serverMessage: message || null };
  } catch {
    return { ok: false, serverMessage: null };
  }
}
