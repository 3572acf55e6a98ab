import { describe, expect, it } from 'vitest';
import { QueueFullError } from './bounded-queue';
import { createFairQueue } from './fair-queue';

/** Tasks that finish when the test says so; `order` lists their labels as they start. */
function gatedTasks() {
  const order: string[] = [];
  const gates: (() => void)[] = [];
  let running = 0;
  let most = 0;
  const task = (label: string) => () =>
    new Promise<string>((resolve) => {
      order.push(label);
      running++;
      most = Math.max(most, running);
      gates.push(() => {
        running--;
        resolve(label);
      });
    });
  /** Lets the running tasks finish, one turn at a time, until nothing is left. */
  const drain = async () => {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      const gate = gates.shift();
      if (!gate) return;
      gate();
    }
  };
  return { task, order, drain, most: () => most };
}

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ran',
    (error: unknown) => (error instanceof QueueFullError ? 'refused' : 'failed'),
  );

describe('createFairQueue', () => {
  it('runs at most `concurrency` at once and lets keys take turns', async () => {
    const queue = createFairQueue({ concurrency: 1, maxWaiting: 10 });
    const { task, order, drain, most } = gatedTasks();
    const runs = ['a1', 'a2', 'a3', 'b1', 'b2', 'c1'].map((label) =>
      queue.run(label[0] ?? '', task(label)),
    );
    await drain();
    await Promise.all(runs);
    // a1 was already running; then one of each key per turn.
    expect(order).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
    expect(most()).toBe(1);
  });

  it('one key flooding a full queue cannot keep another key out', async () => {
    const queue = createFairQueue({ concurrency: 1, maxWaiting: 3 });
    const { task, order, drain } = gatedTasks();
    const flood = Array.from({ length: 6 }, (_, n) => outcome(queue.run('flooder', task(`f${n}`))));
    const own = outcome(queue.run('visitor', task('visitor')));
    await drain();
    // f0 ran at once, f1..f3 waited, f4 and f5 found it full; the visitor took f3's place.
    expect(await Promise.all(flood)).toEqual([
      'ran',
      'ran',
      'ran',
      'refused',
      'refused',
      'refused',
    ]);
    expect(await own).toBe('ran');
    expect(order).toEqual(['f0', 'visitor', 'f1', 'f2']);
  });

  it('refuses a newcomer whose key has asked as much as every waiting key', async () => {
    const queue = createFairQueue({ concurrency: 1, maxWaiting: 2 });
    const { task, drain } = gatedTasks();
    const first = ['a', 'b', 'c'].map((key) => outcome(queue.run(key, task(key))));
    // Every key in the queue has asked once, as has nobody else: the next one waits no better.
    const late = outcome(queue.run('d', task('d')));
    // 'a' asks again: it has asked more than any key waiting, so it gets no place either.
    const again = outcome(queue.run('a', task('a again')));
    await drain();
    expect(await Promise.all(first)).toEqual(['ran', 'ran', 'ran']);
    expect(await late).toBe('refused');
    expect(await again).toBe('refused');
  });

  it('forgets the counts once idle, and a failing task frees its place', async () => {
    const queue = createFairQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run('a', () => Promise.resolve(1))).toBe(1);
    const { task, order, drain } = gatedTasks();
    const busy = queue.run('a', task('a'));
    // Running, nothing may wait: anybody else is refused meanwhile.
    expect(await outcome(queue.run('b', task('b')))).toBe('refused');
    await drain();
    await busy;
    expect(order).toEqual(['a']);
  });
});
