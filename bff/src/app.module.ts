import { Global, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { CONFIG, OutboxRelayService, PlatformModule, type AppConfig } from '@filebridge/platform';
import { AccountDataModule } from './account-data';
import { AdminModule } from './admin';
import { AuthModule } from './auth';
import { CatalogModule } from './catalog';
import { ComplianceModule } from './compliance';
import { DocumentsModule } from './documents';
import { RateLimitStorage, TOO_MANY_REQUESTS, WriteRateLimiter } from './common';
import { FulfilmentModule } from './fulfilment';
import { HealthModule } from './health';
import { InboxModule } from './inbox';
import { InquiriesModule } from './inquiries';
import { IntakeModule } from './intake';
import { MailStatusModule } from './mail-status';
import { NewsletterModule } from './newsletter';
import { OrdersModule } from './orders';
import { StaffModule } from './staff';
import { WebhooksModule } from './webhooks';
import { WorkQueueModule } from './workqueue';

/** Rate-limit counters shared by the throttler guard and the write limiter; a provider, so it is closed on shutdown. */
@Global()
@Module({
  providers: [RateLimitStorage, WriteRateLimiter],
  exports: [RateLimitStorage, WriteRateLimiter],
})
class RateLimitStorageModule {}

@Module({
  imports: [
    // A request never waits on the database longer than this: a frozen server answers 503, not never.
    PlatformModule.forRoot('bff', { poolSize: 20, queryTimeoutMs: 15_000 }),
    RateLimitStorageModule,
    ThrottlerModule.forRootAsync({
      inject: [CONFIG, RateLimitStorage],
      useFactory: (config: AppConfig, storage: RateLimitStorage) => ({
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
    DocumentsModule,
    FulfilmentModule,
    IntakeModule,
    AccountDataModule,
    InboxModule,
    WorkQueueModule,
    StaffModule,
    HealthModule,
  ],
  providers: [OutboxRelayService],
})
export class AppModule {}
