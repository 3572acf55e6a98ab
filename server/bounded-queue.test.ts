import { describe, expect, it } from 'vitest';
import { createBoundedQueue, QueueFullError } from './bounded-queue';

/** A task that finishes when the test says so, and records how many ran at once. */
function gatedTasks() {
  let running = 0;
  let most = 0;
  const gates: (() => void)[] = [];
  const task = () =>
    new Promise<void>((resolve) => {
      running++;
      most = Math.max(most, running);
      gates.push(() => {
        running--;
        resolve();
      });
    });
  return { task, gates, most: () => most };
}

describe('createBoundedQueue', () => {
  it('runs at most `concurrency` at once, in order, and refuses past `maxWaiting`', async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 2 });
    const { task, gates, most } = gatedTasks();
    const order: number[] = [];
    const runs = [1, 2, 3].map((n) => queue.run(() => task().then(() => order.push(n))));
    await expect(queue.run(task)).rejects.toBeInstanceOf(QueueFullError);
    while (order.length < 3) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      gates.shift()?.();
    }
    await Promise.all(runs);
    expect(order).toEqual([1, 2, 3]);
    expect(most()).toBe(1);
    // Room again once the queue has drained.
    const again = queue.run(() => Promise.resolve('done'));
    expect(await again).toBe('done');
  });

  it('a failing task rejects its caller and frees its place', async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(() => Promise.resolve(1))).toBe(1);
  });
});
