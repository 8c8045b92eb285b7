import { Global, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { CONFIG, OutboxRelayService, PlatformModule, type AppConfig } from '@filebridge/platform';
import { AdminModule } from './admin';
import { AuthModule } from './auth';
import { CatalogModule } from './catalog';
import { ComplianceModule } from './compliance';
import { TOO_MANY_REQUESTS, WriteRateLimiter } from './common';
import { HealthModule } from './health';
import { InquiriesModule } from './inquiries';
import { MailStatusModule } from './mail-status';
import { NewsletterModule } from './newsletter';
import { OrdersModule } from './orders';
import { WebhooksModule } from './webhooks';

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
    WriteRateLimiter,
  ],
  exports: [ThrottlerStorageRedisService, WriteRateLimiter],
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
        errorMessage: TOO_MANY_REQUESTS.message,
      }),
    }),
    AuthModule,
    CatalogModule,
    OrdersModule,
    ComplianceModule,
    WebhooksModule,
    NewsletterModule,
    InquiriesModule,
    MailStatusModule,
    AdminModule,
    HealthModule,
  ],
  providers: [OutboxRelayService],
})
export class AppModule {}
