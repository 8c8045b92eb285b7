import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import { JOBS, type ComplianceAccountChangedPayload } from '@filebridge/contracts';
import { CONFIG, LOGGER, remindPendingIntakes, siteOrigin, type AppConfig } from '@filebridge/platform';
import { AccountReminders } from './account-reminders.service';

/** Reminder scheduling: compliance reminders per account, and filing-details reminders for paid orders. */
@Controller()
export class ReminderHandlers {
  private readonly site: string;

  constructor(
    private readonly ds: DataSource,
    private readonly reminders: AccountReminders,
    @Inject(LOGGER) private readonly log: Logger,
    @Inject(CONFIG) config: AppConfig,
  ) {
    this.site = siteOrigin(config);
  }

  /** The customer changed a formation date or their reminder days: their reminders follow at once. */
  @EventPattern(JOBS.complianceAccountChanged)
  async accountChanged(@Payload() p: ComplianceAccountChangedPayload) {
    await this.reminders.schedule(p.accountId);
    this.log.info('compliance reminders scheduled again for one account');
  }

  /**
   * Schedules again the reminders of every account with a paid order: a filing whose date has passed moves on to
   * its next cycle, and a due date that changed moves its waiting reminders.
   */
  @EventPattern(JOBS.complianceSchedule)
  async scheduleReminders() {
    const accounts = await this.reminders.scheduleAll();
    this.log.info({ accounts }, 'compliance reminders scheduled');
  }

  /** Paid orders still waiting for their filing details: a reminder a day, then three days, after work started. */
  @EventPattern(JOBS.intakeRemind)
  async remindIntakes() {
    const queued = await remindPendingIntakes(this.ds, this.site);
    if (queued > 0) this.log.info({ queued }, 'filing details reminders queued');
  }
}
