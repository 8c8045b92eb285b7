import type { ConfirmPaymentRequest, OrderCreateRequest, OrderCreateResponse, QuoteDto } from '@filebridge/contracts';
import { api, isApiError } from '../../../lib/api-client';

/** POST /api/order/create (bearer): the server prices the order; 409 `price_changed` carries its quote. */
export function createOrder(body: OrderCreateRequest) {
  return api.post<OrderCreateResponse>('/api/order/create', body, { auth: 'customer' });
}

/** POST /api/order/confirm-payment (bearer) after the card payment succeeded. */
export function confirmPayment(body: ConfirmPaymentRequest) {
  return api.post<{ success: boolean; status?: string }>('/api/order/confirm-payment', body, { auth: 'customer' });
}

/** The server's quote from a 409 `price_changed` answer, or null for any other error. */
export function priceChangedQuote(error: unknown): QuoteDto | null {
  if (!isApiError(error) || error.status !== 409 || error.code !== 'price_changed') return null;
  const quote = (error.body as { quote?: QuoteDto } | undefined)?.quote;
  return quote && typeof quote.total === 'number' && Array.isArray(quote.lines) ? quote : null;
}
