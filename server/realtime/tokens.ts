import { createHmac, timingSafeEqual } from 'node:crypto';

const ROOM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Room access tokens: `{room, base64url}.{expiry ms, base36}.{HMAC-SHA256}`, signed with
 * SESSION_SECRET so every instance accepts every other's. Only private rooms have them (a public
 * room admits everybody). The signature also covers the room's stored password hash, whose salt
 * is drawn afresh each time a room is created: a token opens only the room it was issued for,
 * never a room created later under the same name, and nothing once that room is gone. Anything
 * forged, expired, malformed or for another room is simply not valid.
 */
const PURPOSE = 'room-access:v2';

/** What a token is bound to: the room's id and its stored password hash (store.ts). */
export interface TokenRoom {
  id: string;
  passwordHash: string | null;
}

function sign(secret: string, body: string, passwordHash: string): string {
  return createHmac('sha256', secret)
    .update(`${PURPOSE}:${body}:${passwordHash}`)
    .digest('base64url');
}

export function signRoomToken(
  secret: string,
  room: TokenRoom & { passwordHash: string },
  now = Date.now(),
  ttlMs = ROOM_TOKEN_TTL_MS,
): string {
  const body = `${Buffer.from(room.id, 'utf8').toString('base64url')}.${(now + ttlMs).toString(36)}`;
  return `${body}.${sign(secret, body, room.passwordHash)}`;
}

/** `room` is the room as stored now (null when it does not exist). */
export function verifyRoomToken(
  secret: string,
  token: unknown,
  room: TokenRoom | null,
  now = Date.now(),
): boolean {
  if (!room?.passwordHash) return false;
  if (typeof token !== 'string' || token.length > 512) return false;
  const parts = token.split('.');
  if (parts.length !== 3) return false;
  const [encodedRoom = '', expiry = '', signature = ''] = parts;
  const expected = Buffer.from(sign(secret, `${encodedRoom}.${expiry}`, room.passwordHash));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const expiresAt = Number.parseInt(expiry, 36);
  if (!Number.isFinite(expiresAt) || expiresAt <= now) return false;
  return Buffer.from(encodedRoom, 'base64url').toString('utf8') === room.id;
}
