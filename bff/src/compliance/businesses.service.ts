import { randomUUID } from 'node:crypto';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  maskTaxId,
  normalizeReminderOffsets,
  type BusinessDto,
  type MarkFilingDoneBody,
  type ReminderSettings,
  type RenewalDto,
  type UpdateBusinessBody,
} from '@filebridge/contracts';
import {
  accountReminderOffsets,
  businessEinContext,
  isSealedRecord,
  syncAccountBusinesses,
  PAID_STATUS_SQL,
  writeOutbox,
  type SealedValues,
} from '@filebridge/platform';
import { SEALED_VALUES } from '../common';

const NOT_FOUND = { message: 'Business not found', code: 'business_not_found' } as const;

interface BusinessRow {
  id: string;
  subject: string;
  kind: BusinessDto['kind'];
  legal_name: string | null;
  state: string | null;
  entity_type: string | null;
  formation_date: string | null;
  formation_date_source: BusinessDto['formationDateSource'];
  state_file_number: string | null;
  usdot_number: string | null;
  mc_number: string | null;
  ein_sealed: unknown;
  created_at: Date;
}

const BUSINESS_SQL = `SELECT id, subject, kind, legal_name, state, entity_type, to_char(formation_date, 'YYYY-MM-DD') AS formation_date,
       formation_date_source, state_file_number, usdot_number, mc_number, ein_sealed, created_at
  FROM businesses`;

/**
 * The customer's companies and carriers as records: listed with their orders, corrected by the
 * customer (formation date, state file number), and read by a renewal's checkout. Every read and
 * write names the account, so one customer never reaches another's business.
 */
@Injectable()
export class BusinessesService {
  constructor(
    private readonly ds: DataSource,
    @Inject(SEALED_VALUES) private readonly sealed: SealedValues,
  ) {}

  /** Records are made as orders are paid; made here too, so one shows even before the order worker has run. */
  async list(accountId: string): Promise<BusinessDto[]> {
    await syncAccountBusinesses(this.ds, accountId);
    const rows = await this.ds.query<BusinessRow[]>(`${BUSINESS_SQL} WHERE account_id = $1 ORDER BY created_at, id`, [accountId]);
    return this.withOrders(accountId, rows);
  }

  async get(accountId: string, id: string): Promise<BusinessDto> {
    const [dto] = await this.withOrders(accountId, [await this.row(this.ds.manager, accountId, id)]);
    return dto!;
  }

  /** A formation date the customer gives stands over the approval date; clearing it lets the approval date count again. */
  async update(accountId: string, id: string, body: UpdateBusinessBody): Promise<BusinessDto> {
    await this.ds.transaction(async (m) => {
      await this.row(m, accountId, id, true);
      if (body.formationDate !== undefined)
        await m.query(
          `UPDATE businesses SET formation_date = $2::date, formation_date_source = CASE WHEN $2::date IS NULL THEN NULL ELSE 'customer' END,
                  updated_at = now() WHERE id = $1`,
          [id, body.formationDate],
        );
      if (body.stateFileNumber !== undefined)
        await m.query(`UPDATE businesses SET state_file_number = $2, updated_at = now() WHERE id = $1`, [id, body.stateFileNumber || null]);
      if (body.formationDate !== undefined) await this.accountChanged(m, accountId);
    });
    return this.get(accountId, id);
  }

  /** The checkout's start for a renewal: the record, and the address of the business's latest order. */
  async renewal(accountId: string, id: string, serviceSlug: string): Promise<RenewalDto> {
    const business = await this.row(this.ds.manager, accountId, id);
    const [service] = await this.ds.query<{ id: string }[]>(`SELECT id FROM services WHERE slug = $1`, [serviceSlug]);
    if (!service) throw new NotFoundException({ message: 'Service not found', code: 'service_not_found' });
    const [last] = await this.ds.query<{ business_info: Partial<Record<string, string>>; usdot: string | null }[]>(
      `SELECT o.business_info, o.quote_inputs->>'usdotNumber' AS usdot FROM orders o
        WHERE o.account_id = $1 AND o.business_id = $2 ORDER BY o.created_at DESC LIMIT 1`,
      [accountId, id],
    );
    const info = last?.business_info ?? {};
    const usdot = business.usdot_number ?? last?.usdot ?? undefined;
    return {
      businessId: id,
      serviceSlug,
      businessInfo: {
        name: business.legal_name ?? info.name ?? '',
        type: business.entity_type ?? info.type ?? '',
        state: business.state ?? info.state ?? '',
        address: info.address ?? '',
        city: info.city ?? '',
        zip: info.zip ?? '',
      },
      quoteInputs: usdot ? { usdotNumber: usdot } : {},
    };
  }

