import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
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
    const [facts, daysBefore] = await Promise.all([syncAccountBusinesses(this.ds, accountId), accountReminderOffsets(this.ds, accountId)]);
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
