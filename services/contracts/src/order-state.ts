import { CANCELLABLE_PHASES, type FulfilmentPhase } from './fulfilment/phases';

/** The order lifecycle (docs/architecture.md), kept as data so the bff, the workers and the admin UI agree. */
export const ORDER_STATUSES = ['pending_payment', 'payment_failed', 'paid', 'in_progress', 'completed', 'refunded', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type TransitionSource = 'api' | 'webhook' | 'worker' | 'admin' | 'reconciler';

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  // Refunded straight from unpaid: Stripe took the money and gave it back before the payment reached us.
  pending_payment: ['paid', 'payment_failed', 'expired', 'refunded'],
  payment_failed: ['paid', 'pending_payment', 'expired', 'refunded'],
  paid: ['in_progress', 'refunded'],
  in_progress: ['completed', 'refunded'],
  completed: ['refunded'],
  refunded: [],
  expired: [],
};

/**
 * Transitions an admin may start by hand; the rest belong to payments and workers. A refund is not
 * one of them: it is asked of Stripe, and the order moves when Stripe confirms it.
 */
export const ADMIN_TRANSITIONS: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  paid: ['in_progress'],
  in_progress: ['completed'],
};

/** Orders whose charge may still be refunded, in part or in full. */
export const REFUNDABLE_ORDER_STATUSES: readonly OrderStatus[] = ['paid', 'in_progress', 'completed'];

/**
 * Orders a customer may cancel themselves: paid, or being worked on and not yet filed (the
 * filing's phase says so: CANCELLABLE_PHASES). Until the filing is submitted our refund policy
 * gives everything back (the government fee is paid to the agency when we file).
 */
export const CUSTOMER_CANCELLABLE_STATUSES: readonly OrderStatus[] = ['paid', 'in_progress'];

/** The customer's own cancellation rule: a cancellable status and a filing not yet submitted. */
export const customerMayCancel = (status: OrderStatus, phase: FulfilmentPhase | null): boolean =>
  CUSTOMER_CANCELLABLE_STATUSES.includes(status) && CANCELLABLE_PHASES.includes(phase);

/** The statuses from which `to` may be reached: the `WHERE status IN (…)` of a transition. */
export function allowedFrom(to: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => ORDER_TRANSITIONS[from].includes(to));
}

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Orders that still wait for their money: the customer may pay them, the reconciler asks Stripe about them. */
export const UNPAID_ORDER_STATUSES: readonly OrderStatus[] = ['pending_payment', 'payment_failed'];

/** Orders whose money came in and stays: paid, being worked on or done. Their filings follow. */
export const PAID_ORDER_STATUSES: readonly OrderStatus[] = ['paid', 'in_progress', 'completed'];

/** Orders the card was charged for, refunded since or not: each has a receipt and its documents. */
export const CHARGED_ORDER_STATUSES: readonly OrderStatus[] = [...PAID_ORDER_STATUSES, 'refunded'];

/**
 * How many unpaid orders one account may hold at once. A declined card is retried on the same
 * order, so an honest checkout needs one; the cap stops one account from piling up orders that
 * hold intents at Stripe and work for the reconciler until they expire.
 */
export const MAX_UNPAID_ORDERS_PER_ACCOUNT = 5;

/**
 * How long an order create's Idempotency-Key answers with the same order: as long as Stripe
 * replays the payment intent made under it.
 */
export const ORDER_CREATE_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Without an Idempotency-Key, the same order body from the same account within this window is
 * taken as a repeat of the first (a double click, a client retry after a slow answer) and answers
 * with the same order.
 */
export const ORDER_CREATE_REPEAT_WINDOW_MS = 10 * 60 * 1000;
export const TOO_MANY_UNPAID_ORDERS_MESSAGE = `You already have ${MAX_UNPAID_ORDERS_PER_ACCOUNT} unpaid orders. Pay or wait for one to expire before starting another.`;

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending_payment: 'Awaiting payment',
  payment_failed: 'Payment failed',
  paid: 'Paid',
  in_progress: 'In progress',
  completed: 'Completed',
  refunded: 'Refunded',
  expired: 'Expired',
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}
