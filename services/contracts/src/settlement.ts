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
  'other_intent' | 'other_order' | 'other_account' | 'not_succeeded' | 'amount_differs' | 'currency_differs' | 'not_refunded';

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
 * A PaymentIntent pays an order when it belongs to the order, has succeeded, and took exactly the
 * order's total in the order's currency: the same number in another currency is another amount.
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
  return { ok: true };
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
