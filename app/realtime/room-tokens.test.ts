import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEYS } from '../lib/storage/keys';
import { memoryRoomTokens, sessionRoomTokens } from './room-tokens';

function fakeStorage(initial: Record<string, string> = {}, failWrites = false): Storage {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      if (failWrites) throw new Error('QuotaExceededError');
      data.set(key, value);
    },
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
    key: () => null,
    get length() {
      return data.size;
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('room tokens of the tab', () => {
  it('keeps one token per room in sessionStorage under one key', () => {
    const storage = fakeStorage();
    vi.stubGlobal('window', { sessionStorage: storage });
    const tokens = sessionRoomTokens();
    tokens.set('a', 'token-a');
    tokens.set('b', 'token-b');
    expect(tokens.get('a')).toBe('token-a');
    expect(JSON.parse(storage.getItem(SESSION_STORAGE_KEYS.roomTokens) ?? '')).toEqual({
      a: 'token-a',
      b: 'token-b',
    });
    tokens.remove('a');
    expect(sessionRoomTokens().get('a')).toBeUndefined();
    expect(sessionRoomTokens().get('b')).toBe('token-b');
  });

  it('ignores unreadable values and failing storage', () => {
    vi.stubGlobal('window', {
      sessionStorage: fakeStorage({ [SESSION_STORAGE_KEYS.roomTokens]: '{not json' }, true),
    });
    const tokens = sessionRoomTokens();
    expect(tokens.get('a')).toBeUndefined();
    expect(() => tokens.set('a', 't')).not.toThrow();
  });

  it('falls back to memory without a window (server rendering)', () => {
    const tokens = sessionRoomTokens();
    tokens.set('a', 't');
    expect(tokens.get('a')).toBe('t');
    expect(memoryRoomTokens({ b: 'u' }).get('b')).toBe('u');
  });
});
