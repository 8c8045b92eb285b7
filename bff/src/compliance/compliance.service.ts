import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { reminderDates, type BusinessComplianceDto } from '@filebridge/contracts';
import {
  accountCalendar,
  CONFIG,
  PAID_STATUS_SQL,
  readComplianceUnsubscribeToken,
  renewalPathOf,
  syncAccountBusinesses,
  type AppConfig,
} from '@filebridge/platform';

/** The customer's compliance calendar: the filings that follow from each of their paid orders. */
@Injectable()
export class ComplianceService {
  constructor(
    private readonly ds: DataSource,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /** Turns every reminder of the customer off; the reminder job reads this when its mail is due, so it holds at once. */
  /** The account a reminder's signed link names; a link that is not ours is a 400. */
  assertUnsubscribeLink(token: string): string {
    const accountId = readComplianceUnsubscribeToken(this.config.XSRF_SECRET, token);
    if (!accountId) throw new BadRequestException({ message: 'This unsubscribe link is not valid.', code: 'invalid_token' });
    return accountId;
  }

  async unsubscribe(token: string): Promise<void> {
    const accountId = this.assertUnsubscribeLink(token);
    const known = await this.ds.query<{ id: string }[]>(`SELECT id FROM accounts WHERE id::text = $1`, [accountId]);
    if (!known.length) throw new BadRequestException({ message: 'This unsubscribe link is not valid.', code: 'invalid_token' });
    await this.ds.query<unknown[]>(`INSERT INTO compliance_reminder_optouts (account_id) VALUES ($1) ON CONFLICT DO NOTHING`, [accountId]);
  }

  /**
   * The customer's calendar, per business: each filing once, however many of their orders imply it,
   * with what is already met, the reminder days they chose, and a renewal checkout filled in from the record.
   */
  async forAccount(accountId: string, today: Date = new Date()): Promise<BusinessComplianceDto[]> {
    await syncAccountBusinesses(this.ds, accountId);
    const [calendar, orders] = await Promise.all([
      accountCalendar(this.ds, accountId, today),
      this.ds.query<{ id: string; order_number: string; service_name: string }[]>(
        `SELECT o.id, o.order_number, s.name AS service_name FROM orders o JOIN services s ON s.id = o.service_id
          WHERE o.account_id = $1 AND ${PAID_STATUS_SQL}`,
        [accountId],
      ),
    ]);
    const orderById = new Map(orders.map((o) => [o.id, o]));
    const factsById = new Map(calendar.facts.map((f) => [f.orderId, f]));
    return Promise.all(
      calendar.calendars.map(async (b) => {
        const first = factsById.get(b.orderIds[0]!)!;
        const usdot = b.subject.startsWith('usdot-') ? b.subject.slice('usdot-'.length) : null;
        return {
          subject: b.subject,
          businessId: b.businessId,
          name: usdot ? `USDOT ${usdot}` : (first.businessName ?? orderById.get(first.orderId)!.order_number),
          orders: b.orderIds.map((id) => ({
            orderId: id,
            orderNumber: orderById.get(id)!.order_number,
            serviceName: orderById.get(id)!.service_name,
          })),
          filings: await Promise.all(
            b.filings.map(async (withSubject) => {
              const { subject: _subject, ...filing } = withSubject;
              const done = calendar.doneOf(b, withSubject);
              return {
                ...filing,
                reminders: filing.dueDate && !done ? reminderDates(filing.dueDate, today, calendar.daysBefore) : [],
                renewPath: await renewalPathOf(this.ds, accountId, b.businessId, filing),
                done,
              };
            }),
          ),
        };
      }),
    );
  }
}
