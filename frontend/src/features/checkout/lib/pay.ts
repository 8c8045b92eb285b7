/**
 * The Pay button's flow, free of React and of the payment provider's SDK so it can be tested:
 *
 *   create the order (or reuse the pending one) → confirm the card payment with its client secret
 *   → on "succeeded" confirm the payment with the server → paid.
 *
 * - A declined card keeps the order and its client secret: the next attempt (another card) reuses
 *   them, so one checkout never makes two orders.
 * - Once the card payment succeeded, a retry only repeats the server confirmation — never the charge.
 * - A 409 `price_changed` stops before any charge and hands the server's quote back for the
 *   customer to confirm.
 */
import type { ConfirmPaymentRequest, OrderCreateRequest, OrderCreateResponse, QuoteDto } from '@filebridge/contracts';
import { toCents } from '@filebridge/contracts';
import type { PendingOrder } from './draft';
import {
  CONFIRM_PAYMENT_FAILED,
  CREATE_ORDER_FAILED,
  PAYMENT_FAILED,
  confirmErrorText,
  createOrderErrorText,
  paymentErrorText,
} from './payment-errors';

export interface CardConfirmResult {
  error?: { message?: string; type?: string; code?: string; decline_code?: string };
  paymentIntent?: { id: string; status: string } | null;
}

export interface PayDeps {
  createOrder: (body: OrderCreateRequest) => Promise<OrderCreateResponse>;
  confirmCard: (clientSecret: string) => Promise<CardConfirmResult>;
  confirmPayment: (body: ConfirmPaymentRequest) => Promise<{ success: boolean }>;
  /** Reads the server quote out of a 409 price_changed error (null for other errors). */
  priceChangedQuote: (error: unknown) => QuoteDto | null;
  /** Called whenever the pending order changes, so it can be persisted at once. */
  onPending: (order: PendingOrder | null) => void;
}

export interface PayInput {
  pending: PendingOrder | null;
  fingerprint: string;
  request: OrderCreateRequest;
}

export type PayStage = 'create' | 'card' | 'confirm';

export type PayOutcome =
  | { kind: 'paid'; order: PendingOrder; paymentIntentId: string }
  | { kind: 'price-changed'; quote: QuoteDto }
  | { kind: 'failed'; stage: PayStage; message: string; order: PendingOrder | null };

export async function payOrder(input: PayInput, deps: PayDeps): Promise<PayOutcome> {
  let order = input.pending && input.pending.fingerprint === input.fingerprint ? input.pending : null;

  if (!order) {
    let created: OrderCreateResponse;
    try {
      created = await deps.createOrder(input.request);
    } catch (error) {
      const quote = deps.priceChangedQuote(error);
      if (quote) return { kind: 'price-changed', quote };
      return { kind: 'failed', stage: 'create', message: createOrderErrorText(error), order: null };
    }
    if (!created?.success || !created.order?._id || !created.clientSecret) {
      return { kind: 'failed', stage: 'create', message: CREATE_ORDER_FAILED, order: null };
    }
    const pricing = input.request.pricing;
    order = {
      orderId: created.order._id,
      orderNumber: created.order.orderNumber,
      clientSecret: created.clientSecret,
      fingerprint: input.fingerprint,
      totals: { subtotal: pricing.subtotal, taxAmount: pricing.taxAmount, total: pricing.total },
      lines: (input.request.items ?? []).map((i) => ({ description: i.description, amountCents: toCents(i.amount) })),
      createdAt: new Date().toISOString(),
    };
    deps.onPending(order);
  }

  let intentId = order.paidIntentId;
  if (!intentId) {
    let result: CardConfirmResult;
    try {
      result = await deps.confirmCard(order.clientSecret);
    } catch (error) {
      return { kind: 'failed', stage: 'card', message: paymentErrorText(error), order };
    }
    if (result.error) {
      // A card problem keeps the order for the next card. An intent the provider no longer accepts
      // (cancelled, expired, already handled elsewhere) is dropped so the next attempt starts afresh.
      const keep = result.error.type === 'card_error' || result.error.type === 'validation_error' || !result.error.type;
      if (!keep) deps.onPending(null);
      return { kind: 'failed', stage: 'card', message: paymentErrorText(result.error), order: keep ? order : null };
    }
    if (!result.paymentIntent || result.paymentIntent.status !== 'succeeded') {
      return { kind: 'failed', stage: 'card', message: PAYMENT_FAILED, order };
    }
    intentId = result.paymentIntent.id;
    order = { ...order, paidIntentId: intentId };
    deps.onPending(order);
  }

  try {
    const confirmed = await deps.confirmPayment({ orderId: order.orderId, paymentIntentId: intentId });
    if (!confirmed?.success) return { kind: 'failed', stage: 'confirm', message: CONFIRM_PAYMENT_FAILED, order };
  } catch (error) {
    return { kind: 'failed', stage: 'confirm', message: confirmErrorText(error), order };
  }
  return { kind: 'paid', order, paymentIntentId: intentId };
}

/** Totals (dollars) the customer accepts from a server quote, to send back as `pricing`. */
export function totalsOfQuote(quote: QuoteDto) {
  return { subtotal: quote.subtotal, taxAmount: quote.taxAmount, total: quote.total };
}

/** Order items (dollars) from a server quote, so the request and the receipt show what is charged. */
export function itemsOfQuote(quote: QuoteDto) {
  return quote.lines.map((l) => ({ description: l.description, amount: l.amount }));
}
