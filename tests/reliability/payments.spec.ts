import { randomUUID } from 'node:crypto';
import { query } from '@filebridge/test-support';
import { Pipeline } from './pipeline-fixture';

/**
 * What may mark an order paid, refunded or failed, met from outside: the customer's own calls, the
 * signed webhook (from Stripe or from whoever holds its secret) and the reconciler, each against
 * the real processes and the Stripe emulator.
 */
describe('payments are applied only as Stripe reads them back (real processes)', () => {
  let p: Pipeline;
  beforeAll(async () => (p = await Pipeline.start()), 120_000);
  afterAll(() => p?.stop(), 60_000);

  const paidTransitions = async (orderId: string) => (await p.transitions(orderId)).filter((t) => t.to_status === 'paid');
  const eventAbout = (type: string, object: Record<string, unknown>) => ({
    id: `evt_test_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    api_version: '2024-06-20',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
  });

  it('never marks paid an intent switched to another currency with the same number, whichever path reports it', async () => {
    const { api } = await p.customer();

    // The webhook path: the emulator delivers payment_intent.succeeded for a payment in euros.
    const viaWebhook = await p.createOrder(api);
    await p.stripe.paymentIntents.update(viaWebhook.intentId, { currency: 'eur' });
    expect(await p.pay(viaWebhook.intentId)).toMatchObject({ status: 'succeeded', currency: 'eur' });
    await p.waitForEventsAbout(viaWebhook.intentId, 'payment_intent.succeeded');

    // The reconciler path: the webhook never arrives and the reconciler asks Stripe.
    const viaReconciler = await p.createOrder(api);
    await p.withoutWebhooks(async () => {
      await p.stripe.paymentIntents.update(viaReconciler.intentId, { currency: 'eur' });
      await p.pay(viaReconciler.intentId);
    });
    await query(p.db.url, `UPDATE orders SET created_at = now() - interval '10 minutes' WHERE id = $1`, [viaReconciler.orderId]);
    await p.runJob('payments.reconcile');

    // The customer's own confirmation, for both.
    for (const order of [viaWebhook, viaReconciler]) {
      const confirm = await api.post('/api/order/confirm-payment', { orderId: order.orderId, paymentIntentId: order.intentId });
      expect(confirm.status).toBe(409);
      expect(confirm.body).toMatchObject({ success: false, message: 'Failed to confirm payment' });
    }

    for (const order of [viaWebhook, viaReconciler]) {
      expect(await p.status(order.orderId)).toBe('pending_payment');
      expect(await paidTransitions(order.orderId)).toEqual([]);
    }
  });

  it("confirm-payment settles only the caller's own order, by its own intent", async () => {
    const { api } = await p.customer();
    const { api: other } = await p.customer();
    const order = await p.createOrder(api);
    const another = await p.createOrder(api);
    // No webhook: the payment is the customer's confirmation to apply, so its answer is known.
    await p.withoutWebhooks(() => p.pay(order.intentId));

    const foreign = await other.post('/api/order/confirm-payment', { orderId: order.orderId, paymentIntentId: order.intentId });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'order_not_found' });
    const swapped = await api.post('/api/order/confirm-payment', { orderId: another.orderId, paymentIntentId: order.intentId });
    expect(swapped.status).toBe(400);
    expect(swapped.body).toMatchObject({ code: 'intent_mismatch' });
    expect(await p.status(another.orderId)).toBe('pending_payment');

    const own = await api.post('/api/order/confirm-payment', { orderId: order.orderId, paymentIntentId: order.intentId });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ success: true, status: 'paid' });
    expect(await paidTransitions(order.orderId)).toHaveLength(1);
  });

  it('does not refund an order on a signed charge.refunded that Stripe does not confirm', async () => {
    const { api } = await p.customer();
    const order = await p.createOrder(api);
    await p.pay(order.intentId);
    await p.waitForStatus(order.orderId, 'in_progress');
    const intent = await p.stripe.paymentIntents.retrieve(order.intentId);
    const charge = await p.stripe.charges.retrieve(String(intent.latest_charge));
    expect(charge.refunded).toBe(false);

    // The real charge, claimed refunded; and a charge Stripe never made, naming the order's intent.
    const forged = [
      eventAbout('charge.refunded', { ...charge, refunded: true, amount_refunded: charge.amount }),
      eventAbout('charge.refunded', {
        ...charge,
        id: `ch_forged${randomUUID().replace(/-/g, '').slice(0, 16)}`,
        refunded: true,
        amount_refunded: charge.amount,
      }),
    ];
    for (const event of forged) await p.postEvent(event);
    for (const event of forged) await p.waitForEventApplied(event.id);

    expect(await p.status(order.orderId)).toBe('in_progress');
    expect((await p.transitions(order.orderId)).map((t) => t.to_status)).not.toContain('refunded');
  });

  it('does not fail an order on a payment_failed event for an intent that Stripe reads back as succeeded', async () => {
    const { api } = await p.customer();
    const order = await p.createOrder(api);
    const intent = await p.withoutWebhooks(() => p.pay(order.intentId));
    const failed = eventAbout('payment_intent.payment_failed', {
      ...intent,
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    });
    await p.postEvent(failed);
    await p.waitForEventApplied(failed.id);

    // The reconciler may find the payment meanwhile; a failure must never be recorded either way.
    expect(await p.status(order.orderId)).not.toBe('payment_failed');
    expect((await p.transitions(order.orderId)).map((t) => t.to_status)).not.toContain('payment_failed');
    const confirm = await api.post('/api/order/confirm-payment', { orderId: order.orderId, paymentIntentId: order.intentId });
    expect(confirm.status).toBe(200);
    await p.waitForStatus(order.orderId, 'in_progress');
  });

  it('applies a real decline reported by the webhook', async () => {
    const { api } = await p.customer();
    const order = await p.createOrder(api);
    await expect(p.pay(order.intentId, 'pm_card_chargeDeclined')).rejects.toThrow(/declined/);
    await p.waitForStatus(order.orderId, 'payment_failed');
    const [event] = (await p.transitions(order.orderId)).filter((t) => t.to_status === 'payment_failed');
    expect(event).toMatchObject({ source: 'webhook' });
  });
});
