import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type IORedis from 'ioredis';
import type { Logger } from 'pino';
import { CONFIG, createRedis, LOGGER, type AppConfig } from '@filebridge/platform';

type Record = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * One request counted in a fixed window: its hit, the window's expiry set by its first hit, and the
 * milliseconds left in the window once the limit is passed (0 while there is room). A counter that
 * lost its expiry gets it back, so it can never block for good.
 */
const SPEND_IN_WINDOW = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
if hits <= tonumber(ARGV[2]) then return 0 end
local wait = redis.call('PTTL', KEYS[1])
if wait < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) return tonumber(ARGV[1]) end
return wait`;

type WindowedRedis = IORedis & { spendInWindow(key: string, windowMs: number, limit: number): Promise<number> };

/**
 * Rate-limit counters in Redis, so limits hold across bff replicas. Redis commands fail at once
 * while it is away (no offline queue), and the counting goes on in this process's memory until it
 * is back: limits still hold, per replica, and no request waits on Redis or fails with it.
 */
@Injectable()
export class RateLimitStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly redis: ThrottlerStorageRedisService;
  private readonly windows: WindowedRedis;
  private readonly memory = new ThrottlerStorageService();
  private inMemory = false;

  constructor(
    @Inject(CONFIG) config: AppConfig,
    @Inject(LOGGER) private readonly log: Logger,
  ) {
    const redis = createRedis(config.REDIS_URL, 'producer', { keyPrefix: `${config.QUEUE_PREFIX}:throttle:` });
    redis.on('error', (err) => log.debug({ err: err.message }, 'rate-limit redis connection error'));
    redis.defineCommand('spendInWindow', { numberOfKeys: 1, lua: SPEND_IN_WINDOW });
    this.redis = new ThrottlerStorageRedisService(redis);
    this.windows = redis as WindowedRedis;
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<Record> {
    return this.counted(
      () => this.redis.increment(key, ttl, limit, blockDuration, throttlerName),
      () => this.memory.increment(key, ttl, limit, blockDuration, throttlerName),
    );
  }

  /**
   * Spends one request of `limit` a window of `windowMs` (a fixed window, opened by its first
   * request): the seconds to wait once the window's budget is spent, else 0. One script call that
   * runs one or two commands, where a throttler's `increment` runs four or five.
   */
  async spendInWindow(key: string, windowMs: number, limit: number): Promise<number> {
    return this.counted(
      async () => Math.ceil((await this.windows.spendInWindow(key, windowMs, limit)) / 1000),
      async () => {
        const { isBlocked, timeToBlockExpire } = await this.memory.increment(key, windowMs, limit, windowMs, 'window');
        return isBlocked ? Math.max(1, timeToBlockExpire) : 0;
      },
    );
  }

  private async counted<T>(inRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T> {
    try {
      const counted = await inRedis();
      if (this.inMemory) this.log.info('rate limits counted in Redis again');
      this.inMemory = false;
      return counted;
    } catch (err) {
      if (!this.inMemory) this.log.warn({ err: String(err) }, 'Redis cannot count rate limits; counting in this process until it is back');
      this.inMemory = true;
      return inMemory();
    }
  }

  onApplicationShutdown(): void {
    this.memory.onApplicationShutdown();
    this.redis.redis.disconnect();
  }
}
