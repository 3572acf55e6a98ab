import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger';
import type { RedisClient } from '../redis';

/**
 * Counts open connections per key (a client address) so that one address cannot hold more
 * than `max` at once. Without Redis the count is this instance's; with REDIS_URL it spans every
 * instance. In Redis each instance keeps its own field in the address's hash and proves it is
 * alive with a short-lived key it refreshes: a crashed instance's connections stop counting
 * once its key expires, instead of locking an address out for good.
 */
export interface ConnectionCounter {
  /** Counts one more connection for `key`; false (nothing counted) when `max` are open. */
  acquire(key: string): Promise<boolean>;
  /** Forgets one connection of `key` that `acquire` counted. */
  release(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryConnectionCounter(max: number): ConnectionCounter {
  const open = new Map<string, number>();
  return {
    acquire(key) {
      const count = open.get(key) ?? 0;
      if (count >= max) return Promise.resolve(false);
      open.set(key, count + 1);
      return Promise.resolve(true);
    },
    release(key) {
      const count = (open.get(key) ?? 0) - 1;
      if (count > 0) open.set(key, count);
      else open.delete(key);
      return Promise.resolve();
    },
    close() {
      open.clear();
      return Promise.resolve();
    },
  };
}

const INSTANCE_ALIVE_SECONDS = 30;
const INSTANCE_HEARTBEAT_MS = 10_000;
/** An address's hash outlives its last change by this much, whatever happens to instances. */
const COUNT_KEY_TTL_SECONDS = 24 * 60 * 60;

// KEYS[1] = the address's hash; ARGV = alive-key prefix, this instance, max, ttl.
// Fields of instances whose alive key is gone are dropped before counting.
const ACQUIRE_SCRIPT = `
local fields = redis.call('HGETALL', KEYS[1])
local total = 0
for i = 1, #fields, 2 do
  if redis.call('EXISTS', ARGV[1] .. fields[i]) == 1 then
    total = total + tonumber(fields[i + 1])
  else
    redis.call('HDEL', KEYS[1], fields[i])
  end
end
if total >= tonumber(ARGV[3]) then return 0 end
redis.call('HINCRBY', KEYS[1], ARGV[2], 1)
redis.call('EXPIRE', KEYS[1], tonumber(ARGV[4]))
return 1
`;

const RELEASE_SCRIPT = `
local left = redis.call('HINCRBY', KEYS[1], ARGV[1], -1)
if left <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]) end
return left
`;

export async function createRedisConnectionCounter(options: {
  redis: RedisClient;
  max: number;
  logger: Logger;
  prefix?: string;
}): Promise<ConnectionCounter> {
  const { redis, max, logger } = options;
  const prefix = options.prefix ?? 'devfolio:sockets:';
  const instance = randomUUID();
  const aliveKey = `${prefix}alive:`;
  const countKey = (key: string) => `${prefix}count:${key}`;
  const beat = () => redis.set(`${aliveKey}${instance}`, '1', { EX: INSTANCE_ALIVE_SECONDS });
  await beat();
  const heartbeat = setInterval(() => {
    beat().catch((error: unknown) => logger.warn({ err: error }, 'Connection count heartbeat'));
  }, INSTANCE_HEARTBEAT_MS);
  heartbeat.unref();
  const touched = new Set<string>();

  return {
    async acquire(key) {
      const result = await redis.eval(ACQUIRE_SCRIPT, {
        keys: [countKey(key)],
        arguments: [aliveKey, instance, String(max), String(COUNT_KEY_TTL_SECONDS)],
      });
      if (result === 1) touched.add(key);
      return result === 1;
    },
    async release(key) {
      const left = await redis.eval(RELEASE_SCRIPT, {
        keys: [countKey(key)],
        arguments: [instance],
      });
      if (typeof left === 'number' && left <= 0) touched.delete(key);
    },
    async close() {
      clearInterval(heartbeat);
      // Our connections are gone with us: take our fields out now rather than after the expiry.
      await Promise.allSettled([
        ...[...touched].map((key) => redis.hDel(countKey(key), instance)),
        redis.del(`${aliveKey}${instance}`),
      ]);
      touched.clear();
    },
  };
}
