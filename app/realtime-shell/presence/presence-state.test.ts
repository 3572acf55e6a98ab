import { describe, expect, it } from 'vitest';
import {
  EMPTY_PRESENCE,
  onlineCount,
  presenceReducer,
  REMOTE_CURSORS_SHOWN_MAX,
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
      { type: 'cursors', cursors: [cursor('a', 0.1)] },
      { type: 'cursors', cursors: [cursor('a', 0.9)] },
    );
    expect(remoteCursors(state, 'me')).toEqual([cursor('a', 0.9)]);
    expect(onlineCount(state, 'me')).toBe(2);
  });

  it("removes a visitor's cursor when they leave or are missing from a snapshot", () => {
    const left = run({ type: 'cursors', cursors: [cursor('a')] }, { type: 'leave', id: 'a' });
    expect(remoteCursors(left, 'me')).toEqual([]);
    const snapshot = run(
      { type: 'cursors', cursors: [cursor('a'), cursor('b')] },
      { type: 'snapshot', ids: ['me', 'b'] },
    );
    expect(remoteCursors(snapshot, 'me').map((c) => c.id)).toEqual(['b']);
  });

  it('never draws the own cursor and forgets everything on reset', () => {
    const state = run({ type: 'cursors', cursors: [cursor('me')] });
    expect(remoteCursors(state, 'me')).toEqual([]);
    expect(run({ type: 'cursors', cursors: [cursor('a')] }, { type: 'reset' })).toBe(
      EMPTY_PRESENCE,
    );
  });

  it('draws the most recently moved cursors only, however crowded the page', () => {
    const many = Array.from({ length: REMOTE_CURSORS_SHOWN_MAX + 5 }, (_, index) =>
      cursor(`v${index}`),
    );
    const state = run(
      { type: 'cursors', cursors: many },
      { type: 'cursors', cursors: [cursor('v0', 0.7)] },
    );
    const drawn = remoteCursors(state, 'me');
    expect(drawn).toHaveLength(REMOTE_CURSORS_SHOWN_MAX);
    expect(drawn.at(-1)).toEqual(cursor('v0', 0.7));
    expect(drawn.map((shown) => shown.id)).not.toContain('v1');
    expect(onlineCount(state, 'me')).toBe(REMOTE_CURSORS_SHOWN_MAX + 6);
  });
});
