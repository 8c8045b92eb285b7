import { TOO_MANY_UNPAID_ORDERS_MESSAGE } from '@filebridge/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { confirmErrorText, createOrderErrorText, paymentErrorText } from './payment-errors';

describe('payment error text (server message, else error message, else the fallback)', () => {
  it('prefers the server’s message', () => {
    expect(
      paymentErrorText(
        new ApiError(
          409,
          'This service is currently inactive and not available.',
          'service_inactive',
          undefined,
          'This service is currently inactive and not available.',
        ),
      ),
    ).toBe('This service is currently inactive and not available.');
  });

  it('shows a provider error’s own message', () => {
    expect(paymentErrorText({ type: 'card_error', code: 'card_declined', message: 'Your card was declined.' })).toBe(
      'Your card was declined.',
    );
    expect(paymentErrorText(new Error('Network down'))).toBe('Network down');
  });

  it('falls back to "Payment processing failed"', () => {
    expect(paymentErrorText(undefined)).toBe('Payment processing failed');
    expect(paymentErrorText({})).toBe('Payment processing failed');
    expect(paymentErrorText({ message: '  ' })).toBe('Payment processing failed');
    expect(paymentErrorText(new ApiError(500, 'Request failed with status 500', 'HTTP_500'))).toBe('Payment processing failed');
  });

  it('uses "Failed to create order" and "Failed to confirm payment" when the server says nothing', () => {
    expect(createOrderErrorText(new ApiError(503, 'x', 'HTTP_503'))).toBe('Failed to create order');
    expect(
      createOrderErrorText(new ApiError(400, 'Enter a 5-digit ZIP code.', 'validation_failed', undefined, 'Enter a 5-digit ZIP code.')),
    ).toBe('Enter a 5-digit ZIP code.');
    expect(confirmErrorText(new Error('boom'))).toBe('Failed to confirm payment');
  });

  it('shows the server’s words when the account already holds the most unpaid orders it may', () => {
    expect(
      createOrderErrorText(
        new ApiError(409, TOO_MANY_UNPAID_ORDERS_MESSAGE, 'too_many_unpaid_orders', undefined, TOO_MANY_UNPAID_ORDERS_MESSAGE),
      ),
    ).toBe('You already have 5 unpaid orders. Pay or wait for one to expire before starting another.');
  });
});
