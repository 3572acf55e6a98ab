import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { RedisClient } from '../redis';

/**
 * Rate limits counted per key (usually a client address) in fixed windows. Without Redis each
 * instance counts in its own memory; with REDIS_URL every instance counts in Redis, so two
 * instances do not allow twice the attempts. If Redis stops answering, each instance falls back
 * to its own memory rather than refuse everybody or let everybody through.
 */
export interface Limiter {
  /** Counts one hit; false when the key is over its limit for the current window. */
  take(key: string): Promise<boolean>;
  /** True when the key is over its limit now, without counting a hit. */
  isLimited(key: string): Promise<boolean>;
  /** Milliseconds until the key may try again (0 when it is not limited). */
  retryAfterMs(key: string): Promise<number>;
  /** Forgets the key's hits (a right password after wrong ones). */
  forget(key: string): Promise<void>;
}

export interface LimitRule {
  /** Hits allowed per window. */
  points: number;
  /** Window length; whole seconds (Redis expiries are in seconds). */
  windowSeconds: number;
}

export interface Limiters {
  /** One named limit; the name keeps its counts apart from every other limit's. */
  create(name: string, rule: LimitRule): Limiter;
}

const REDIS_KEY_PREFIX = 'devfolio:limit:';

export function createLimiters(options: { redis?: RedisClient | null; prefix?: string } = {}) {
  const prefix = `${options.prefix ?? REDIS_KEY_PREFIX}`;
  return {
    create(name: string, rule: LimitRule): Limiter {
      const memory = new RateLimiterMemory({
        keyPrefix: name,
        points: rule.points,
        duration: rule.windowSeconds,
      });
      const backend: RateLimiterAbstract = options.redis
        ? new RateLimiterRedis({
            storeClient: options.redis,
            useRedisPackage: true,
            rejectIfRedisNotReady: true,
            keyPrefix: `${prefix}${name}`,
            points: rule.points,
            duration: rule.windowSeconds,
            insuranceLimiter: memory,
          })
        : memory;
      return wrap(backend, rule.points);
    },
  } satisfies Limiters;
}

function wrap(backend: RateLimiterAbstract, points: number): Limiter {
  return {
    async take(key) {
      try {
        await backend.consume(key);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
    async isLimited(key) {
      const state = await backend.get(key);
      return state !== null && state.consumedPoints >= points;
    },
    async forget(key) {
      await backend.delete(key);
    },
    async retryAfterMs(key) {
      const state = await backend.get(key);
      return state !== null && state.consumedPoints >= points ? state.msBeforeNext : 0;
    },
  };
}
