import type { NextFunction, RequestHandler, Response } from 'express';
import { RATE_LIMIT_WINDOW_MS } from '../../limits/bounds';
import type { Limiters } from '../../limits/limiter';

export const RATE_LIMITED_MESSAGE = 'Too many requests, please try again in a minute.';

const MS_PER_SECOND = 1000;

/** What becomes of a request over the limit, once `Retry-After` is set. */
export type OverLimitHandler = (res: Response, next: NextFunction) => void;

const answerTooMany: OverLimitHandler = (res) => {
  res.status(429).json({ message: RATE_LIMITED_MESSAGE });
};

/**
 * Visitor writes (comments, contact): `perMinute` requests per client address per minute, each
 * `name` with its own count, shared by every instance with REDIS_URL. The client address
 * honours TRUST_PROXY (set on the app). Refusals say when to come back (`Retry-After`); by
 * default they are answered 429 here, `overLimit` may hand them on instead.
 */
export function writeRateLimit(
  limiters: Limiters,
  name: string,
  perMinute: number,
  overLimit: OverLimitHandler = answerTooMany,
): RequestHandler {
  const limiter = limiters.create(`writes:${name}`, {
    points: perMinute,
    windowSeconds: RATE_LIMIT_WINDOW_MS / MS_PER_SECOND,
  });
  return async (req, res, next) => {
    const key = req.ip ?? 'unknown';
    if (await limiter.take(key)) return next();
    const retryAfterMs = await limiter.retryAfterMs(key);
    res.set('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / MS_PER_SECOND))));
    overLimit(res, next);
  };
}
