import { Inject, Injectable } from '@nestjs/common';
import type { ComplianceOrderFacts } from '@filebridge/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import {
  CONFIG,
  QUEUES,
  QueueRegistry,
  type AppConfig,
  accountReminderOffsets,
  accountsWithPaidOrders,
  scheduleComplianceReminders,
  syncAccountBusinesses,
} from '@filebridge/platform';

const REMINDER_SCHEDULE_BATCH = 500;

/** An account's business records as they now stand and the days before a due date it is reminded. */
export interface AccountReminderFacts {
  accountId: string;
  facts: ComplianceOrderFacts[];
  daysBefore: number[];
}

/** Brings accounts' business records up to date from their paid orders, then schedules their reminders from them. */
@Injectable()
export class AccountReminders {
  private readonly queueAheadMs: number;

  constructor(
    private readonly ds: DataSource,
    @Inject(QUEUES) private readonly queues: QueueRegistry,
    @Inject(CONFIG) config: AppConfig,
  ) {
    this.queueAheadMs = config.REMINDER_QUEUE_AHEAD_DAYS * 24 * 60 * 60_000;
  }

  async schedule(accountId: string): Promise<void> {
    await this.queue(await this.sync(this.ds, accountId));
  }

  /**
   * Brings the account's business records up to date and reads its reminder days, in `db`: a
   * caller's transaction when what made them change commits with them.
   */
  async sync(db: DataSource | EntityManager, accountId: string): Promise<AccountReminderFacts> {
    const [facts, daysBefore] = await Promise.all([syncAccountBusinesses(db, accountId), accountReminderOffsets(db, accountId)]);
    return { accountId, facts, daysBefore };
  }

  /** Queues the reminders of records synced by `sync`, once what it read has committed. */
  async queue({ accountId, facts, daysBefore }: AccountReminderFacts): Promise<void> {
    await scheduleComplianceReminders(this.queues, accountId, facts, new Date(), daysBefore, this.queueAheadMs);
  }

  /** Every account with a paid order, a page at a time; answers how many were scheduled. */
  async scheduleAll(): Promise<number> {
    let after: string | null = null;
    let accounts = 0;
    for (;;) {
      const page = await accountsWithPaidOrders(this.ds, after, REMINDER_SCHEDULE_BATCH);
      for (const accountId of page) await this.schedule(accountId);
      accounts += page.length;
      if (page.length < REMINDER_SCHEDULE_BATCH) return accounts;
      after = page[page.length - 1]!;
    }
  }
}
