import type Stripe from 'stripe';
import type { DataSource, EntityManager } from 'typeorm';
import {
  formatUsd,
  stripeOutcome,
  type OrderStatus,
  type SettlingIntent,
  type StripeOutcome,
  type TransitionSource,
} from '@filebridge/contracts';
import { settledOrderOf, type OrderMoneyRow } from '../orders/order-money';
import { transitionOrder } from '../orders/order-transitions';
import { startFiling, type FilingStart } from '../orders/start-filing';
import { writeOutbox } from '../outbox/outbox';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An order as the payment paths read it: the settle check's columns and its status. */
export type OrderPaymentRow = OrderMoneyRow & { status: OrderStatus };

/** An intent read together with its charge: the one input the settle check accepts. */
export function readIntent(stripe: Stripe, intentId: string): Promise<Stripe.PaymentIntent> {
  return stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] });
}

export interface StripeStateContext {
  source: TransitionSource;
  /** The timeline's note when this brings the payment in. */
  paidNote: string;
  correlationId?: string;
  /** A refund event asked: its refunds are read even when none is left standing (one that failed). */
  refundEvent?: boolean;
  /** The stored Stripe event this applies: marked processed in the transaction that applies it. */
  eventId?: string;
  /** What the work an order paid now starts needs (filingStartOf). */
  start: FilingStart;
}

export type AppliedOutcome = StripeOutcome & { changed: boolean };

/**
 * Brings an order to what Stripe's current state implies, whichever path or event asked and in
 * whatever order they came: paid when the intent settles it, and its work started in the same
 * transaction (startFiling), refunded when its charge was given
 * back in full (even if it was never marked paid here), its refunds recorded either way. Every
 * write is conditional or idempotent, so paths racing each other converge on Stripe's state.
 */
export async function applyStripeState(
  ds: DataSource,
  stripe: Stripe,
  order: OrderPaymentRow,
  intent: Stripe.PaymentIntent,
  ctx: StripeStateContext,
): Promise<AppliedOutcome> {
  const outcome = stripeOutcome(intent as SettlingIntent, settledOrderOf(order));
  if (outcome.kind === 'none') return { ...outcome, changed: false };
  const refunds = await refundsOf(stripe, intent, ctx.refundEvent);
  return ds.transaction((m) => applyStripeStateIn(m, order, intent, refunds, ctx));
}

/**
 * The refunds of an intent's charge that applying its state records, read from Stripe before the
 * transaction that records them: none unless the charge had money given back or a refund event asked.
 */
export async function refundsOf(stripe: Stripe, intent: Stripe.PaymentIntent, refundEvent = false): Promise<Stripe.Refund[]> {
  const charge = intent.latest_charge;
  if (!charge || typeof charge === 'string') return [];
  return charge.amount_refunded > 0 || refundEvent ? listRefunds(stripe, charge.id) : [];
}

/** What applying an intent's state needs from Stripe, read before the transaction that applies it (applyStripeStateIn). */
export interface StripeState {
  intent: Stripe.PaymentIntent;
  refunds: Stripe.Refund[];
}

export async function readStripeState(stripe: Stripe, intentId: string): Promise<StripeState> {
  const intent = await readIntent(stripe, intentId);
  return { intent, refunds: await refundsOf(stripe, intent) };
}

/** applyStripeState in the caller's transaction, the charge's refunds already read (refundsOf). */
export async function applyStripeStateIn(
  m: EntityManager,
  order: OrderPaymentRow,
  intent: Stripe.PaymentIntent,
  refunds: readonly Stripe.Refund[],
  ctx: StripeStateContext,
): Promise<AppliedOutcome> {
  const outcome = stripeOutcome(intent as SettlingIntent, settledOrderOf(order));
  if (outcome.kind === 'none') return { ...outcome, changed: false };
  if (ctx.eventId) await m.query(`UPDATE stripe_events SET processed_at = now() WHERE event_id = $1`, [ctx.eventId]);
  await recordRefunds(m, order.id, refunds, ctx.correlationId);
  // The stored total only rises from 0 as Stripe refunds: a charge with nothing refunded leaves nothing to write.
  if (outcome.refundedCents > 0)
    await m.query(`UPDATE orders SET refunded_cents = $2 WHERE id = $1 AND refunded_cents <> $2`, [order.id, outcome.refundedCents]);
  if (outcome.kind === 'paid') {
    const changed = await startFiling(m, order.id, ctx.start, ctx.source, ctx.correlationId, { note: ctx.paidNote });
    return { ...outcome, changed };
  }
  const r = await transitionOrder(m, {
    orderId: order.id,
    to: 'refunded',
    source: ctx.source,
    note: `Refunded in full at Stripe: ${formatUsd(outcome.refundedCents)}`,
    correlationId: ctx.correlationId,
  });
  return { ...outcome, changed: r.changed };
}

async function listRefunds(stripe: Stripe, chargeId: string): Promise<Stripe.Refund[]> {
  const refunds: Stripe.Refund[] = [];
  for await (const refund of stripe.refunds.list({ charge: chargeId, limit: 100 })) refunds.push(refund);
  return refunds;
}

/**
 * Records each refund as Stripe reports it: one asked for here is matched by the request id its
 * metadata carries, one made at Stripe is added. A refund reaching `succeeded` for the first time
 * causes its one mail to the customer.
 */
export async function recordRefunds(m: EntityManager, orderId: string, refunds: readonly Stripe.Refund[], correlationId?: string) {
  for (const refund of refunds) {
    const requestId = UUID.test(refund.metadata?.refundRequestId ?? '') ? refund.metadata!.refundRequestId! : null;
    // `requires_action` and any status newer than this code wait as pending: only Stripe's final word counts.
    const status = refund.status === 'succeeded' || refund.status === 'failed' || refund.status === 'canceled' ? refund.status : 'pending';
    const rows = await m.query<{ id: string; succeeded_now: boolean }[]>(
      `WITH prev AS (
         SELECT id, status FROM order_refunds
          WHERE order_id = $1 AND (stripe_refund_id = $2 OR ($3::uuid IS NOT NULL AND id = $3::uuid))
          ORDER BY stripe_refund_id = $2 DESC LIMIT 1 FOR UPDATE),
       updated AS (
         UPDATE order_refunds r SET stripe_refund_id = $2, status = $5, failure_reason = $7, updated_at = now()
           FROM prev WHERE r.id = prev.id AND (r.status <> $5 OR r.stripe_refund_id IS DISTINCT FROM $2)
         RETURNING r.id, prev.status <> 'succeeded' AND $5 = 'succeeded' AS succeeded_now),
       inserted AS (
         INSERT INTO order_refunds (order_id, stripe_refund_id, amount_cents, reason, status, failure_reason)
         SELECT $1, $2, $4, $6, $5, $7 WHERE NOT EXISTS (SELECT 1 FROM prev)
         ON CONFLICT (stripe_refund_id) DO NOTHING
         RETURNING id, $5 = 'succeeded' AS succeeded_now)
       SELECT id, succeeded_now FROM updated UNION ALL SELECT id, succeeded_now FROM inserted`,
      [orderId, refund.id, requestId, refund.amount, status, refund.reason ?? null, refund.failure_reason ?? null],
    );
    for (const row of rows) {
      if (row.succeeded_now) await writeOutbox(m, 'refund.succeeded', { orderId, refundId: row.id, correlationId }, `refund-${row.id}`);
    }
  }
}
