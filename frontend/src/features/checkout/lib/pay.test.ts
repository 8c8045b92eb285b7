import type { OrderCreateRequest, QuoteDto } from '@filebridge/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { priceChangedQuote } from '../api/orders';
import type { PendingOrder } from './draft';
import { payOrder, type PayDeps } from './pay';

const request: OrderCreateRequest = {
  serviceSlug: 'llc-formation',
  packageId: 'p-1',
  businessInfo: { name: 'Lone Star Coffee LLC', type: 'LLC', state: 'Texas', address: '1 Main', city: 'Austin', zip: '78701' },
  customerInfo: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '5125550100',
    billingAddress: { address: '1 Main', city: 'Austin', state: 'Texas', zip: '78701' },
  },
  items: [
    { description: 'LLC Formation: Basic', amount: 49 },
    { description: 'Texas state LLC filing fee, at cost', amount: 300 },
  ],
  additionalServices: { expeditedProcessing: false, registeredAgent: false, ein: false },
  pricing: { subtotal: 349, taxAmount: 3.06, total: 352.06 },
};

function deps(overrides: Partial<PayDeps> = {}) {
  const pending: (PendingOrder | null)[] = [];
  const d: PayDeps = {
    createOrder: vi.fn(async () => ({
      success: true as const,
      order: { _id: 'o-1', orderNumber: 'FB-100001' },
      clientSecret: 'pi_1_secret_x',
    })),
    confirmCard: vi.fn(async () => ({ paymentIntent: { id: 'pi_1', status: 'succeeded' } })),
    confirmPayment: vi.fn(async () => ({ success: true })),
    priceChangedQuote,
    onPending: (o) => pending.push(o),
    ...overrides,
  };
  return { d, pending };
}

describe('payOrder', () => {
  it('creates the order, confirms the card with its client secret, then confirms with the server', async () => {
    const { d } = deps();
    const out = await payOrder({ pending: null, fingerprint: 'f', request }, d);
    expect(out.kind).toBe('paid');
    expect(d.confirmCard).toHaveBeenCalledWith('pi_1_secret_x');
    expect(d.confirmPayment).toHaveBeenCalledWith({ orderId: 'o-1', paymentIntentId: 'pi_1' });
    if (out.kind === 'paid') {
      expect(out.order.lines).toEqual([
        { description: 'LLC Formation: Basic', amountCents: 4900 },
        { description: 'Texas state LLC filing fee, at cost', amountCents: 30000 },
      ]);
      expect(out.order.totals.total).toBe(352.06);
    }
  });

  it('keeps the order after a decline and reuses it (one order, same client secret) with the next card', async () => {
    const decline = { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
    const confirmCard = vi
      .fn()
      .mockResolvedValueOnce(decline)
      .mockResolvedValueOnce({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const { d } = deps({ confirmCard });
    const first = await payOrder({ pending: null, fingerprint: 'f', request }, d);
    expect(first).toMatchObject({ kind: 'failed', stage: 'card', message: 'Your card was declined.' });
    const kept = first.kind === 'failed' ? first.order : null;
    expect(kept?.clientSecret).toBe('pi_1_secret_x');

    const second = await payOrder({ pending: kept, fingerprint: 'f', request }, d);
    expect(second.kind).toBe('paid');
    expect(d.createOrder).toHaveBeenCalledTimes(1);
    expect(confirmCard).toHaveBeenNthCalledWith(2, 'pi_1_secret_x');
  });

  it('makes a new order when the inputs changed since the pending one', async () => {
    const { d } = deps();
    const pending = {
      orderId: 'o-0',
      orderNumber: 'FB-1',
      clientSecret: 'pi_0_secret_y',
      fingerprint: 'old',
      totals: request.pricing,
      lines: [],
      createdAt: '',
    };
    await payOrder({ pending, fingerprint: 'new', request }, d);
    expect(d.createOrder).toHaveBeenCalledTimes(1);
  });

  it('stops before any charge on 409 price_changed and returns the server quote', async () => {
    const quote: QuoteDto = {
      lines: [],
      subtotal: 399,
      taxAmount: 6.19,
      total: 405.19,
      taxRate: 0.0625,
      governmentFees: [],
      governmentFeeNotes: [],
    };
    const err = new ApiError(409, 'The price has changed', 'price_changed', undefined, 'The price has changed', {
      success: false,
      code: 'price_changed',
      quote,
    });
    const { d } = deps({ createOrder: vi.fn(async () => Promise.reject(err)) });
    const out = await payOrder({ pending: null, fingerprint: 'f', request }, d);
    expect(out).toEqual({ kind: 'price-changed', quote });
    expect(d.confirmCard).not.toHaveBeenCalled();
  });

  it('reports "Failed to create order" when the server answers without an order', async () => {
    const { d } = deps({ createOrder: vi.fn(async () => ({ success: true, order: undefined, clientSecret: '' }) as never) });
    expect(await payOrder({ pending: null, fingerprint: 'f', request }, d)).toMatchObject({
      kind: 'failed',
      stage: 'create',
      message: 'Failed to create order',
    });
  });

  it('never charges twice: after a failed confirmation a retry only repeats the confirmation', async () => {
    const confirmPayment = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(503, 'Failed to confirm payment', 'unavailable', undefined, 'Failed to confirm payment'))
      .mockResolvedValueOnce({ success: true });
    const { d, pending } = deps({ confirmPayment });
    const first = await payOrder({ pending: null, fingerprint: 'f', request }, d);
    expect(first).toMatchObject({ kind: 'failed', stage: 'confirm', message: 'Failed to confirm payment' });
    expect(pending.at(-1)?.paidIntentId).toBe('pi_1');
    const second = await payOrder({ pending: pending.at(-1)!, fingerprint: 'f', request }, d);
    expect(second.kind).toBe('paid');
    expect(d.confirmCard).toHaveBeenCalledTimes(1);
  });

  it('treats a payment that did not succeed as "Payment processing failed"', async () => {
    const { d } = deps({ confirmCard: vi.fn(async () => ({ paymentIntent: { id: 'pi_1', status: 'requires_action' } })) });
    expect(await payOrder({ pending: null, fingerprint: 'f', request }, d)).toMatchObject({
      kind: 'failed',
      message: 'Payment processing failed',
    });
    expect(d.confirmPayment).not.toHaveBeenCalled();
  });

  it('drops an intent the provider no longer accepts so the next try starts afresh', async () => {
    const { d, pending } = deps({
      confirmCard: vi.fn(async () => ({ error: { type: 'invalid_request_error', message: 'This PaymentIntent was canceled.' } })),
    });
    const out = await payOrder({ pending: null, fingerprint: 'f', request }, d);
    expect(out).toMatchObject({ kind: 'failed', order: null, message: 'This PaymentIntent was canceled.' });
    expect(pending.at(-1)).toBeNull();
  });
});
