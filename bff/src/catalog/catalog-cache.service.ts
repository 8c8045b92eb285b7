import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type IORedis from 'ioredis';
import { CONFIG, REDIS, type AppConfig } from '@filebridge/platform';

export interface CachedBody {
  /** UTF-8 bytes, encoded once: a string would be encoded again on every answer. */
  body: Buffer;
  etag: string;
}

/**
 * Serialised catalog responses kept in memory, keyed by the path asked for, and the catalog records
 * the bff prices orders with. An admin change calls invalidate(), which clears both on this replica
 * and tells the others through Redis pub/sub.
 */
@Injectable()
export class CatalogCacheService implements OnModuleInit, OnModuleDestroy {
  private readonly entries = new Map<string, Promise<CachedBody>>();
  /** The entries whose load has finished, for an answer that cannot wait on a promise. */
  private readonly ready = new Map<string, CachedBody>();
  private readonly values = new Map<string, Promise<unknown>>();
  /** Moves on at each invalidation, so a load that started before one is never kept after it. */
  private generation = 0;
  /** Names this process in the invalidations it publishes. */
  private readonly id = randomUUID();
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
    // This process cleared itself when it published; its own message, arriving later, would throw
    // away what was loaded since.
    this.subscriber.on('message', (_channel: string, from: string) => from !== this.id && this.clear());
  }

  onModuleDestroy(): void {
    this.subscriber?.disconnect();
  }

  /** Concurrent misses share one load; a failed load is not cached. */
  get(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    let hit = this.entries.get(key);
    if (!hit) {
      const generation = this.generation;
      hit = load().then((payload) => {
        const body = Buffer.from(JSON.stringify(payload));
        const cached = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
        if (generation === this.generation) this.ready.set(key, cached);
        return cached;
      });
      this.entries.set(key, hit);
      hit.catch(() => this.entries.delete(key));
    }
    return hit;
  }

  /**
   * A catalog record as loaded (a service, the tax table), shared until the next invalidation;
   * concurrent misses share one load, and a failed load is not kept.
   */
  value<T>(key: string, load: () => Promise<T>): Promise<T> {
    let hit = this.values.get(key) as Promise<T> | undefined;
    if (!hit) {
      const loading = load();
      this.values.set(key, loading);
      loading.catch(() => this.values.get(key) === loading && this.values.delete(key));
      hit = loading;
    }
    return hit;
  }

  /** The answer for `key` if one is loaded, without waiting for one that is loading. */
  peek(key: string): CachedBody | undefined {
    return this.ready.get(key);
  }

  async invalidate(): Promise<void> {
    this.clear();
    await this.redis.publish(this.channel, this.id).catch(() => undefined);
  }

  private clear(): void {
    this.generation++;
    this.entries.clear();
    this.ready.clear();
    this.values.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
