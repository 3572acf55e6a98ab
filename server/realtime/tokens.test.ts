import { describe, expect, it } from 'vitest';
import { signRoomToken, verifyRoomToken } from './tokens';

const SECRET = 'unit-test-secret-0123456789abcdef0123';
const NOW = 1_700_000_000_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const ROOM_1 = { id: 'room-1', passwordHash: 'scrypt$16384$8$1$salt-one$hash-one' };
const ROOM_2 = { id: 'room-2', passwordHash: 'scrypt$16384$8$1$salt-two$hash-two' };

describe('room tokens', () => {
  it('accept the room they name until they expire (24 h)', () => {
    const token = signRoomToken(SECRET, ROOM_1, NOW);
    expect(verifyRoomToken(SECRET, token, ROOM_1, NOW)).toBe(true);
    expect(verifyRoomToken(SECRET, token, ROOM_1, NOW + DAY_MS - 1)).toBe(true);
    expect(verifyRoomToken(SECRET, token, ROOM_1, NOW + DAY_MS)).toBe(false);
  });

  it('refuse other rooms, other secrets and any tampering', () => {
    const token = signRoomToken(SECRET, ROOM_1, NOW);
    expect(verifyRoomToken(SECRET, token, ROOM_2, NOW)).toBe(false);
    expect(
      verifyRoomToken(SECRET, token, { ...ROOM_2, passwordHash: ROOM_1.passwordHash }, NOW),
    ).toBe(false);
    expect(verifyRoomToken(`${SECRET}x`, token, ROOM_1, NOW)).toBe(false);
    const [room, expiry, signature] = token.split('.');
    const later = (NOW + 10 * DAY_MS).toString(36);
    expect(verifyRoomToken(SECRET, `${room}.${later}.${signature}`, ROOM_1, NOW)).toBe(false);
    const other = Buffer.from('room-2').toString('base64url');
    expect(verifyRoomToken(SECRET, `${other}.${expiry}.${signature}`, ROOM_2, NOW)).toBe(false);
    for (const bad of [undefined, 5, '', 'a.b', 'a.b.c.d', 'x'.repeat(1000)]) {
      expect(verifyRoomToken(SECRET, bad, ROOM_1, NOW)).toBe(false);
    }
  });

  it('open only the room they were issued for: not one created again under its name', () => {
    const token = signRoomToken(SECRET, ROOM_1, NOW);
    const createdAgain = { id: ROOM_1.id, passwordHash: 'scrypt$16384$8$1$salt-new$hash-new' };
    expect(verifyRoomToken(SECRET, token, createdAgain, NOW)).toBe(false);
    // Gone, or public under that name now: no token is valid for it.
    expect(verifyRoomToken(SECRET, token, null, NOW)).toBe(false);
    expect(verifyRoomToken(SECRET, token, { id: ROOM_1.id, passwordHash: null }, NOW)).toBe(false);
  });
});
