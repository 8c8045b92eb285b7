import IORedis from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '@filebridge/platform';
import { testRedisUrl, waitUntil } from '@filebridge/test-support';
import { CatalogCacheService } from './catalog-cache.service';

/** Two bff processes' caches over one Redis: an invalidation clears both, and its own echo clears nothing loaded since. */
describe('CatalogCacheService across processes', () => {
  const config = { QUEUE_PREFIX: `cache-${randomUUID()}` } as AppConfig;
  const redis = new IORedis(testRedisUrl());
  const mine = new CatalogCacheService(redis, config);
  const other = new CatalogCacheService(redis, config);
  const load = () => Promise.resolve({ name: 'LLC Formation' });

  beforeAll(async () => {
    mine.onModuleInit();
    other.onModuleInit();
    const channel = `${config.QUEUE_PREFIX}:catalog-invalidate`;
    await waitUntil(
      async () => Number(((await redis.pubsub('NUMSUB', channel)) as [string, number])[1]) === 2,
      10_000,
      'both caches to listen',
    );
  });
  afterAll(() => {
    mine.onModuleDestroy();
    other.onModuleDestroy();
    redis.disconnect();
  });

  it("clears the other process's cache, and keeps what this one loaded after its own invalidation", async () => {
    await other.get('services', load);
    await mine.invalidate();
    await mine.get('services', load);
    // The message has reached the other process, and its echo this one: what was loaded since stays.
    await waitUntil(() => other.size === 0, 10_000, "the other process's cache to clear");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mine.size).toBe(1);
  });
});
