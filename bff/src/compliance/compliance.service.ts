import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { complianceFilings, type OrderComplianceDto, type OrderQuoteInputs } from '@filebridge/contracts';
import { CONFIG, PAID_STATUS_SQL, readComplianceUnsubscribeToken, type AppConfig } from '@filebridge/platform';

interface PaidOrderRow {
  id: string;
  order_number: string;
  slug: string;
  service_name: string;
  paid_at: Date | null;
  created_at: Date;
  business_type: string | null;
  state: string | null;
  quote_inputs: OrderQuoteInputs;
}

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

  async forAccount(accountId: string, today: Date = new Date()): Promise<OrderComplianceDto[]> {
    const rows = await this.ds.query<PaidOrderRow[]>(
      `SELECT o.id, o.order_number, s.slug, s.name AS service_name, o.paid_at, o.created_at,
              o.business_info->>'type' AS business_type, o.business_info->>'state' AS state, o.quote_inputs
         FROM orders o JOIN services s ON s.id = o.service_id
        WHERE o.account_id = $1 AND ${PAID_STATUS_SQL}
        ORDER BY o.created_at DESC, o.id`,
      [accountId],
    );
    return rows.map((o) => ({
      orderId: o.id,
      orderNumber: o.order_number,
      serviceName: o.service_name,
      filings: complianceFilings(
        {
          orderId: o.id,
          serviceSlug: o.slug,
          paidAt: o.paid_at ?? o.created_at,
          businessType: o.business_type ?? undefined,
          state: o.state ?? undefined,
          usdotNumber: o.quote_inputs.usdotNumber,
        },
        today,
      ),
    }));
  }
}