  async reminderSettings(accountId: string): Promise<ReminderSettings> {
    return { daysBefore: await accountReminderOffsets(this.ds, accountId) };
  }

  async updateReminderSettings(accountId: string, settings: ReminderSettings): Promise<ReminderSettings> {
    const daysBefore = normalizeReminderOffsets(settings.daysBefore);
    await this.ds.transaction(async (m) => {
      await m.query(
        `INSERT INTO compliance_reminder_settings (account_id, days_before) VALUES ($1, $2)
         ON CONFLICT (account_id) DO UPDATE SET days_before = excluded.days_before, updated_at = now()`,
        [accountId, daysBefore],
      );
      await this.accountChanged(m, accountId);
    });
    return { daysBefore };
  }

  /** One due date of one of the business's filings, filed by the customer themselves on `doneOn`. */
  async markDone(accountId: string, body: MarkFilingDoneBody): Promise<void> {
    const business = await this.row(this.ds.manager, accountId, body.businessId);
    if (!body.filingKey.startsWith(`${business.subject}/`))
      throw new NotFoundException({ message: 'This filing is not one of this business’s.', code: 'filing_not_found' });
    await this.ds.query(
      `INSERT INTO compliance_filings_done (business_id, filing_key, due_date, done_on) VALUES ($1, $2, $3, $4)
       ON CONFLICT (business_id, filing_key, due_date) DO UPDATE SET done_on = excluded.done_on`,
      [business.id, body.filingKey, body.dueDate, body.doneOn],
    );
  }

  private async row(m: EntityManager, accountId: string, id: string, lock = false): Promise<BusinessRow> {
    const [row] = await m.query<BusinessRow[]>(`${BUSINESS_SQL} WHERE id = $1 AND account_id = $2 ${lock ? 'FOR UPDATE' : ''}`, [
      id,
      accountId,
    ]);
    if (!row) throw new NotFoundException(NOT_FOUND);
    return row;
  }

  /** Reminders follow the change at once: the order worker schedules the account's again. */
  private accountChanged(m: EntityManager, accountId: string) {
    return writeOutbox(m, 'compliance.account-changed', { accountId }, `${accountId}-${randomUUID()}`);
  }

  private async withOrders(accountId: string, rows: BusinessRow[]): Promise<BusinessDto[]> {
    const orders = await this.ds.query<{ business_id: string; id: string; order_number: string; service_name: string }[]>(
      `SELECT o.business_id, o.id, o.order_number, s.name AS service_name FROM orders o JOIN services s ON s.id = o.service_id
        WHERE o.account_id = $1 AND o.business_id = ANY($2) AND ${PAID_STATUS_SQL} ORDER BY o.paid_at, o.id`,
      [accountId, rows.map((r) => r.id)],
    );
    return rows.map((r) => {
      const ein = isSealedRecord(r.ein_sealed) ? this.sealed.open(r.ein_sealed, businessEinContext(r.id)).ein : undefined;
      return {
        id: r.id,
        kind: r.kind,
        name: r.legal_name ?? (r.usdot_number ? `USDOT ${r.usdot_number}` : 'Your business'),
        legalName: r.legal_name,
        state: r.state,
        entityType: r.entity_type,
        formationDate: r.formation_date,
        formationDateSource: r.formation_date_source,
        stateFileNumber: r.state_file_number,
        usdotNumber: r.usdot_number,
        mcNumber: r.mc_number,
        ein: ein ? maskTaxId(ein) : null,
        orders: orders
          .filter((o) => o.business_id === r.id)
          .map((o) => ({ orderId: o.id, orderNumber: o.order_number, serviceName: o.service_name })),
        createdAt: r.created_at.toISOString(),
      };
    });
  }
}
