import { createHmac, timingSafeEqual } from 'node:crypto';

const ROOM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Room access tokens: `{room, base64url}.{expiry ms, base36}.{HMAC-SHA256}`, signed with
 * SESSION_SECRET so every instance accepts every other's. A token names one room and expires;
 * anything forged, expired, malformed or for another room is simply not valid.
 */
const PURPOSE = 'room-access:v1';

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${body}`).digest('base64url');
}

export function signRoomToken(
  secret: string,
  room: string,
  now = Date.now(),
  ttlMs = ROOM_TOKEN_TTL_MS,
): string {
  const body = `${Buffer.from(room, 'utf8').toString('base64url')}.${(now + ttlMs).toString(36)}`;
  return `${body}.${sign(secret, body)}`;
}

export function verifyRoomToken(
  secret: string,
  token: unknown,
  room: string,
  now = Date.now(),
): boolean {
  if (typeof token !== 'string' || token.length > 512) return false;
  const parts = token.split('.');
  if (parts.length !== 3) return false;
  const [encodedRoom = '', expiry = '', signature = ''] = parts;
  const expected = Buffer.from(sign(secret, `${encodedRoom}.${expiry}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const expiresAt = Number.parseInt(expiry, 36);
  if (!Number.isFinite(expiresAt) || expiresAt <= now) return false;
  return Buffer.from(encodedRoom, 'base64url').toString('utf8') === room;
}
