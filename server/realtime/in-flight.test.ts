import { describe, expect, it } from 'vitest';
import { InFlightWork } from './in-flight';

const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('InFlightWork', () => {
  it('drains work that running work starts meanwhile, failures included', async () => {
    const work = new InFlightWork();
    const done: string[] = [];
    work.track(
      after(5).then(() => {
        done.push('first');
        work.track(after(5).then(() => done.push('started by first')));
      }),
    );
    work.track(after(1).then(() => Promise.reject(new Error('refused'))));
    expect(await work.drain(1000)).toBe(true);
    expect(done).toEqual(['first', 'started by first']);
    expect(work.size).toBe(0);
  });

  it('gives up at its bound and says so', async () => {
    const work = new InFlightWork();
    work.track(new Promise(() => {}));
    const started = Date.now();
    expect(await work.drain(30)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
