import { describe, expect, it } from 'vitest';
import { createMemoryConnectionCounter } from './connection-counter';
import { createLimiters } from './limiter';

describe('limiters in memory', () => {
  it('allows `points` hits per key and window, then refuses; keys and names are apart', async () => {
    const limiters = createLimiters();
    const verify = limiters.create('verify', { points: 2, windowSeconds: 60 });
    const chat = limiters.create('chat', { points: 1, windowSeconds: 60 });
    expect(await verify.take('a')).toBe(true);
    expect(await verify.isLimited('a')).toBe(false);
    expect(await verify.take('a')).toBe(true);
    expect(await verify.isLimited('a')).toBe(true);
    expect(await verify.retryAfterMs('a')).toBeGreaterThan(0);
    expect(await verify.take('a')).toBe(false);
    expect(await verify.take('b')).toBe(true);
    expect(await chat.take('a')).toBe(true);
    expect(await chat.take('a')).toBe(false);
  });
});

describe('connection counter in memory', () => {
  it('holds at most `max` per key, and a release frees one place', async () => {
    const counter = createMemoryConnectionCounter(2);
    expect(await counter.acquire('a')).toBe(true);
    expect(await counter.acquire('a')).toBe(true);
    expect(await counter.acquire('a')).toBe(false);
    expect(await counter.acquire('b')).toBe(true);
    await counter.release('a');
    expect(await counter.acquire('a')).toBe(true);
    expect(await counter.acquire('a')).toBe(false);
  });
});
