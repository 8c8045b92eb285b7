import {
  complianceFilings,
  REMINDER_DAYS_BEFORE,
  reminderJobId,
  reminderSendAt,
  type ComplianceFiling,
  type ComplianceOrderFacts,
  type ComplianceReminderPayload,
} from '@filebridge/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { QueueRegistry } from '../queue/queue-registry';
import { PAID_STATUS_SQL } from '../orders/order-status-sql';

export type ReminderChange = 'added' | 'moved' | 'kept';

/** The columns of an order, and its service's slug, that the calendar reads. */
export interface ComplianceFactsRow {
  id: string;
  service_slug: string;
  paid_at: Date | null;
  created_at: Date;
  business_info: { type?: string; state?: string };
  quote_inputs: { usdotNumber?: string } | null;
}

/** What the calendar needs of a paid order: its filings run from the day it was paid. */
export const complianceFactsOf = (r: ComplianceFactsRow): ComplianceOrderFacts => ({
  orderId: r.id,
  serviceSlug: r.service_slug,
  paidAt: r.paid_at ?? r.created_at,
  businessType: r.business_info.type,
  state: r.business_info.state,
  usdotNumber: r.quote_inputs?.usdotNumber,
});

const FACTS_SQL = `SELECT o.id, s.slug AS service_slug, o.paid_at, o.created_at, o.business_info, o.quote_inputs
  FROM orders o JOIN services s ON s.id = o.service_id`;

/** The calendar facts of one order, or null when it is not paid (or later) any more. */
export async function paidOrderFacts(db: DataSource | EntityManager, orderId: string): Promise<ComplianceOrderFacts | null> {
  const [row] = await db.query<ComplianceFactsRow[]>(`${FACTS_SQL} WHERE o.id = $1 AND ${PAID_STATUS_SQL}`, [orderId]);
  return row ? complianceFactsOf(row) : null;
}

/** Every paid order's facts, a page at a time, oldest first. */
export async function paidOrdersFacts(db: DataSource, afterId: string | null, limit: number): Promise<ComplianceOrderFacts[]> {
  const rows = await db.query<ComplianceFactsRow[]>(
    `${FACTS_SQL} WHERE ${PAID_STATUS_SQL} AND ($1::uuid IS NULL OR o.id > $1::uuid) ORDER BY o.id LIMIT $2`,
    [afterId, limit],
  );
  return rows.map(complianceFactsOf);
}

/**
 * Puts each reminder of the order's filings on the reminders queue as a job delayed until the
 * day it goes out. The job id is the order, filing and offset, so scheduling again adds nothing;
 * a job waiting for another due date is moved to the new one, and one finished for an earlier
 * cycle is replaced by the next cycle's. Reminders whose day has passed are not scheduled.
 */
export async function scheduleComplianceReminders(
  queues: QueueRegistry,
  order: ComplianceOrderFacts,
  now: Date = new Date(),
): Promise<Record<string, ReminderChange>> {
  // Each reminder has a job of its own, so they are scheduled side by side.
  const reminders = complianceFilings(order, now).flatMap((filing) => REMINDER_DAYS_BEFORE.map((daysBefore) => ({ filing, daysBefore })));
  const changes = await Promise.all(reminders.map(({ filing, daysBefore }) => scheduleOne(queues, order.orderId, filing, daysBefore, now)));
  return Object.fromEntries(
    reminders.flatMap(({ filing, daysBefore }, i) =>
      changes[i] ? [[reminderJobId(order.orderId, filing.kind, daysBefore), changes[i]]] : [],
    ),
  );
}

async function scheduleOne(
  queues: QueueRegistry,
  orderId: string,
  filing: ComplianceFiling,
  daysBefore: number,
  now: Date,
): Promise<ReminderChange | null> {
  const delay = reminderSendAt(filing.dueDate, daysBefore).getTime() - now.getTime();
  if (delay <= 0) return null;
  const jobId = reminderJobId(orderId, filing.kind, daysBefore);
  const payload: ComplianceReminderPayload = { orderId, kind: filing.kind, dueDate: filing.dueDate, daysBefore };
  const queue = queues.get('reminders');
  const existing = await queue.getJob(jobId);
  if (existing) {
    if ((existing.data as ComplianceReminderPayload).dueDate === filing.dueDate) return 'kept';
    if ((await existing.getState()) === 'delayed') {
      await existing.updateData(payload);
      await existing.changeDelay(delay);
      return 'moved';
    }
    await existing.remove();
  }
  await queues.add('compliance.reminder', payload, jobId, { delay });
  return existing ? 'moved' : 'added';
}
