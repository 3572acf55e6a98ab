import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
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

const UNAUTHORIZED = 'Unauthorized: a valid owner token is required';

/** Whether the request carries the owner's token. Without a configured token, none does. */
function isOwner(req: Request, adminToken: string | undefined): boolean {
  const presented = BEARER.exec(req.get('authorization') ?? '')?.[1]?.trim();
  return Boolean(adminToken && presented && tokenMatches(presented, adminToken));
}

/** Owner calls: `Authorization: Bearer <ADMIN_TOKEN>`. Without a configured token, none pass. */
export function requireOwner(adminToken: string | undefined): RequestHandler {
  return (req, _res, next) => {
    if (!isOwner(req, adminToken)) throw new HttpError(401, UNAUTHORIZED);
    next();
  };
}

/**
 * Calls anyone may make that tell the owner more: none without an Authorization header, the
 * owner's answer with the right token, 401 with a wrong one (a mistyped token is said so).
 */
export function ownerIfPresented(req: Request, adminToken: string | undefined): boolean {
  if (req.get('authorization') === undefined) return false;
  if (!isOwner(req, adminToken)) throw new HttpError(401, UNAUTHORIZED);
  return true;
}
