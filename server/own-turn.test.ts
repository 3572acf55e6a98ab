import { describe, expect, it } from 'vitest';
import { ownTurn } from './own-turn';

describe('ownTurn', () => {
  it('lets one waiter go per turn of the event loop, so other callbacks run in between', async () => {
    const order: string[] = [];
    const waiters = [1, 2, 3].map((n) => ownTurn().then(() => order.push(`waiter ${n}`)));
    setImmediate(() => order.push('other work'));
    await Promise.all(waiters);
    expect(order).toEqual(['waiter 1', 'other work', 'waiter 2', 'waiter 3']);
  });
});
