import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePath, normalizeRoomId, scopeFromHandshake } from './room-path';

describe('normalizeRoomId', () => {
  it('trims and accepts 1 to 64 letters, digits, - and _', () => {
    expect(normalizeRoomId('  my-room_1 ')).toBe('my-room_1');
    expect(normalizeRoomId('a'.repeat(64))).toBe('a'.repeat(64));
  });

  it('refuses everything else', () => {
    for (const bad of ['', '   ', 'a'.repeat(65), 'has space', 'a/b', 'ä', 'a.b', 5, null]) {
      expect(normalizeRoomId(bad)).toBeNull();
    }
  });

  it('accepts exactly the ids made of the allowed characters (property)', () => {
    const allowed = /^[A-Za-z0-9_-]{1,64}$/;
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (raw) => {
        const id = normalizeRoomId(raw);
        expect(id === null ? !allowed.test(raw.trim()) : id === raw.trim()).toBe(true);
      }),
    );
  });
});

describe('scopeFromHandshake', () => {
  it('global (or nothing) is the site-wide chat', () => {
    expect(scopeFromHandshake('global')?.scope).toEqual({ kind: 'global' });
    expect(scopeFromHandshake(undefined)?.scope).toEqual({ kind: 'global' });
  });

  it('room pages put the socket in the room named by the last segment', () => {
    for (const base of ['/collab', '/whiteboard', '/editor']) {
      expect(scopeFromHandshake(`${base}/abc_1/`)?.scope).toEqual({
        kind: 'room',
        path: `${base}/abc_1`,
        room: 'abc_1',
      });
    }
  });

  it('other paths are plain pages; a bad room id is flagged', () => {
    expect(scopeFromHandshake('/collab')?.scope).toEqual({ kind: 'page', path: '/collab' });
    expect(scopeFromHandshake('/blog/post?x=1#h')?.scope).toEqual({
      kind: 'page',
      path: '/blog/post',
    });
    expect(scopeFromHandshake('/collab/a/b')?.scope).toEqual({ kind: 'page', path: '/collab/a/b' });
    expect(scopeFromHandshake('/collab/bad%20id')).toEqual({
      scope: { kind: 'page', path: '/collab/bad%20id' },
      invalidRoom: true,
    });
  });

  it('refuses values that are no path', () => {
    for (const bad of ['collab/x', '', 5, {}, `/${'x'.repeat(300)}`]) {
      expect(scopeFromHandshake(bad)).toBeNull();
    }
  });

  it('normalizePath drops query, hash and trailing slashes', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('//')).toBe('/');
    expect(normalizePath('/a/b///?q')).toBe('/a/b');
  });
});
