import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { RATE_LIMIT_WINDOW_MS } from '../../../common/constants';

export const RATE_LIMITED_MESSAGE = 'Too many requests, please try again in a minute.';

/**
 * Visitor writes (comments, contact): `perMinute` requests per client address per minute, each
 * route with its own count. The client address honours TRUST_PROXY (set on the app).
 */
export function writeRateLimit(perMinute: number): RequestHandler {
  return rateLimit({
    windowMs: RATE_LIMIT_WINDOW_MS,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ message: RATE_LIMITED_MESSAGE });
    },
  });
}
