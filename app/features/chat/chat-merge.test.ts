import { describe, expect, it } from 'vitest';
import { CHAT_HISTORY_LIMIT } from '#common/realtime/limits.ts';
import type { ChatMessage } from '#common/realtime/index.ts';
import { addPending, dropPending, mergeServerMessages, pendingEntry } from './chat-merge';

const server = (id: string, timestamp: number, text = `text ${id}`): ChatMessage => ({
  id,
  author: 'Ada',
  text,
  timestamp,
  senderId: 'socket-1',
});

describe('mergeServerMessages', () => {
  it('merges history without duplicates and orders by server time', () => {
    const first = mergeServerMessages([], [server('b', 20), server('a', 10)]);
    const again = mergeServerMessages(first, [server('a', 10), server('c', 30), server('b', 20)]);
    expect(again.map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
    expect(again.every((entry) => !entry.pending)).toBe(true);
  });

  it('replaces a pending message by the server copy with the same id', () => {
    const list = addPending([], pendingEntry({ id: 'p', author: 'Ada', text: 'hi' }, 999_999));
    expect(list[0]?.pending).toBe(true);
    const merged = mergeServerMessages(list, [server('p', 50, 'hi')]);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({
      id: 'p',
      pending: false,
      timestamp: 50,
      senderId: 'socket-1',
    });
  });

  it('keeps pending messages after the confirmed ones, in the order they were sent', () => {
    let list = addPending([], pendingEntry({ id: 'p1', author: 'Ada', text: 'one' }, 5));
    list = addPending(list, pendingEntry({ id: 'p2', author: 'Ada', text: 'two' }, 6));
    const merged = mergeServerMessages(list, [server('x', 100)]);
    expect(merged.map((entry) => entry.id)).toEqual(['x', 'p1', 'p2']);
  });

  it('keeps arrival order for equal timestamps', () => {
    const merged = mergeServerMessages([], [server('m2', 7), server('m1', 7)]);
    expect(merged.map((entry) => entry.id)).toEqual(['m2', 'm1']);
  });

  it('keeps only the newest confirmed messages', () => {
    const many = Array.from({ length: CHAT_HISTORY_LIMIT + 5 }, (_, i) => server(`m${i}`, i));
    const merged = mergeServerMessages([], many);
    expect(merged).toHaveLength(CHAT_HISTORY_LIMIT);
    expect(merged[0]?.id).toBe('m5');
  });

  it('returns a copy when nothing arrives', () => {
    const list = [pendingEntry({ id: 'p', author: 'A', text: 't' }, 1)];
    const merged = mergeServerMessages(list, []);
    expect(merged).toEqual(list);
    expect(merged).not.toBe(list);
  });
});

describe('addPending / dropPending', () => {
  it('does not add an id twice', () => {
    const entry = pendingEntry({ id: 'p', author: 'A', text: 't' }, 1);
    expect(addPending(addPending([], entry), entry)).toHaveLength(1);
  });

  it('drops only the pending entry with that id', () => {
    const list = mergeServerMessages([], [server('c', 1)]);
    const withPending = addPending(list, pendingEntry({ id: 'p', author: 'A', text: 't' }, 2));
    expect(dropPending(withPending, 'p').map((entry) => entry.id)).toEqual(['c']);
    expect(dropPending(withPending, 'c').map((entry) => entry.id)).toEqual(['c', 'p']);
  });
});
