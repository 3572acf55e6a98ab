import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MinHeap } from './min-heap';

describe('MinHeap', () => {
  it('pops priorities in ascending order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1000, max: 1000 })), (priorities) => {
        const heap = new MinHeap();
        priorities.forEach((priority, i) => heap.push(priority, i));
        const popped: number[] = [];
        while (heap.size > 0) popped.push(heap.pop()![0]);
        expect(popped).toEqual([...priorities].sort((a, b) => a - b));
        expect(heap.pop()).toBeUndefined();
      }),
    );
  });
});
