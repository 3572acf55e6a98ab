import { describe, expect, it } from 'vitest';
import {
  EMPTY_PRESENCE,
  onlineCount,
  presenceReducer,
  remoteCursors,
  type PresenceEvent,
} from './presence-state';

const run = (...events: PresenceEvent[]) => events.reduce(presenceReducer, EMPTY_PRESENCE);
const cursor = (id: string, x = 0.5) => ({ id, x, y: 0.25, color: '#008cff', name: id });

describe('onlineCount', () => {
  it('counts others plus self', () => {
    const state = run({ type: 'request' }, { type: 'snapshot', ids: ['me', 'a', 'b'] });
    expect(onlineCount(state, 'me')).toBe(3);
  });

  it('counts self even when the snapshot missed it, and is 0 while not connected', () => {
    const state = run({ type: 'snapshot', ids: ['a'] });
    expect(onlineCount(state, 'me')).toBe(2);
    expect(onlineCount(EMPTY_PRESENCE, 'me')).toBe(1);
    expect(onlineCount(state, null)).toBe(0);
  });

  it('follows joins and leaves', () => {
    const state = run(
      { type: 'snapshot', ids: ['me'] },
      { type: 'join', id: 'a' },
      { type: 'join', id: 'b' },
      { type: 'join', id: 'a' },
      { type: 'leave', id: 'b' },
    );
    expect(onlineCount(state, 'me')).toBe(2);
  });
});

describe('presenceReducer', () => {
  it('keeps joins and leaves that happened while the presence request was on its way', () => {
    const state = run(
      { type: 'join', id: 'gone' },
      { type: 'request' },
      { type: 'join', id: 'late' },
      { type: 'leave', id: 'gone' },
      { type: 'snapshot', ids: ['me', 'gone'] },
    );
    expect([...state.ids].sort()).toEqual(['late', 'me']);
    expect(state.inFlight).toBeNull();
  });

  it('stores the latest cursor per visitor and counts a visitor seen only by its cursor', () => {
    const state = run(
      { type: 'snapshot', ids: ['me'] },
      { type: 'cursor', cursor: cursor('a', 0.1) },
      { type: 'cursor', cursor: cursor('a', 0.9) },
    );
    expect(remoteCursors(state, 'me')).toEqual([cursor('a', 0.9)]);
    expect(onlineCount(state, 'me')).toBe(2);
  });

  it("removes a visitor's cursor when they leave or are missing from a snapshot", () => {
    const left = run({ type: 'cursor', cursor: cursor('a') }, { type: 'leave', id: 'a' });
    expect(remoteCursors(left, 'me')).toEqual([]);
    const snapshot = run(
      { type: 'cursor', cursor: cursor('a') },
      { type: 'cursor', cursor: cursor('b') },
      { type: 'snapshot', ids: ['me', 'b'] },
    );
    expect(remoteCursors(snapshot, 'me').map((c) => c.id)).toEqual(['b']);
  });

  it('never draws the own cursor and forgets everything on reset', () => {
    const state = run({ type: 'cursor', cursor: cursor('me') });
    expect(remoteCursors(state, 'me')).toEqual([]);
    expect(run({ type: 'cursor', cursor: cursor('a') }, { type: 'reset' })).toBe(EMPTY_PRESENCE);
  });
});
