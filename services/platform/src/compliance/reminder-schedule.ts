import {
  businessCalendars,
  reminderJobId,
  reminderSendAt,
  type ComplianceOrderFacts,
  type ComplianceReminderPayload,
} from '@filebridge/contracts';
import type { DataSource } from 'typeorm';
import type { QueueRegistry } from '../queue/queue-registry';
import { PAID_STATUS_SQL } from '../orders/order-status-sql';

export type ReminderChange = 'added' | 'moved' | 'kept';

/** The columns of an order, and its service's slug, that the calendar reads. */
export interface ComplianceFactsRow {
  id: string;
  service_slug: string;
  paid_at: Date | null;
  created_at: Date;
  /** When the agency approved the filing, for a formation: the company's formation date. */
  approved_at?: Date | null;
  business_info: { name?: string; type?: string; state?: string };
  quote_inputs: { usdotNumber?: string; ucrYear?: number } | null;
  /** The business record the order belongs to, once it has one. */
  business_id?: string | null;
  business_subject?: string | null;
  business_formation_date?: string | null;
}

/** What the calendar needs of a paid order: its filings run from the formation's approval, else from the day it was paid. */
export const complianceFactsOf = (r: ComplianceFactsRow): ComplianceOrderFacts => ({
  orderId: r.id,
  serviceSlug: r.service_slug,
  paidAt: r.paid_at ?? r.created_at,
  approvedAt: r.approved_at ?? null,
  businessName: r.business_info.name,
  businessType: r.business_info.type,
  state: r.business_info.state,
  usdotNumber: r.quote_inputs?.usdotNumber,
  ucrYear: r.quote_inputs?.ucrYear,
  business:
    r.business_id && r.business_subject
      ? { id: r.business_id, subject: r.business_subject, formationDate: r.business_formation_date ?? null }
      : null,
});

/** A paid order's calendar facts, as `ComplianceFactsRow` names them, over `FACTS_FROM_SQL`. */
export const FACTS_COLUMNS_SQL = `o.id, s.slug AS service_slug, o.paid_at, o.created_at, o.business_info, o.quote_inputs,
         (SELECT min(e.created_at) FROM order_phase_events e WHERE e.order_id = o.id AND e.to_phase = 'approved') AS approved_at,
         o.business_id, b.subject AS business_subject, to_char(b.formation_date, 'YYYY-MM-DD') AS business_formation_date`;
export const FACTS_FROM_SQL = `FROM orders o JOIN services s ON s.id = o.service_id LEFT JOIN businesses b ON b.id = o.business_id`;
export const FACTS_SQL = `SELECT ${FACTS_COLUMNS_SQL}
    ${FACTS_FROM_SQL}`;

/** The accounts with a paid order, a page at a time, in id order. */
export async function accountsWithPaidOrders(db: DataSource, afterId: string | null, limit: number): Promise<string[]> {
  const rows = await db.query<{ account_id: string }[]>(
    `SELECT DISTINCT o.account_id FROM orders o
      WHERE ${PAID_STATUS_SQL} AND ($1::uuid IS NULL OR o.account_id > $1::uuid) ORDER BY o.account_id LIMIT $2`,
    [afterId, limit],
  );
  return rows.map((r) => r.account_id);
}

/**
 * Puts each reminder of the account's calendar that goes out within `queueAheadMs` on the reminders
 * queue, as a job delayed until its day; one further away is added by a later run, as its day nears.
 * The job id is the account, business, filing and offset, so scheduling again adds nothing and a
 * second order for the same business adds no second set; a job waiting for another due date is
 * moved to the new one, however far, and one finished for an earlier cycle is replaced by the next
 * cycle's. Reminders whose day has passed, and filings without a date, are not scheduled.
 */
export async function scheduleComplianceReminders(
  queues: QueueRegistry,
  accountId: string,
  orders: readonly ComplianceOrderFacts[],
  now: Date,
  daysBeforeChosen: readonly number[],
  queueAheadMs: number,
): Promise<Record<string, ReminderChange>> {
  const reminders = accountReminders(accountId, orders, now, daysBeforeChosen);
  // Each reminder has a job of its own, so they are scheduled side by side.
  const changes = await Promise.all(reminders.map((r) => scheduleOne(queues, r, now, queueAheadMs)));
  return Object.fromEntries(
    reminders.flatMap((r, i) => (changes[i] ? [[reminderJobId(accountId, r.filingKey, r.daysBefore), changes[i]]] : [])),
  );
}

/** Every reminder of the account's calendar: one per dated filing and chosen offset. */
function accountReminders(
  accountId: string,
  orders: readonly ComplianceOrderFacts[],
  now: Date,
  daysBeforeChosen: readonly number[],
): ComplianceReminderPayload[] {
  return businessCalendars(orders, now).flatMap((business) =>
    business.filings.flatMap(({ key, dueDate }) =>
      dueDate ? daysBeforeChosen.map((daysBefore): ComplianceReminderPayload => ({ accountId, filingKey: key, dueDate, daysBefore })) : [],
    ),
  );
}

/** Whether a reminder of the account's calendar goes out within `queueAheadMs`: one scheduling would queue now. */
export function reminderDueWithin(
  accountId: string,
  orders: readonly ComplianceOrderFacts[],
  now: Date,
  daysBeforeChosen: readonly number[],
  queueAheadMs: number,
): boolean {
  return accountReminders(accountId, orders, now, daysBeforeChosen).some((r) => {
    const delay = delayUntilSent(r, now);
    return delay > 0 && delay <= queueAheadMs;
  });
}

/** Milliseconds from `now` until the reminder goes out: 0 or less once its day has passed. */
const delayUntilSent = (r: ComplianceReminderPayload, now: Date): number =>
  reminderSendAt(r.dueDate, r.daysBefore).getTime() - now.getTime();

async function scheduleOne(
  queues: QueueRegistry,
  payload: ComplianceReminderPayload,
  now: Date,
  queueAheadMs: number,
): Promise<ReminderChange | null> {
  const { accountId, filingKey, dueDate, daysBefore } = payload;
  const delay = delayUntilSent(payload, now);
  if (delay <= 0) return null;
  const jobId = reminderJobId(accountId, filingKey, daysBefore);
  const queue = queues.get('reminders');
  const existing = await queue.getJob(jobId);
  if (existing) {
    if ((existing.data as ComplianceReminderPayload).dueDate === dueDate) return 'kept';
    if ((await existing.getState()) === 'delayed') {
      await existing.updateData(payload);
      await existing.changeDelay(delay);
      return 'moved';
    }
    await existing.remove();
  }
  // Further away, it is added by a later run as its day nears.
  if (delay > queueAheadMs) return null;
  await queues.add('compliance.reminder', payload, jobId, { delay });
  return existing ? 'moved' : 'added';
}
