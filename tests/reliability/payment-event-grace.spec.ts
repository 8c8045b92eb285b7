import { toJobId } from '@filebridge/platform';
import { query, queryOne, startBffProcess, waitUntil } from '@filebridge/test-support';
import { Pipeline } from './pipeline-fixture';

/**
 * A payment's success that reaches the bff before the customer's confirmation is held for it
 * (PAYMENT_EVENT_GRACE_MS, a minute here so every confirmation comes within it): settled by the
 * confirmation when it settles the order, otherwise queued for the worker, and never lost.
 */
describe("a payment's webhook held for the customer's confirmation (real processes)", () => {
  let p: Pipeline;
  beforeAll(async () => (p = await Pipeline.start({ envOverrides: { PAYMENT_EVENT_GRACE_MS: '60000' } })), 120_000);
  afterAll(() => p?.stop(), 60_000);

  /**
   * A customer's order paid at Stripe (after `before`, given its intent), its payment's success
   * stored by the bff and held there.
   */
  async function paidAtStripe(before: (intentId: string) => Promise<unknown> = async () => undefined) {
    const { api } = await p.customer();
    const order = await p.createOrder(api);
    await before(order.intentId);
    await p.pay(order.intentId);
    const eventOf = () =>
      query<{ event_id: string }>(
        p.db.url,
        `SELECT event_id FROM stripe_events WHERE type = 'payment_intent.succeeded' AND payload #>> '{data,object,id}' = $1`,
        [order.intentId],
      );
    await waitUntil(async () => (await eventOf()).length === 1, 30_000, 'the payment event to be stored');
    const [{ event_id: eventId }] = (await eventOf()) as [{ event_id: string }];
    const confirm = () => api.post('/api/order/confirm-payment', { orderId: order.orderId, paymentIntentId: order.intentId });
    return { ...order, eventId, confirm };
  }

  const processed = async (eventId: string) =>
    (
      await queryOne<{ processed: boolean }>(
        p.db.url,
        `SELECT processed_at IS NOT NULL AS processed FROM stripe_events WHERE event_id = $1`,
        [eventId],
      )
    ).processed;
  const jobState = (eventId: string) => p.queues().get('stripe-events').getJobState(toJobId(eventId));

  it('is settled by the confirmation, in the transaction that pays the order: paid once, and never queued', async () => {
    const order = await paidAtStripe();
    expect(await processed(order.eventId)).toBe(false);
    expect((await order.confirm()).status).toBe(200);
    expect(await processed(order.eventId)).toBe(true);
    expect(await jobState(order.eventId)).toBe('unknown');
    expect((await p.transitions(order.orderId)).filter((t) => t.to_status === 'paid')).toEqual([
      expect.objectContaining({ source: 'api' }),
    ]);
    await p.waitForStatus(order.orderId, 'in_progress');
  });

  it('is queued for the worker at once when the confirmation leaves the order unsettled', async () => {
    // Paid in euros: the payment settles nothing, and the confirmation says so.
    const order = await paidAtStripe((intentId) => p.stripe.paymentIntents.update(intentId, { currency: 'eur' }));
    expect((await order.confirm()).status).toBe(409);
    await waitUntil(() => processed(order.eventId), 30_000, 'the worker to apply the event');
    expect(await jobState(order.eventId)).toBe('completed');
    expect(await p.status(order.orderId)).toBe('pending_payment');
  });

  it('is queued by a bff that stops while holding it', async () => {
    const order = await paidAtStripe();
    await p.bff.stop('SIGTERM');
    p.bff = await startBffProcess(p.env);
    await waitUntil(() => processed(order.eventId), 30_000, 'the worker to apply the event');
    await p.waitForStatus(order.orderId, 'in_progress');
    expect((await p.transitions(order.orderId)).filter((t) => t.to_status === 'paid')).toEqual([
      expect.objectContaining({ source: 'webhook' }),
    ]);
  });

  it('is applied through the reconciler when the bff holding it dies', async () => {
    const order = await paidAtStripe();
    await p.bff.stop('SIGKILL');
    p.bff = await startBffProcess(p.env);
    // As it stands once STRANDED_EVENT_AGE_MS has passed.
    await queryOne(p.db.url, `UPDATE stripe_events SET received_at = now() - interval '1 minute' WHERE event_id = $1 RETURNING 1`, [
      order.eventId,
    ]);
    expect(await jobState(order.eventId)).toBe('unknown');
    await p.runJob('payments.reconcile');
    await waitUntil(() => processed(order.eventId), 30_000, 'the reconciler to have the event applied');
    await p.waitForStatus(order.orderId, 'in_progress');
  });
});
