import { isApiError } from '../../../lib/api';

/** The texts a customer sees when a payment fails. */
export const PAYMENT_FAILED = 'Payment processing failed';
export const CREATE_ORDER_FAILED = 'Failed to create order';
export const CONFIRM_PAYMENT_FAILED = 'Failed to confirm payment';

/**
 * The text of the red alert under the card field: the server's message, else the
 * error's own message (a card provider error shows its own, e.g. "Your card was declined."),
 * else "Payment processing failed".
 */
export function paymentErrorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.serverMessage) return error.serverMessage;
    if (error.isNetworkError) return 'We could not reach Filebridge. Check your connection and try again.';
    return PAYMENT_FAILED;
  }
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  if (typeof error === 'string' && error.trim()) return error;
  return PAYMENT_FAILED;
}

/** Order creation failed: the server's message, else "Failed to create order". */
export function createOrderErrorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.serverMessage) return error.serverMessage;
    if (error.isNetworkError) return `${CREATE_ORDER_FAILED}: we could not reach Filebridge. Check your connection and try again.`;
  }
  return CREATE_ORDER_FAILED;
}

/** Confirmation failed: the server's message, else "Failed to confirm payment". */
export function confirmErrorText(error: unknown): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return CONFIRM_PAYMENT_FAILED;
}
