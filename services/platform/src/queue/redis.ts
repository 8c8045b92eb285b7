import IORedis, { type RedisOptions } from 'ioredis';

/**
 * Workers block on Redis and must retry forever (BullMQ requires maxRetriesPerRequest: null).
 * Producers must instead fail fast while Redis is away or stops answering, so the outbox keeps its
 * rows and retries and no request waits on Redis.
 */
export function createRedis(url: string, role: 'worker' | 'producer', extra: RedisOptions = {}): IORedis {
  const base: RedisOptions =
    role === 'worker'
      ? { maxRetriesPerRequest: null, enableReadyCheck: true }
      : { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000, commandTimeout: 2000 };
  return new IORedis(url, { ...base, retryStrategy: (times) => Math.min(times * 200, 2000), ...extra });
}

/** A Redis-backed readiness probe that answers within a bound even when Redis hangs. */
export async function pingRedis(redis: IORedis, timeoutMs = 1000): Promise<void> {
  await Promise.race([
    redis.ping(),
    new Promise((_, reject) => setTimeout(() => reject(new Error('Redis ping timed out')), timeoutMs).unref()),
  ]);
}
