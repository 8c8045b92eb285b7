import { Global, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { CONFIG, OutboxRelayService, PlatformModule, type AppConfig } from '@filebridge/platform';
import { AdminModule } from './admin/admin.module';
import { AuthModule } from './auth/auth.module';
import { CatalogModule } from './catalog/catalog.module';
import { HealthController } from './health/health.controller';
import { InquiriesController } from './inquiries/inquiries.controller';
import { MetricsController } from './metrics/metrics';
import { NewsletterController } from './newsletter/newsletter.controller';
import { OrdersModule } from './orders/orders.module';
import { WebhooksModule } from './webhooks/webhooks.module';

/** Rate-limit counters live in Redis so limits hold across bff replicas; a provider, so it is closed on shutdown. */
@Global()
@Module({
  providers: [
    {
      provide: ThrottlerStorageRedisService,
      useFactory: (config: AppConfig) =>
        new ThrottlerStorageRedisService(config.REDIS_URL, { maxRetriesPerRequest: 1, keyPrefix: `${config.QUEUE_PREFIX}:throttle:` }),
      inject: [CONFIG],
    },
  ],
  exports: [ThrottlerStorageRedisService],
})
class RateLimitStorageModule {}

@Module({
  imports: [
    PlatformModule.forRoot('bff', { poolSize: 20 }),
    RateLimitStorageModule,
    ThrottlerModule.forRootAsync({
      inject: [CONFIG, ThrottlerStorageRedisService],
      useFactory: (config: AppConfig, storage: ThrottlerStorageRedisService) => ({
        throttlers: [{ name: 'default', ttl: 60_000, limit: config.RATE_LIMIT_PER_MINUTE }],
        storage,
        errorMessage: 'Too many requests. Please wait a minute and try again.',
      }),
    }),
    AuthModule,
    CatalogModule,
    OrdersModule,
    WebhooksModule,
    AdminModule,
  ],
  controllers: [HealthController, MetricsController, NewsletterController, InquiriesController],
  providers: [OutboxRelayService],
})
export class AppModule {}
