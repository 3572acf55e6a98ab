import { describe, expect, it } from 'vitest';
import { signRoomToken, verifyRoomToken } from './tokens';

const SECRET = 'unit-test-secret-0123456789abcdef0123';
const NOW = 1_700_000_000_000;
const DAY_MS = 24 * 60 * 60 * 1000;

describe('room tokens', () => {
  it('accept the room they name until they expire (24 h)', () => {
    const token = signRoomToken(SECRET, 'room-1', NOW);
    expect(verifyRoomToken(SECRET, token, 'room-1', NOW)).toBe(true);
    expect(verifyRoomToken(SECRET, token, 'room-1', NOW + DAY_MS - 1)).toBe(true);
    expect(verifyRoomToken(SECRET, token, 'room-1', NOW + DAY_MS)).toBe(false);
  });

  it('refuse other rooms, other secrets and any tampering', () => {
    const token = signRoomToken(SECRET, 'room-1', NOW);
    expect(verifyRoomToken(SECRET, token, 'room-2', NOW)).toBe(false);
    expect(verifyRoomToken(`${SECRET}x`, token, 'room-1', NOW)).toBe(false);
    const [room, expiry, signature] = token.split('.');
    const later = (NOW + 10 * DAY_MS).toString(36);
    expect(verifyRoomToken(SECRET, `${room}.${later}.${signature}`, 'room-1', NOW)).toBe(false);
    const other = Buffer.from('room-2').toString('base64url');
    expect(verifyRoomToken(SECRET, `${other}.${expiry}.${signature}`, 'room-2', NOW)).toBe(false);
    for (const bad of [undefined, 5, '', 'a.b', 'a.b.c.d', 'x'.repeat(1000)]) {
      expect(verifyRoomToken(SECRET, bad, 'room-1', NOW)).toBe(false);
    }
  });
});
