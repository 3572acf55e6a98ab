import { describe, expect, it } from 'vitest';
import { HEALTH_PATH, pingHealth } from './keep-alive';

describe('pingHealth', () => {
  it('asks /api/health and reports the status', async () => {
    const asked: string[] = [];
    const fetcher = ((url: string) => {
      asked.push(url);
      return Promise.resolve(new Response('{}', { status: 200 }));
    }) as typeof fetch;
    await expect(pingHealth(fetcher)).resolves.toBe('keep-alive: /api/health answered 200');
    expect(asked).toEqual([HEALTH_PATH]);
  });

  it('reports a failure instead of throwing', async () => {
    const fetcher = (() => Promise.reject(new Error('offline'))) as typeof fetch;
    await expect(pingHealth(fetcher)).resolves.toBe(
      'keep-alive: /api/health unreachable (offline)',
    );
  });
});
