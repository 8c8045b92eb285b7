import { createHash } from 'node:crypto';
import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type IORedis from 'ioredis';
import { CONFIG, REDIS, type AppConfig } from '@filebridge/platform';

export interface CachedBody {
  /** UTF-8 bytes, encoded once: a string would be encoded again on every answer. */
  body: Buffer;
  etag: string;
}

/**
 * Serialised catalog responses kept in memory, keyed by route. An admin change calls
 * invalidate(), which clears this replica and tells the others through Redis pub/sub.
 */
@Injectable()
export class CatalogCacheService implements OnModuleInit, OnModuleDestroy {
  private readonly entries = new Map<string, Promise<CachedBody>>();
  private subscriber?: IORedis;
  private readonly channel: string;

  constructor(
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(CONFIG) config: AppConfig,
  ) {
    this.channel = `${config.QUEUE_PREFIX}:catalog-invalidate`;
  }

  onModuleInit(): void {
    this.subscriber = this.redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
    this.subscriber.on('error', () => undefined);
    void this.subscriber.subscribe(this.channel).catch(() => undefined);
    this.subscriber.on('message', () => this.entries.clear());
  }

  onModuleDestroy(): void {
    this.subscriber?.disconnect();
  }

  /** Concurrent misses share one load; a failed load is not cached. */
  get(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    let hit = this.entries.get(key);
    if (!hit) {
      hit = load().then((payload) => {
        const body = Buffer.from(JSON.stringify(payload));
        return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
      });
      this.entries.set(key, hit);
      hit.catch(() => this.entries.delete(key));
    }
    return hit;
  }

  async invalidate(): Promise<void> {
    this.entries.clear();
    await this.redis.publish(this.channel, 'all').catch(() => undefined);
  }

  get size(): number {
    return this.entries.size;
  }
}
