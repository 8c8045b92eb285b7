import type { QuoteDto } from '@filebridge/contracts';
import { callApi, isApiError, type ApiBody } from '../../../lib/api';

/**
 * POST /api/order/create (bearer): the server prices the order; 409 `price_changed` carries its
 * quote. A retry with the same Idempotency-Key answers with the order the first call made.
 */
export function createOrder(body: ApiBody<'orderCreate'>, idempotencyKey: string) {
  return callApi('orderCreate', { body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** POST /api/order/confirm-payment (bearer) after the card payment succeeded. */
export function confirmPayment(body: ApiBody<'confirmPayment'>) {
  return callApi('confirmPayment', { body });
}

/** The server's quote from a 409 `price_changed` answer, or null for any other error. */
export function priceChangedQuote(error: unknown): QuoteDto | null {
  if (!isApiError(error) || error.status !== 409 || error.code !== 'price_changed') return null;
  const quote = (error.body as { quote?: QuoteDto } | undefined)?.quote;
  return quote && typeof quote.total === 'number' && Array.isArray(quote.lines) ? quote : null;
}
