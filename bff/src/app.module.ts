import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { CONFIG, OutboxRelayService, PlatformModule, REDIS, type AppConfig } from '@filebridge/platform';
import type IORedis from 'ioredis';
import { AdminModule } from './admin/admin.module';
import { AuthModule } from './auth/auth.module';
import { CatalogModule } from './catalog/catalog.module';
import { HealthController } from './health/health.controller';
import { InquiriesController } from './inquiries/inquiries.controller';
import { MetricsController } from './metrics/metrics';
import { NewsletterController } from './newsletter/newsletter.controller';
import { OrdersModule } from './orders/orders.module';
import { WebhooksModule } from './webhooks/webhooks.module';

@Module({
  imports: [
    PlatformModule.forRoot('bff', { poolSize: 20 }),
    ThrottlerModule.forRootAsync({
      inject: [CONFIG, REDIS],
      // Counted in Redis so limits hold across bff replicas.
      useFactory: (config: AppConfig, redis: IORedis) => ({
        throttlers: [{ name: 'default', ttl: 60_000, limit: config.RATE_LIMIT_PER_MINUTE }],
        storage: new ThrottlerStorageRedisService(redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: 1 })),
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
