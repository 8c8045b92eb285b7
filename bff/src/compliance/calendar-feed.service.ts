import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { DataSource } from 'typeorm';
import { BRAND_NAME } from '@filebridge/contracts';
import { CalendarFeedEntity, CONFIG, siteOrigin, type AppConfig } from '@filebridge/platform';
import { ComplianceService } from './compliance.service';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The compliance calendar as an iCalendar feed a calendar app subscribes to. Its link carries a
 * random secret, stored only hashed; making a new link replaces the old one, which then answers 404.
 */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

@Injectable()
export class CalendarFeedService {
  constructor(
    private readonly ds: DataSource,
    private readonly compliance: ComplianceService,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  private get feeds() {
    return this.ds.getRepository(CalendarFeedEntity);
  }

  async status(accountId: string): Promise<{ active: boolean; createdAt: string | null }> {
    const feed = await this.feeds.findOneBy({ accountId });
    return { active: feed !== null, createdAt: feed?.createdAt.toISOString() ?? null };
  }

  async create(accountId: string): Promise<{ url: string; createdAt: string }> {
    const token = randomBytes(32).toString('base64url');
    const [row] = await this.ds.query<{ created_at: Date }[]>(
      `INSERT INTO calendar_feeds (account_id, token_hash) VALUES ($1, $2)
       ON CONFLICT (account_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = now()
       RETURNING created_at`,
      [accountId, hashOf(token)],
    );
    return { url: `${this.config.PUBLIC_API_URL}/api/calendar/${token}.ics`, createdAt: row!.created_at.toISOString() };
  }

  async revoke(accountId: string): Promise<void> {
    await this.feeds.delete({ accountId });
  }

  /**
   * The feed: one all-day event per dated filing, its UID the filing's key in the calendar, so a
   * moved date updates the event the customer's app already holds instead of adding another. Its
   * link is the filing's renewal checkout, filled in from the business record. A met due date keeps
   * its event, UID and date, marked done, so a calendar shows it met rather than dropping it.
   */
  async render(feed: string, now: Date = new Date()): Promise<string> {
    const row = await this.feeds.findOneBy({ tokenHash: hashOf(feed.replace(/\.ics$/, '')) });
    if (!row) throw new NotFoundException({ message: 'This calendar link is not valid or was turned off.', code: 'feed_not_found' });
    const site = siteOrigin(this.config);
    const calendar = ical({
      name: `${BRAND_NAME} compliance dates`,
      prodId: { company: BRAND_NAME, product: 'compliance-calendar', language: 'EN' },
      method: ICalCalendarMethod.PUBLISH,
      ttl: 12 * 60 * 60,
    });
    for (const business of await this.compliance.forAccount(row.accountId, now)) {
      for (const filing of business.filings) {
        if (!filing.dueDate) continue;
        calendar.createEvent({
          id: `${row.accountId}/${filing.key}@filebridge`,
          start: new Date(`${filing.dueDate}T00:00:00Z`),
          allDay: true,
          stamp: now,
          summary: `${filing.title} (${business.name})${filing.done ? ': done' : ''}`,
          description: [
            filing.done &&
              `${filing.done.by === 'order' ? 'Ordered through us' : 'Done'} on ${LONG_DATE.format(new Date(filing.done.on))}: no more reminders.`,
            filing.detail,
            filing.estimate && 'This date is an estimate.',
          ]
            .filter(Boolean)
            .join(' '),
          url: `${site}${filing.renewPath ?? `/my/account/${row.accountId}/compliance`}`,
        });
      }
    }
    return calendar.toString();
  }
}
