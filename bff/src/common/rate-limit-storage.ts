import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { Logger } from 'pino';
import { CONFIG, createRedis, LOGGER, type AppConfig } from '@filebridge/platform';

type Record = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Rate-limit counters in Redis, so limits hold across bff replicas. Redis commands fail at once
 * while it is away (no offline queue), and the counting goes on in this process's memory until it
 * is back: limits still hold, per replica, and no request waits on Redis or fails with it.
 */
@Injectable()
export class RateLimitStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly redis: ThrottlerStorageRedisService;
  private readonly memory = new ThrottlerStorageService();
  private inMemory = false;

  constructor(
    @Inject(CONFIG) config: AppConfig,
    @Inject(LOGGER) private readonly log: Logger,
  ) {
    const redis = createRedis(config.REDIS_URL, 'producer', { keyPrefix: `${config.QUEUE_PREFIX}:throttle:` });
    redis.on('error', (err) => log.debug({ err: err.message }, 'rate-limit redis connection error'));
    this.redis = new ThrottlerStorageRedisService(redis);
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<Record> {
    try {
      const counted = await this.redis.increment(key, ttl, limit, blockDuration, throttlerName);
      if (this.inMemory) this.log.info('rate limits counted in Redis again');
      this.inMemory = false;
      return counted;
    } catch (err) {
      if (!this.inMemory) this.log.warn({ err: String(err) }, 'Redis cannot count rate limits; counting in this process until it is back');
      this.inMemory = true;
      return this.memory.increment(key, ttl, limit, blockDuration, throttlerName);
    }
  }

  onApplicationShutdown(): void {
    this.memory.onApplicationShutdown();
    this.redis.redis.disconnect();
  }
}
