import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { HttpError } from './errors';

const BEARER = /^Bearer\s+(.+)$/i;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Compares in constant time. Hashing first gives both sides the same length, so neither the
 * content nor the length of the expected token leaks through timing.
 */
export function tokenMatches(presented: string, expected: string): boolean {
  return timingSafeEqual(digest(presented), digest(expected));
}

/** Owner calls: `Authorization: Bearer <ADMIN_TOKEN>`. Without a configured token, none pass. */
export function requireOwner(adminToken: string | undefined): RequestHandler {
  return (req, _res, next) => {
    const presented = BEARER.exec(req.get('authorization') ?? '')?.[1]?.trim();
    if (!adminToken || !presented || !tokenMatches(presented, adminToken)) {
      throw new HttpError(401, 'Unauthorized: a valid owner token is required');
    }
    next();
  };
}
