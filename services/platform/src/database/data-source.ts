import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { ENTITIES } from './entities';
import { PreparingClient } from './preparing-client';
import { InitialSchema1732240000000 } from './migrations/1732240000000-initial-schema';
import { MailLease1732240000001 } from './migrations/1732240000001-mail-lease';
import { StripeEventsUnapplied1732240000002 } from './migrations/1732240000002-stripe-events-unapplied';
import { CatalogAddOns1732240000010 } from './migrations/1732240000010-catalog-add-ons';
import { OrderStatesByName1732240000011 } from './migrations/1732240000011-order-states-by-name';
import { ReconcileSchedule1732240000020 } from './migrations/1732240000020-reconcile-schedule';
import { ServiceIdsFromSlugs1732240000030 } from './migrations/1732240000030-service-ids-from-slugs';
import { OrderListIndexes1732240000070 } from './migrations/1732240000070-order-list-indexes';
import { OrderRollups1732240000071 } from './migrations/1732240000071-order-rollups';
import { OrderQuoteInputs1732240000080 } from './migrations/1732240000080-order-quote-inputs';
import { ComplianceReminderOptouts1732240000081 } from './migrations/1732240000081-compliance-reminder-optouts';
import { OrderRollupShards1732240000090 } from './migrations/1732240000090-order-rollup-shards';
import { OrderRefundsDisputes1732240000100 } from './migrations/1732240000100-order-refunds-disputes';
import { OrderCreateKeys1732240000110 } from './migrations/1732240000110-order-create-keys';
import { NewsletterConfirmations1732240000120 } from './migrations/1732240000120-newsletter-confirmations';
import { OrderIncludedAddOns1732240000130 } from './migrations/1732240000130-order-included-add-ons';
import { OrderListExpeditedFirst1732240000131 } from './migrations/1732240000131-order-list-expedited-first';
import { Fulfilment1732240000140 } from './migrations/1732240000140-fulfilment';
import { Sessions1732240000180 } from './migrations/1732240000180-sessions';
import { PasswordResets1732240000181 } from './migrations/1732240000181-password-resets';
import { EmailVerification1732240000182 } from './migrations/1732240000182-email-verification';
import { SecondFactor1732240000183 } from './migrations/1732240000183-second-factor';
import { CalendarFeeds1732240000190 } from './migrations/1732240000190-calendar-feeds';
import { StaffRoles1732240000200 } from './migrations/1732240000200-staff-roles';
import { AuditAppendOnly1732240000201 } from './migrations/1732240000201-audit-append-only';
import { WorkQueue1732240000210 } from './migrations/1732240000210-work-queue';
import { WorkQueueIndexes1732240000211 } from './migrations/1732240000211-work-queue-indexes';
import { Conversations1732240000220 } from './migrations/1732240000220-conversations';
import { Businesses1732240000230 } from './migrations/1732240000230-businesses';
import { WorkQueuePaidOrder1732240000240 } from './migrations/1732240000240-work-queue-paid-order';
import { OrderCreatedRetired1732240000241 } from './migrations/1732240000241-order-created-retired';
import { PaymentSucceededRetired1732240000242 } from './migrations/1732240000242-payment-succeeded-retired';
import { OutboxNotifyIds1732240000243 } from './migrations/1732240000243-outbox-notify-ids';
import { OrderCreateFunctions1732240000244 } from './migrations/1732240000244-order-create-functions';
import { OrderCreateGenericPlans1732240000245 } from './migrations/1732240000245-order-create-generic-plans';

export const MIGRATIONS = [
  InitialSchema1732240000000,
  MailLease1732240000001,
  StripeEventsUnapplied1732240000002,
  CatalogAddOns1732240000010,
  OrderStatesByName1732240000011,
  ReconcileSchedule1732240000020,
  ServiceIdsFromSlugs1732240000030,
  OrderListIndexes1732240000070,
  OrderRollups1732240000071,
  OrderQuoteInputs1732240000080,
  ComplianceReminderOptouts1732240000081,
  OrderRollupShards1732240000090,
  OrderRefundsDisputes1732240000100,
  OrderCreateKeys1732240000110,
  NewsletterConfirmations1732240000120,
  OrderIncludedAddOns1732240000130,
  OrderListExpeditedFirst1732240000131,
  Fulfilment1732240000140,
  Sessions1732240000180,
  PasswordResets1732240000181,
  EmailVerification1732240000182,
  SecondFactor1732240000183,
  CalendarFeeds1732240000190,
  StaffRoles1732240000200,
  AuditAppendOnly1732240000201,
  WorkQueue1732240000210,
  WorkQueueIndexes1732240000211,
  Conversations1732240000220,
  Businesses1732240000230,
  WorkQueuePaidOrder1732240000240,
  OrderCreatedRetired1732240000241,
  PaymentSucceededRetired1732240000242,
  OutboxNotifyIds1732240000243,
  OrderCreateFunctions1732240000244,
  OrderCreateGenericPlans1732240000245,
];

/** The one data source factory: the schema comes from the migrations only, never from `synchronize`. */
export function createDataSource(
  databaseUrl: string,
  opts: { poolSize?: number; applicationName?: string; queryTimeoutMs?: number } = {},
): DataSource {
  return new DataSource({
    type: 'postgres',
    // The migrations give uuid ids with pgcrypto's gen_random_uuid(); TypeORM is told so, not to install uuid-ossp.
    uuidExtension: 'pgcrypto',
    url: databaseUrl,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: false,
    logging: false,
    poolSize: opts.poolSize ?? 10,
    extra: {
      Client: PreparingClient,
      application_name: opts.applicationName ?? 'filebridge',
      connectionTimeoutMillis: 5000,
      // A server that stops answering (frozen, cut off) fails the query after this, instead of never.
      ...(opts.queryTimeoutMs && { query_timeout: opts.queryTimeoutMs }),
    },
  });
}

export async function runMigrations(databaseUrl: string): Promise<string[]> {
  const ds = createDataSource(databaseUrl, { poolSize: 1, applicationName: 'filebridge-migrate' });
  await ds.initialize();
  try {
    const applied = await ds.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await ds.destroy();
  }
}
