import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { maskTaxId, type MyDataDto } from '@filebridge/contracts';
import { isSealedRecord, type SealedValues } from '@filebridge/platform';
import { SEALED_VALUES } from '../common';
import { BusinessesService } from '../compliance';

type OrderRow = {
  id: string;
  order_number: string;
  status: string;
  phase: string | null;
  created_at: Date;
  paid_at: Date | null;
  business_info: Record<string, unknown>;
  customer_info: Record<string, unknown>;
  items: unknown;
  additional_services: unknown;
  subtotal_cents: number;
  tax_cents: number;
  total_cents: number;
};

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

/**
 * Everything held about one account, for its owner: read in one snapshot so the parts agree. Tax
 * ids leave as their last four digits only; a calendar feed's secret address never leaves.
 */
@Injectable()
export class MyDataService {
  constructor(
    private readonly ds: DataSource,
    @Inject(SEALED_VALUES) private readonly sealed: SealedValues,
    private readonly businessRecords: BusinessesService,
  ) {}

  async export(accountId: string): Promise<MyDataDto> {
    // Read first: listing brings the records up to date with the orders, a write the snapshot below cannot make.
    const businesses = await this.businessRecords.list(accountId);
    return this.ds.transaction('REPEATABLE READ', async (m) => {
      const [account] = await m.query<
        {
          email: string;
          email_verified_at: Date | null;
          first_name: string;
          last_name: string;
          phone: string | null;
          profile_picture: string | null;
          created_at: Date;
          factor_on: boolean;
          optout: boolean;
          feed_at: Date | null;
          newsletter: 'subscribed' | 'unsubscribed' | null;
        }[]
      >(
        `SELECT a.email, a.email_verified_at, a.first_name, a.last_name, a.phone, a.profile_picture, a.created_at,
                EXISTS (SELECT 1 FROM account_second_factors f WHERE f.account_id = a.id AND f.enabled_at IS NOT NULL) AS factor_on,
                EXISTS (SELECT 1 FROM compliance_reminder_optouts o WHERE o.account_id = a.id) AS optout,
                (SELECT c.created_at FROM calendar_feeds c WHERE c.account_id = a.id) AS feed_at,
                (SELECT n.status FROM newsletter_subscribers n WHERE lower(n.email) = lower(a.email)) AS newsletter
           FROM accounts a WHERE a.id = $1`,
        [accountId],
      );
      const orders = await m.query<OrderRow[]>(
        `SELECT id, order_number, status, phase, created_at, paid_at, business_info, customer_info, items, additional_services,
                subtotal_cents, tax_cents, total_cents
           FROM orders WHERE account_id = $1 ORDER BY created_at`,
        [accountId],
      );
      const ids = orders.map((o) => o.id);
      // One after another: the queries share the transaction's one connection.
      const events = await m.query<{ order_id: string; created_at: Date; to_status: string; note: string | null }[]>(
        `SELECT order_id, created_at, to_status, note FROM order_events WHERE order_id = ANY($1) ORDER BY id`,
        [ids],
      );
      const phases = await m.query<{ order_id: string; created_at: Date; to_phase: string; note: string | null }[]>(
        `SELECT order_id, created_at, to_phase, note FROM order_phase_events WHERE order_id = ANY($1) ORDER BY created_at`,
        [ids],
      );
      const intakes = await m.query<
        { order_id: string; family: string; submitted_at: Date | null; details: Record<string, unknown>; sealed: unknown }[]
      >(`SELECT order_id, family, submitted_at, details, sealed FROM order_intakes WHERE order_id = ANY($1)`, [ids]);
      const messages = await m.query<{ order_id: string; created_at: Date; from_customer: boolean; author: string; body: string }[]>(
        `SELECT order_id, created_at, from_customer, author, body FROM order_messages WHERE order_id = ANY($1) ORDER BY created_at`,
        [ids],
      );
      const documents = await m.query<{ order_id: string; kind: string; file_name: string; size_bytes: number; created_at: Date }[]>(
        `SELECT order_id, kind, file_name, size_bytes, created_at FROM order_documents WHERE order_id = ANY($1) ORDER BY created_at`,
        [ids],
      );
      const sessions = await m.query<{ id: string; device: string; place: string; created_at: Date; last_seen_at: Date }[]>(
        `SELECT id, device, place, created_at, last_seen_at FROM sessions
            WHERE account_id = $1 AND revoked_at IS NULL ORDER BY last_seen_at DESC`,
        [accountId],
      );
      const of = <T extends { order_id: string }>(rows: T[], id: string): T[] => rows.filter((r) => r.order_id === id);
      return {
        exportedAt: new Date().toISOString(),
        profile: {
          email: account!.email,
          emailVerified: account!.email_verified_at !== null,
          firstName: account!.first_name,
          lastName: account!.last_name,
          phone: account!.phone,
          profilePicture: account!.profile_picture,
          createdAt: account!.created_at.toISOString(),
          secondFactorOn: account!.factor_on,
        },
        orders: orders.map((o) => {
          const intake = of(intakes, o.id)[0];
          return {
            orderNumber: o.order_number,
            status: o.status,
            phase: o.phase,
            createdAt: o.created_at.toISOString(),
            paidAt: iso(o.paid_at),
            business: o.business_info,
            customer: o.customer_info,
            items: o.items,
            additionalServices: o.additional_services,
            subtotalCents: o.subtotal_cents,
            taxCents: o.tax_cents,
            totalCents: o.total_cents,
            timeline: of(events, o.id).map((e) => ({ at: e.created_at.toISOString(), status: e.to_status, note: e.note })),
            phases: of(phases, o.id).map((e) => ({ at: e.created_at.toISOString(), phase: e.to_phase, note: e.note })),
            intake: intake
              ? {
                  family: intake.family,
                  submittedAt: iso(intake.submitted_at),
                  answers: intake.details,
                  masked: this.masked(intake.sealed, o.id),
                }
              : null,
            messages: of(messages, o.id).map((x) => ({
              at: x.created_at.toISOString(),
              fromCustomer: x.from_customer,
              author: x.author,
              body: x.body,
            })),
            documents: of(documents, o.id).map((d) => ({
              kind: d.kind,
              name: d.file_name,
              sizeBytes: d.size_bytes,
              createdAt: d.created_at.toISOString(),
            })),
          };
        }),
        sessions: sessions.map((s) => ({
          id: s.id,
          device: s.device,
          place: s.place,
          createdAt: s.created_at.toISOString(),
          lastSeenAt: s.last_seen_at.toISOString(),
        })),
        businesses,
        complianceRemindersOff: account!.optout,
        calendarFeed: { active: account!.feed_at !== null, createdAt: iso(account!.feed_at) },
        newsletter: { status: account!.newsletter ?? 'none' },
      };
    });
  }

  /** Each sealed value as its last four digits; the clear value never leaves this function. */
  private masked(sealed: unknown, orderId: string): Record<string, string> {
    if (!isSealedRecord(sealed)) return {};
    return Object.fromEntries(Object.entries(this.sealed.open(sealed, orderId)).map(([k, v]) => [k, maskTaxId(v)]));
  }
}
