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
