import { describe, expect, it } from 'vitest';
import {
  RANDOM_ROOM_ID_LENGTH,
  isValidRoomId,
  normalizeRoomInput,
  randomRoomId,
  roomFromPath,
  roomPath,
} from './room-id';
import { ROOM_ID_MAX_LENGTH } from '#common/realtime/room-path.ts';

describe('normalizeRoomInput', () => {
  it('trims the typed id', () => {
    expect(normalizeRoomInput('  team-a \n')).toBe('team-a');
  });
  it('ignores an empty or blank id', () => {
    expect(normalizeRoomInput('')).toBeNull();
    expect(normalizeRoomInput('   \t')).toBeNull();
  });
});

describe('isValidRoomId', () => {
  it('accepts letters, digits, dash and underscore up to the limit', () => {
    expect(isValidRoomId('Team_1-b')).toBe(true);
    expect(isValidRoomId('a'.repeat(ROOM_ID_MAX_LENGTH))).toBe(true);
  });
  it('refuses empty, too long and other characters', () => {
    expect(isValidRoomId('')).toBe(false);
    expect(isValidRoomId('a'.repeat(ROOM_ID_MAX_LENGTH + 1))).toBe(false);
    for (const bad of ['a b', 'a/b', 'é', 'a.b', '<x>']) expect(isValidRoomId(bad)).toBe(false);
  });
});

describe('randomRoomId', () => {
  it('is 8 lowercase letters or digits', () => {
    for (let i = 0; i < 200; i += 1) {
      const id = randomRoomId();
      expect(id).toHaveLength(RANDOM_ROOM_ID_LENGTH);
      expect(id).toMatch(/^[a-z0-9]+$/);
      expect(isValidRoomId(id)).toBe(true);
    }
  });
  it('differs between calls', () => {
    const ids = new Set(Array.from({ length: 50 }, () => randomRoomId()));
    expect(ids.size).toBe(50);
  });
  it('maps bytes onto the alphabet and redraws biased bytes', () => {
    const batches = [
      [255, 0, 1, 25, 26, 35, 36, 252],
      [2, 3, 4, 5, 6, 7, 8, 9],
    ];
    const source = (bytes: Uint8Array<ArrayBuffer>) => {
      bytes.set(batches.shift() ?? []);
      return bytes;
    };
    // 255 and 252 are above the unbiased limit (252) and skipped; 36 wraps to 'a'.
    expect(randomRoomId(source)).toBe('abz09acd');
  });
});

describe('room paths', () => {
  it('builds and reads back a room path', () => {
    expect(roomPath('collab', 'abc')).toBe('/collab/abc');
    expect(roomPath('whiteboard', null)).toBe('/whiteboard');
    expect(roomFromPath(roomPath('whiteboard', 'x_1'))).toBe('x_1');
  });
  it('treats the bare screens as not in a room', () => {
    expect(roomFromPath('/collab')).toBeNull();
    expect(roomFromPath('/whiteboard/')).toBeNull();
    expect(roomFromPath('/editor/abc')).toBeNull();
  });
  it('decodes the last segment', () => {
    expect(roomFromPath('/collab/a%20b')).toBe('a b');
    expect(roomFromPath('/collab/%E0%A4%A')).toBe('%E0%A4%A');
  });
});
