import { expect, it } from 'vitest';
import type { TestApi } from './api-server';

/** What a visitor write is given and the one message it must answer with. */
export type Rejection = [name: string, body: unknown, message: string];

/** One test a case: posting `body` (none when undefined) to `endpoint` answers 400 `{ message }`. */
export function itRejects(api: TestApi, endpoint: string, cases: Rejection[]): void {
  for (const [name, body, message] of cases) {
    it(`${name} → 400 '${message}'`, async () => {
      const response = await api.request(endpoint, {
        method: 'POST',
        ...(body === undefined ? {} : { body }),
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
    });
  }
}

/** A text one character over `max` in the body `withText` builds, and the rule's wording. */
export function tooLong(
  name: string,
  label: string,
  max: number,
  withText: (text: string) => unknown,
): Rejection {
  return [name, withText('x'.repeat(max + 1)), `${label} must be at most ${max} characters long`];
}

/** Each owner POST of a body to `endpoint` answers 400 with exactly its message. */
export async function expectOwnerRejections(
  api: TestApi,
  endpoint: string,
  cases: [body: unknown, message: string][],
): Promise<void> {
  for (const [body, message] of cases) {
    const response = await api.request(endpoint, { body, token: 'owner' });
    expect(response.status, message).toBe(400);
    expect(response.body.message).toBe(message);
  }
}

/** An owner's PUT (of `update`) and DELETE of `itemPath`, an item that does not exist: both 404. */
export async function expectUnknownWrites404(
  api: TestApi,
  itemPath: string,
  update: unknown,
): Promise<void> {
  const put = await api.request(itemPath, { method: 'PUT', body: update, token: 'owner' });
  expect(put.status).toBe(404);
  const remove = await api.request(itemPath, { method: 'DELETE', token: 'owner' });
  expect(remove.status).toBe(404);
}

/** A GET of `path` answers 400 with `message`, or with a message that matches it. */
export async function expectRefusedQuery(
  api: TestApi,
  path: string,
  message: string | RegExp,
): Promise<void> {
  const { status, body } = await api.request(path);
  expect(status, path).toBe(400);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}
