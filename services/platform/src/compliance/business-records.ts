import {
  businessCalendars,
  DEFAULT_REMINDER_OFFSETS,
  filingOrderedThroughUs,
  filingServiceSlug,
  FORMATION_SERVICES,
  normalizeReminderOffsets,
  orderBusinessSubject,
  renewalCheckoutPath,
  type BusinessCalendar,
  type ComplianceFiling,
  type ComplianceOrderFacts,
} from '@filebridge/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { PAID_STATUS_SQL } from '../orders/order-status-sql';
import { complianceFactsOf, FACTS_COLUMNS_SQL, FACTS_FROM_SQL, FACTS_SQL, type ComplianceFactsRow } from './reminder-schedule';

type Db = DataSource | EntityManager;

/** The EIN's sealed record is bound to its business, so one copied to another record does not open. */
export const businessEinContext = (businessId: string) => `business:${businessId}:ein`;

/**
 * Gives each paid order of the account its business record: the first order for a company or a
 * carrier creates it, the next ones join it. What a record holds is never overwritten from an
 * order, except the formation date of a company we formed, which becomes the day the state
 * approved it unless the customer gave one. Idempotent, so every event that may change a record
 * can call it. Answers the calendar facts of the account's paid orders as the records now stand:
 * every record it writes answers with its formation date, so they need no second read.
 */
export async function syncAccountBusinesses(db: Db, accountId: string): Promise<ComplianceOrderFacts[]> {
  const rows = await db.query<ComplianceFactsRow[]>(
    `${FACTS_SQL} WHERE o.account_id = $1 AND ${PAID_STATUS_SQL} ORDER BY o.paid_at, o.id`,
    [accountId],
  );
  return syncRows(db, accountId, rows);
}

/** A paid order's business record synced: its calendar facts, and the days before a due date the account's reminders go out. */
export interface OrderBusinessSync {
  facts: ComplianceOrderFacts;
  daysBefore: number[];
}

/**
 * syncAccountBusinesses for one paid order: its business record, its calendar facts and the
 * account's reminder days (null while it is not paid). Reads that order alone, so a payment costs
 * the same however many orders the account holds, and the reminder days in the same statement, as
 * every payment asks for both.
 */
export async function syncOrderBusiness(db: Db, accountId: string, orderId: string): Promise<OrderBusinessSync | null> {
  const rows = await db.query<(ComplianceFactsRow & { reminder_days_before: number[] | null })[]>(
    `SELECT ${FACTS_COLUMNS_SQL}, (SELECT days_before FROM compliance_reminder_settings WHERE account_id = $2) AS reminder_days_before
       ${FACTS_FROM_SQL} WHERE o.id = $1 AND o.account_id = $2 AND ${PAID_STATUS_SQL}`,
    [orderId, accountId],
  );
  const [facts] = await syncRows(db, accountId, rows);
  return facts ? { facts, daysBefore: reminderOffsetsOf(rows[0]!.reminder_days_before) } : null;
}

/**
 * The account's business record for an order, made by the account's first order for that company or
 * carrier; `link` also links the order to it. An order about to be written anyway is linked by that
 * write instead (startFiling), which spares its row, and every one of its indexes, a second version.
 */
export async function orderBusinessRecord(
  db: Db,
  accountId: string,
  row: ComplianceFactsRow,
  { link }: { link: boolean },
): Promise<{ id: string; subject: string; formation_date: string | null }> {
  const facts = complianceFactsOf(row);
  const { subject, kind } = orderBusinessSubject(facts);
  const [made] = await db.query<{ id: string; formation_date: string | null }[]>(
    `WITH made AS (
       INSERT INTO businesses (account_id, subject, kind, legal_name, state, entity_type, usdot_number)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (account_id, subject) DO UPDATE SET subject = excluded.subject RETURNING id, formation_date),
     linked AS (UPDATE orders SET business_id = (SELECT id FROM made) WHERE id = $8 AND business_id IS NULL)
     SELECT id, to_char(formation_date, 'YYYY-MM-DD') AS formation_date FROM made`,
    [
      accountId,
      subject,
      kind,
      facts.businessName || null,
      facts.state ?? null,
      facts.businessType ?? null,
      kind === 'carrier' ? subject.slice('usdot-'.length) : null,
      link ? row.id : null,
    ],
  );
  return { ...made!, subject };
}

