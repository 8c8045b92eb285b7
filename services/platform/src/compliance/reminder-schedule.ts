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

export type ReminderChange = 'added' | 'moved' | 'kept';

/** What the calendar needs of a paid order, as one row. */
const FACTS_SQL = `SELECT o.id, s.slug, coalesce(o.paid_at, o.created_at) AS paid_at, o.business_info->>'type' AS business_type,
       o.business_info->>'state' AS state, o.quote_inputs->>'usdotNumber' AS usdot_number
  FROM orders o JOIN services s ON s.id = o.service_id`;

interface FactsRow {
  id: string;
  slug: string;
  paid_at: Date;
  business_type: string | null;
  state: string | null;
  usdot_number: string | null;
}

const factsOf = (r: FactsRow): ComplianceOrderFacts => ({
  orderId: r.id,
  serviceSlug: r.slug,
  paidAt: r.paid_at,
  businessType: r.business_type ?? undefined,
  state: r.state ?? undefined,
  usdotNumber: r.usdot_number ?? undefined,
});

/** The calendar facts of one order, or null when it is not paid (or later) any more. */
export async function paidOrderFacts(db: DataSource | EntityManager, orderId: string): Promise<ComplianceOrderFacts | null> {
  const [row] = await db.query<FactsRow[]>(`${FACTS_SQL} WHERE o.id = $1 AND o.status IN ('paid', 'in_progress', 'completed')`, [orderId]);
  return row ? factsOf(row) : null;
}

/** Every paid order's facts, a page at a time, oldest first. */
export async function paidOrdersFacts(db: DataSource, afterId: string | null, limit: number): Promise<ComplianceOrderFacts[]> {
  const rows = await db.query<FactsRow[]>(
    `${FACTS_SQL} WHERE o.status IN ('paid', 'in_progress', 'completed') AND ($1::uuid IS NULL OR o.id > $1::uuid) ORDER BY o.id LIMIT $2`,
    [afterId, limit],
  );
  return rows.map(factsOf);
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
