import { describe, expect, it } from 'vitest';
import { acceptsSignal, createSerialQueue, yieldsOnCollision } from './signal-rules';

describe('acceptsSignal', () => {
  it('takes an offer only when stable', () => {
    expect(acceptsSignal('offer', 'stable', false)).toBe(true);
    expect(acceptsSignal('offer', 'have-local-offer', false)).toBe(false);
    expect(acceptsSignal('offer', 'have-remote-offer', true)).toBe(false);
    expect(acceptsSignal('offer', 'closed', false)).toBe(false);
  });
  it('takes an answer only while our offer is pending', () => {
    expect(acceptsSignal('answer', 'have-local-offer', false)).toBe(true);
    expect(acceptsSignal('answer', 'stable', true)).toBe(false);
    expect(acceptsSignal('answer', 'have-remote-offer', true)).toBe(false);
  });
  it('takes a candidate only after a remote description', () => {
    expect(acceptsSignal('candidate', 'stable', true)).toBe(true);
    expect(acceptsSignal('candidate', 'have-local-offer', false)).toBe(false);
    expect(acceptsSignal('candidate', 'closed', true)).toBe(false);
  });
});

describe('yieldsOnCollision', () => {
  it('lets exactly one side of a pair give way', () => {
    expect(yieldsOnCollision('a', 'b')).toBe(true);
    expect(yieldsOnCollision('b', 'a')).toBe(false);
  });
});

describe('createSerialQueue', () => {
  it('runs tasks strictly in order even when an earlier one is slower or fails', async () => {
    const enqueue = createSerialQueue();
    const log: string[] = [];
    const slow = enqueue(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      log.push('offer');
      throw new Error('boom');
    });
    const fast = enqueue(async () => {
      log.push('candidate');
      await Promise.resolve();
    });
    await expect(slow).rejects.toThrow('boom');
    await fast;
    expect(log).toEqual(['offer', 'candidate']);
  });
});
