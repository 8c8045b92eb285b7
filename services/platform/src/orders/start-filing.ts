import type { EntityManager } from 'typeorm';
import { canTransition, PAID_ORDER_STATUSES, type TransitionSource } from '@filebridge/contracts';
import { orderBusinessRecord, syncOrderBusiness } from '../compliance/business-records';
import { reminderDueWithin } from '../compliance/reminder-schedule';
import { siteOrigin, type AppConfig } from '../config/config';
import { writeOutbox } from '../outbox/outbox';
import { loadOrderForMail, receiptMail } from './order-mails';
import { transitionOrder } from './order-transitions';
import { clockOfOrder } from './sla-clock';

/** What starting the work needs beyond the order: the site its receipt links to, how far ahead reminders are queued. */
export interface FilingStart {
  site: string;
  reminderQueueAheadMs: number;
}

export const filingStartOf = (config: Pick<AppConfig, 'FRONTEND_ORIGIN' | 'REMINDER_QUEUE_AHEAD_DAYS'>): FilingStart => ({
  site: siteOrigin(config),
  reminderQueueAheadMs: config.REMINDER_QUEUE_AHEAD_DAYS * 24 * 60 * 60_000,
});

/**
 * Work starts on a paid order in the transaction that pays it (or, for an order found paid with
 * nothing started, in the reconciler's): it moves to in_progress with the filing named in its note
 * and its SLA clock set, its receipt is queued and it is given its business record, so an order is
 * never paid with nothing started and a retry finds all of it done or none. The account's reminders
 * are scheduled again, through the outbox, only when a filing this order implies has a reminder
 * within the queue-ahead window. Only those can be new: a filing two orders imply keeps the oldest
 * order's date, and a carrier's UCR filing moves only to a year an order bought, here this one's.
 * Every later reminder is queued by the daily run as its day nears, and a queued reminder this
 * order makes stale (its due date moved, its filing ordered through us) is checked again when it is
 * due and not sent. Answers whether the order moved.
 *
 * `payment`: the payment that pays the order, applied by this same move (unpaid → paid →
 * in_progress in one write of the row, both moves on its timeline); the order must be unpaid. Without
 * it the order must be paid already, as the reconciler finds one whose work never started.
 */
export async function startFiling(
  m: EntityManager,
  orderId: string,
  start: FilingStart,
  source: TransitionSource,
  correlationId?: string,
  payment?: { note?: string },
): Promise<boolean> {
  // Locked as read, so the clock the move sets is computed from the order as it is moved.
  const order = await loadOrderForMail(m, orderId, { locked: true });
  if (!order) return false;
  // Paid already, by whatever got there first; or, without a payment, refunded in full before this
  // ran (Stripe's state wins over the event that paid it): no work, no receipt.
  if (payment ? !canTransition(order.status, 'paid') : !PAID_ORDER_STATUSES.includes(order.status)) return false;
  // Made before the move, so the move's own write of the row links it.
  const business = order.business_id ? undefined : await orderBusinessRecord(m, order.account_id, order, { link: false });
  const started = await transitionOrder(m, {
    orderId,
    to: 'in_progress',
    source,
    note: `Filing started: ${order.service_name} (${order.package_title})`,
    correlationId,
    clock: clockOfOrder(order),
    ...(payment && { through: { status: 'paid', note: payment.note } }),
    ...(business && { businessId: business.id }),
  });
  // Written whether or not this call moved the order: a retry still owes the receipt.
  const mail = receiptMail(order, start.site);
  await writeOutbox(m, 'mail.send', { ...mail, correlationId }, mail.idempotencyKey);
  const synced = await syncOrderBusiness(m, order.account_id, orderId);
  if (synced && reminderDueWithin(order.account_id, [synced.facts], new Date(), synced.daysBefore, start.reminderQueueAheadMs)) {
    await writeOutbox(m, 'compliance.account-changed', { accountId: order.account_id, correlationId }, `reminders-paid-${orderId}`);
  }
  return started.changed;
}