async function syncRows(db: Db, accountId: string, rows: ComplianceFactsRow[]): Promise<ComplianceOrderFacts[]> {
  const formationDates = new Map<string, string | null>();
  for (const row of rows) {
    if (!row.business_id) {
      const made = await orderBusinessRecord(db, accountId, row, { link: true });
      Object.assign(row, { business_id: made.id, business_subject: made.subject });
      formationDates.set(made.id, made.formation_date);
    }
    if (FORMATION_SERVICES.has(row.service_slug) && row.approved_at) {
      const [moved] = await db.query<{ formation_date: string }[]>(
        `WITH moved AS (
           UPDATE businesses SET formation_date = ($2::timestamptz AT TIME ZONE 'UTC')::date, formation_date_source = 'approval', updated_at = now()
            WHERE id = $1 AND formation_date_source IS DISTINCT FROM 'customer'
              AND formation_date IS DISTINCT FROM ($2::timestamptz AT TIME ZONE 'UTC')::date
            RETURNING formation_date)
         SELECT to_char(formation_date, 'YYYY-MM-DD') AS formation_date FROM moved`,
        [row.business_id, row.approved_at],
      );
      if (moved) formationDates.set(row.business_id!, moved.formation_date);
    }
  }
  return rows.map((row) =>
    complianceFactsOf(
      row.business_id && formationDates.has(row.business_id)
        ? { ...row, business_formation_date: formationDates.get(row.business_id) ?? null }
        : row,
    ),
  );
}

/** The days before a due date the account's reminders go out: its own choice, else 60, 30 and 7. */
export async function accountReminderOffsets(db: Db, accountId: string): Promise<number[]> {
  const [row] = await db.query<{ days_before: number[] }[]>(`SELECT days_before FROM compliance_reminder_settings WHERE account_id = $1`, [
    accountId,
  ]);
  return reminderOffsetsOf(row?.days_before ?? null);
}

const reminderOffsetsOf = (stored: readonly number[] | null): number[] => normalizeReminderOffsets(stored ?? DEFAULT_REMINDER_OFFSETS);

export interface FilingDone {
  on: string;
  by: 'customer' | 'order';
}

/** The account's calendar with what is already met: the due dates marked done, and the paid orders of each business. */
export interface AccountCalendar {
  facts: ComplianceOrderFacts[];
  calendars: BusinessCalendar[];
  daysBefore: number[];
  /** `doneOf(business, filing)`: how this due date was met, or null while it is still to do. */
  doneOf: (business: BusinessCalendar, filing: ComplianceFiling) => FilingDone | null;
}

export async function accountCalendar(db: Db, accountId: string, today: Date): Promise<AccountCalendar> {
  const [facts, daysBefore, marks] = await Promise.all([
    accountComplianceFacts(db, accountId),
    accountReminderOffsets(db, accountId),
    db.query<{ business_id: string; filing_key: string; due_date: string; done_on: string }[]>(
      `SELECT d.business_id, d.filing_key, to_char(d.due_date, 'YYYY-MM-DD') AS due_date, to_char(d.done_on, 'YYYY-MM-DD') AS done_on
         FROM compliance_filings_done d JOIN businesses b ON b.id = d.business_id WHERE b.account_id = $1`,
      [accountId],
    ),
  ]);
  const marked = new Map(marks.map((m) => [`${m.business_id}|${m.filing_key}|${m.due_date}`, m.done_on]));
  const factsById = new Map(facts.map((f) => [f.orderId, f]));
  const doneOf = (business: BusinessCalendar, filing: ComplianceFiling): FilingDone | null => {
    const on = business.businessId ? marked.get(`${business.businessId}|${filing.key}|${filing.dueDate}`) : undefined;
    if (on) return { on, by: 'customer' };
    const orders = business.orderIds.map((id) => factsById.get(id)!).filter((o) => filingOrderedThroughUs(filing, [o]));
    const first = orders[0];
    return first ? { on: new Date(first.paidAt).toISOString().slice(0, 10), by: 'order' } : null;
  };
  return { facts, calendars: businessCalendars(facts, today), daysBefore, doneOf };
}

