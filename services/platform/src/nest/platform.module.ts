import { DynamicModule, Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type IORedis from 'ioredis';
import type { Logger } from 'pino';
import { loadConfig, type AppConfig } from '../config/config';
import { createDataSource } from '../database/data-source';
import { createLogger } from '../logging/logger';
import { QueueRegistry } from '../queue/queue-registry';
import { createRedis } from '../queue/redis';
import { CONFIG, LOGGER, QUEUES, REDIS } from './tokens';

/**
 * Config, logger, database, Redis and queues for one process, built once and closed in reverse
 * order on shutdown. Both the bff and every worker import it.
 */
@Global()
@Module({})
export class PlatformModule implements OnApplicationShutdown {
  constructor(
    private readonly ds: DataSource,
    @Inject(QUEUES) private readonly queues: QueueRegistry,
    @Inject(REDIS) private readonly redis: IORedis,
  ) {}

  static forRoot(service: string, opts: { poolSize?: number; queryTimeoutMs?: number } = {}): DynamicModule {
    return {
      module: PlatformModule,
      providers: [
        { provide: CONFIG, useFactory: () => loadConfig() },
        { provide: LOGGER, useFactory: (c: AppConfig) => createLogger(service, c.LOG_LEVEL), inject: [CONFIG] },
        {
          provide: DataSource,
          useFactory: async (c: AppConfig, log: Logger) => {
            const ds = createDataSource(c.DATABASE_URL, {
              poolSize: opts.poolSize,
              applicationName: service,
              queryTimeoutMs: opts.queryTimeoutMs,
            });
            await ds.initialize();
            // pg pool errors on idle clients (a restarted server) must not crash the process.
            (ds.driver as unknown as { master: NodeJS.EventEmitter }).master.on('error', (err: Error) =>
              log.warn({ err: err.message }, 'idle database connection lost'),
            );
            return ds;
          },
          inject: [CONFIG, LOGGER],
        },
        {
          provide: REDIS,
          useFactory: (c: AppConfig, log: Logger) => {
            const redis = createRedis(c.REDIS_URL, 'producer');
            redis.on('error', (err) => log.debug({ err: err.message }, 'redis connection error'));
            return redis;
          },
          inject: [CONFIG, LOGGER],
        },
        {
          provide: QUEUES,
          useFactory: (redis: IORedis, c: AppConfig) => new QueueRegistry(redis, c.QUEUE_PREFIX),
          inject: [REDIS, CONFIG],
        },
      ],
      exports: [CONFIG, LOGGER, DataSource, REDIS, QUEUES],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queues.close().catch(() => undefined);
    this.redis.disconnect();
    if (this.ds.isInitialized) await this.ds.destroy();
  }
}
