import type { DataSource } from 'typeorm';
import { intakeFamilyOf, INTAKE_SERVICE_SLUGS, type MailSendPayload } from '@filebridge/contracts';
import { writeOutbox } from '../outbox/outbox';

/**
 * A paid order waiting for its filing details gets two reminders: a day after work started, and
 * three days after. The phase's `phase_changed_at` dates the wait; `order_intakes.reminders_sent`
 * counts what went out, so each scan mails only what is newly due. A worker down past both marks
 * sends the later one only.
 */
export const INTAKE_REMINDER_HOURS = [24, 72] as const;

/** Orders one scan reminds; the rest wait for the next scan. */
const BATCH = 500;

interface DueReminder {
  id: string;
  account_id: string;
  order_number: string;
  account_email: string;
  service_slug: string;
  service_name: string;
  ordinal: 1 | 2;
}

/** Keyed by order and ordinal: however often a scan runs or retries, each reminder mails once. */
export function intakeReminderMail(o: DueReminder, site: string): MailSendPayload {
  return {
    idempotencyKey: `intake-reminder-${o.id}-${o.ordinal}`,
    template: 'intake-reminder',
    to: o.account_email,
    data: {
      orderNumber: o.order_number,
      serviceName: o.service_name,
      ordinal: o.ordinal,
      detailsUrl: `${site}/my/account/${o.account_id}/orders/${o.id}/details`,
    },
  };
}

/** Queues the reminders now due; answers how many. */
export async function remindPendingIntakes(ds: DataSource, site: string): Promise<number> {
  const [first, second] = INTAKE_REMINDER_HOURS;
  const due = await ds.query<DueReminder[]>(
    `SELECT o.id, o.account_id, o.order_number, a.email AS account_email, s.slug AS service_slug, s.name AS service_name,
            CASE WHEN o.phase_changed_at <= now() - $2 * interval '1 hour' THEN 2 ELSE 1 END AS ordinal
       FROM orders o JOIN services s ON s.id = o.service_id JOIN accounts a ON a.id = o.account_id
       LEFT JOIN order_intakes i ON i.order_id = o.id
      WHERE o.status = 'in_progress' AND o.phase = 'details_needed' AND o.phase_changed_at <= now() - $1 * interval '1 hour'
        AND s.slug = ANY($3::text[]) AND i.submitted_at IS NULL
        AND coalesce(i.reminders_sent, 0) < CASE WHEN o.phase_changed_at <= now() - $2 * interval '1 hour' THEN 2 ELSE 1 END
      ORDER BY o.phase_changed_at
      LIMIT $4`,
    [first, second, INTAKE_SERVICE_SLUGS, BATCH],
  );
  let queued = 0;
  for (const order of due) {
    const claimed = await ds.transaction(async (m) => {
      // Counted and mailed together, and only while the order still waits: a submission or a
      // concurrent scan in between claims nothing.
      const rows = await m.query<unknown[]>(
        `INSERT INTO order_intakes (order_id, account_id, family, reminders_sent)
         SELECT $1, $2, $3, $4 WHERE EXISTS (SELECT 1 FROM orders WHERE id = $1 AND phase = 'details_needed')
         ON CONFLICT (order_id) DO UPDATE SET reminders_sent = EXCLUDED.reminders_sent
          WHERE order_intakes.reminders_sent < EXCLUDED.reminders_sent AND order_intakes.submitted_at IS NULL
         RETURNING order_id`,
        [order.id, order.account_id, intakeFamilyOf(order.service_slug), order.ordinal],
      );
      if (rows.length === 0) return false;
      const mail = intakeReminderMail(order, site);
      await writeOutbox(m, 'mail.send', mail, mail.idempotencyKey);
      return true;
    });
    if (claimed) queued += 1;
  }
  return queued;
}