/** The calendar facts of every paid order of one account: its calendar is theirs together. */
export async function accountComplianceFacts(db: Db, accountId: string): Promise<ComplianceOrderFacts[]> {
  const rows = await db.query<ComplianceFactsRow[]>(
    `${FACTS_SQL} WHERE o.account_id = $1 AND ${PAID_STATUS_SQL} ORDER BY o.paid_at, o.id`,
    [accountId],
  );
  return rows.map(complianceFactsOf);
}

/**
 * Where the customer renews a filing in one click: its service's checkout, on the package the
 * business last bought of it (else the service's first), filled in from the business record.
 * Null for what we do not file, or a business without a record yet.
 */
export async function renewalPathOf(
  db: Db,
  accountId: string,
  businessId: string | null,
  filing: Pick<ComplianceFiling, 'orderPath'>,
): Promise<string | null> {
  const slug = filingServiceSlug(filing);
  if (!slug || !businessId) return null;
  const [pkg] = await db.query<{ id: string }[]>(
    `SELECT p.id FROM packages p JOIN services s ON s.id = p.service_id
      WHERE s.slug = $1
      ORDER BY (SELECT max(o.paid_at) FROM orders o WHERE o.package_id = p.id AND o.business_id = $2) DESC NULLS LAST, p.position
      LIMIT 1`,
    [slug, businessId],
  );
  return pkg ? renewalCheckoutPath(accountId, slug, pkg.id, businessId) : null;
}

/** The intake answers a business record keeps, by the record's column. */
const INTAKE_RECORD_FIELDS = {
  legal_name: ['legalName', 'entityName', 'name'],
  state_file_number: ['fileNumber'],
  usdot_number: ['usdotNumber'],
  entity_type: ['entityType'],
} as const;

/**
 * The filing details a customer submitted, kept on the order's business record: the next order's
 * checkout and intake start from them. The EIN is given already sealed to the record.
 */
export async function recordIntakeOnBusiness(
  db: Db,
  order: { id: string; accountId: string },
  values: Readonly<Record<string, unknown>>,
  sealEin: (businessId: string, ein: string) => object,
): Promise<void> {
  await syncAccountBusinesses(db, order.accountId);
  const [row] = await db.query<{ business_id: string | null }[]>(`SELECT business_id FROM orders WHERE id = $1`, [order.id]);
  if (!row?.business_id) return;
  const given = (keys: readonly string[]) =>
    keys.map((k) => values[k]).find((v): v is string => typeof v === 'string' && v.trim() !== '') ?? null;
  const ein = typeof values.ein === 'string' && values.ein ? sealEin(row.business_id, values.ein) : null;
  await db.query(
    `UPDATE businesses SET legal_name = coalesce($2, legal_name), state_file_number = coalesce($3, state_file_number),
            usdot_number = coalesce($4, usdot_number), entity_type = coalesce($5, entity_type),
            ein_sealed = coalesce($6::jsonb, ein_sealed), updated_at = now()
      WHERE id = $1`,
    [
      row.business_id,
      given(INTAKE_RECORD_FIELDS.legal_name),
      given(INTAKE_RECORD_FIELDS.state_file_number),
      given(INTAKE_RECORD_FIELDS.usdot_number),
      given(INTAKE_RECORD_FIELDS.entity_type),
      ein && JSON.stringify(ein),
    ],
  );
}
