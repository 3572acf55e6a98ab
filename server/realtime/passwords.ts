import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createFairQueue } from '../fair-queue';

/**
 * Room passwords are stored only as salted scrypt hashes:
 * `scrypt$N$r$p$salt$hash` (base64url parts), so the cost can be raised later without
 * breaking stored hashes. Passwords are never logged or sent back.
 */
const DEFAULT_COST = { N: 16_384, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const SCRYPT_MAX_MEMORY_BYTES = 64 * 1024 * 1024;
/**
 * scrypt runs on libuv's thread pool (4 threads by default), which file reads, DNS and zlib of
 * every page request share: one hash at a time leaves the rest of the pool to them.
 */
const SCRYPT_CONCURRENCY = 1;
/** Hashes that may wait their turn (about a second's worth); past that, QueueFullError. */
export const SCRYPT_MAX_WAITING = 20;

/**
 * Fair between requesters (client addresses): addresses flooding the queue, even with right
 * passwords, cannot keep out a visitor who asks once (docs/product.md#realtime-rooms).
 */
const hashing = createFairQueue({
  concurrency: SCRYPT_CONCURRENCY,
  maxWaiting: SCRYPT_MAX_WAITING,
});

/**
 * Rejects with QueueFullError (bounded-queue.ts) when the queue is full of requesters that have
 * asked no more than `requester` (fair-queue.ts).
 */
function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  requester: string,
): Promise<Buffer> {
  return hashing.run(
    requester,
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(
          password.normalize('NFC'),
          salt,
          KEY_BYTES,
          { ...options, maxmem: SCRYPT_MAX_MEMORY_BYTES },
          (error, key) => (error ? reject(error) : resolve(key)),
        );
      }),
  );
}

/** `requester` is whose turn it is in the queue: the client address. */
export async function hashPassword(
  password: string,
  requester = '',
  cost = DEFAULT_COST,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost, requester);
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(
  password: string,
  stored: string,
  requester = '',
): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const key = await derive(password, Buffer.from(salt, 'base64url'), cost, requester);
  return key.length === expected.length && timingSafeEqual(key, expected);
}
