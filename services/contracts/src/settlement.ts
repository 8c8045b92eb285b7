/**
 * Whether what Stripe reports settles an order: the one rule behind every path that may mark an
 * order paid (the customer's confirmation, the webhook worker, the reconciler) or refunded. Each
 * path reads the object back from Stripe first and hands it here; nothing in an event body is
 * trusted on its own.
 */

/** The fields of a Stripe PaymentIntent the rule reads, with Stripe's names. */
export interface SettlingIntent {
  id: string;
  status: string;
  amount: number;
  amount_received: number;
  currency: string;
  metadata?: Record<string, string> | null;
  /**
   * The intent's charge, read with it (`expand: ['latest_charge']`): a refunded intent stays
   * `succeeded`, so only the charge tells whether the money is still with us.
   */
  latest_charge?: string | RefundedCharge | null;
}

/** The fields of a Stripe Charge the refund rule reads, with Stripe's names. */
export interface RefundedCharge {
  id: string;
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  currency: string;
  payment_intent: string | { id: string } | null;
}

/** The order as the rule sees it; money in integer cents, currency as a lowercase ISO code. */
export interface SettledOrder {
  id: string;
  accountId: string;
  totalCents: number;
  currency: string;
  paymentIntentId: string | null;
}

export type SettlementRefusal =
  | 'other_intent'
  | 'other_order'
  | 'other_account'
  | 'not_succeeded'
  | 'amount_differs'
  | 'currency_differs'
  | 'charge_unread'
  | 'refunded'
  | 'not_refunded';

export type SettlementVerdict = { ok: true } | { ok: false; reason: SettlementRefusal; detail: string };

const refuse = (reason: SettlementRefusal, detail: string): SettlementVerdict => ({ ok: false, reason, detail });

/**
 * The intent is the one this order created for itself: the order points at it, and the metadata
 * written at creation names this order and its account. A failure event is applied only to an
 * intent that passes this.
 */
export function intentBelongsToOrder(intent: SettlingIntent, order: SettledOrder): SettlementVerdict {
  if (order.paymentIntentId !== intent.id) return refuse('other_intent', `order ${order.id} does not use intent ${intent.id}`);
  if (intent.metadata?.orderId !== order.id) return refuse('other_order', `intent ${intent.id} names order ${intent.metadata?.orderId}`);
  if (intent.metadata?.accountId !== order.accountId) {
    return refuse('other_account', `intent ${intent.id} names account ${intent.metadata?.accountId}`);
  }
  return { ok: true };
}

/**
 * A PaymentIntent pays an order when it belongs to the order, has succeeded, took exactly the
 * order's total in the order's currency (the same number in another currency is another amount),
 * and its charge, read with it, was not given back in full. A partial refund leaves the order paid.
 */
export function paymentSettlesOrder(intent: SettlingIntent, order: SettledOrder): SettlementVerdict {
  const belongs = intentBelongsToOrder(intent, order);
  if (!belongs.ok) return belongs;
  if (intent.status !== 'succeeded') return refuse('not_succeeded', `intent ${intent.id} is ${intent.status}`);
  if (intent.currency.toLowerCase() !== order.currency.toLowerCase()) {
    return refuse('currency_differs', `intent ${intent.id} is in ${intent.currency}, the order in ${order.currency}`);
  }
  if (intent.amount !== order.totalCents || intent.amount_received !== order.totalCents) {
    return refuse(
      'amount_differs',
      `intent ${intent.id} is for ${intent.amount} and received ${intent.amount_received}, the order totals ${order.totalCents}`,
    );
  }
  const charge = intent.latest_charge;
  if (!charge || typeof charge === 'string') return refuse('charge_unread', `intent ${intent.id} was read without its charge`);
  if (charge.amount_refunded >= charge.amount) {
    return refuse('refunded', `charge ${charge.id} of intent ${intent.id} was refunded in full`);
  }
  return { ok: true };
}

/** What Stripe's current state means for an order: the state it should reach, whatever order the events came in. */
export type StripeOutcome =
  | { kind: 'paid'; refundedCents: number }
  | { kind: 'refunded'; refundedCents: number }
  | { kind: 'none'; verdict: SettlementVerdict & { ok: false } };

/**
 * The one reading of an intent (with its charge) for an order: paid (perhaps partly refunded),
 * refunded in full (whether or not the order was ever marked paid), or nothing to apply.
 */
export function stripeOutcome(intent: SettlingIntent, order: SettledOrder): StripeOutcome {
  const paid = paymentSettlesOrder(intent, order);
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  if (paid.ok) return { kind: 'paid', refundedCents: charge?.amount_refunded ?? 0 };
  if (paid.reason === 'refunded' && charge && refundSettlesOrder(charge, order).ok) {
    return { kind: 'refunded', refundedCents: charge.amount_refunded };
  }
  return { kind: 'none', verdict: paid };
}

/** A charge refunds an order when it is a charge of the order's own intent and all of it was given back. */
export function refundSettlesOrder(charge: RefundedCharge, order: SettledOrder): SettlementVerdict {
  const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? null);
  if (!intentId || intentId !== order.paymentIntentId)
    return refuse('other_intent', `charge ${charge.id} is not of order ${order.id}'s intent`);
  if (!charge.refunded || charge.amount_refunded < charge.amount) {
    return refuse('not_refunded', `charge ${charge.id} has ${charge.amount_refunded} of ${charge.amount} refunded`);
  }
  return { ok: true };
}
