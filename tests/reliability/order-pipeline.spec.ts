import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { toJobId } from '@filebridge/platform';
import { query, queryOne, waitUntil } from '@filebridge/test-support';
import { Pipeline, WEBHOOK_SECRET } from './pipeline-fixture';

describe('order and payment pipeline (real processes)', () => {
  let p: Pipeline;
  beforeAll(async () => (p = await Pipeline.start()), 120_000);
  afterAll(() => p?.stop(), 60_000);

  it('takes an order from signup to in_progress with a timeline and one mail, its receipt', async () => {
    const { api, email } = await p.customer();
    const order = await p.createOrder(api, { addOns: { ein: true } });
    expect(order.orderNumber).toMatch(/^FB-\d{6,}$/);
    expect(await p.status(order.orderId)).toBe('pending_payment');

    const intent = await p.pay(order.intentId);
    expect(intent.status).toBe('succeeded');
    const confirm = await api.post('/api/order/confirm-payment', { orderId: order.orderId, paymentIntentId: order.intentId });
    expect(confirm.status).toBe(200);
    expect(confirm.body.success).toBe(true);

    await p.waitForStatus(order.orderId, 'in_progress');
    expect((await p.transitions(order.orderId)).map((t) => t.to_status)).toEqual(['pending_payment', 'paid', 'in_progress']);
    await p.smtp.waitFor(() => p.receiptsTo(email).length === 1);
    await p.waitForQuiet();
    expect(p.orderMailsTo(email).map((m) => m.subject)).toEqual([expect.stringMatching(new RegExp(`receipt.*${order.orderNumber}`, 'i'))]);
    const receipt = p.receiptsTo(email)[0]!;
    expect(receipt.html).toBeTruthy();
    expect(receipt.text).toContain(order.orderNumber);
    expect(receipt.text).toContain(`INV-${order.orderNumber.slice(3)}`);

    const detail = await api.get(`/api/my/orders/${order.orderId}`);
    expect(detail.body.data.status).toBe('in_progress');
    expect(detail.body.data.timeline.map((t: { toStatus: string }) => t.toStatus)).toEqual(['pending_payment', 'paid', 'in_progress']);
  });

  it('marks a declined card payment_failed and accepts a retry with a good card', async () => {
    const { api } = await p.customer();
    const order = await p.createOrder(api);
    await expect(p.pay(order.intentId, 'pm_card_chargeDeclined')).rejects.toBeInstanceOf(Stripe.errors.StripeCardError);
    await p.waitForStatus(order.orderId, 'payment_failed');
    const early = await api.post('/api/order/confirm-payment', { orderId: order.orderId, paymentIntentId: order.intentId });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Failed to confirm payment');

    await p.pay(order.intentId);
    await api.post('/api/order/confirm-payment', { orderId: order.orderId, paymentIntentId: order.intentId });
    await p.waitForStatus(order.orderId, 'in_progress');
    expect(p.emulator.state.successfulCharges[order.intentId]).toBe(1);
  });

  it('refuses a tampered price with 409 and the server quote, creating and charging nothing', async () => {
    const { api } = await p.customer();
    const { orderPayload } = await import('@filebridge/test-support');
    const payload = await orderPayload(api);
    const intentsBefore = p.emulator.state.paymentIntents.length;
    const { n: ordersBefore } = await queryOne<{ n: number }>(p.db.url, `SELECT count(*)::int AS n FROM orders`);
    const res = await api.post('/api/order/create', { ...payload, pricing: { subtotal: 1, taxAmount: 0, total: 1 } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, code: 'price_changed', quote: { total: payload.pricing.total } });
    expect(res.body.message).toContain(`$${payload.pricing.total.toFixed(2)}`);
    expect(p.emulator.state.paymentIntents.length).toBe(intentsBefore);
    const { n: ordersAfter } = await queryOne<{ n: number }>(p.db.url, `SELECT count(*)::int AS n FROM orders`);
    expect(ordersAfter).toBe(ordersBefore);
  });

  it('rejects forged and stale webhook signatures with 400 and changes nothing', async () => {
    const body = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_x', metadata: {} } },
    });
    const post = (header: string) =>
      fetch(`${p.apiUrl}/api/webhooks/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        body,
      });
    const forged = await post(p.stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_wrong' }));
    expect(forged.status).toBe(400);
    expect((await forged.json()).message).toBe('Invalid webhook signature.');
    const stale = await post(
      p.stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 301 }),
    );
    expect(stale.status).toBe(400);
    expect((await post('')).status).toBe(400);
    expect(await query(p.db.url, `SELECT 1 FROM stripe_events WHERE event_id = 'evt_forged'`)).toHaveLength(0);
  });

  it('applies one paid transition and one receipt whatever the webhooks do', async () => {
    p.emulator.setWebhookUrl(undefined);
    try {
      const { api, email } = await p.customer();
      const order = await p.createOrder(api);
      await expect(p.pay(order.intentId, 'pm_card_chargeDeclinedInsufficientFunds')).rejects.toThrow();
      await p.pay(order.intentId);
      const events = p.emulator.state.events.filter(
        (e) => (e.data.object as { id?: string; payment_intent?: string }).id === order.intentId,
      );
      const failed = events.find((e) => e.type === 'payment_intent.payment_failed')!;
      const succeeded = events.find((e) => e.type === 'payment_intent.succeeded')!;
      const deliver = async (event: unknown) => {
        const payload = JSON.stringify(event);
        const res = await fetch(`${p.apiUrl}/api/webhooks/stripe`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': p.stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
          },
          body: payload,
        });
        expect(res.status).toBe(200);
      };
      // Success three times, the earlier failure arriving last, confirm-payment in between.
      await deliver(succeeded);
      await deliver(succeeded);
      await api.post('/api/order/confirm-payment', { orderId: order.orderId, paymentIntentId: order.intentId });
      await deliver(succeeded);
      await deliver(failed);
      await p.waitForStatus(order.orderId, 'in_progress');
      await p.smtp.waitFor(() => p.receiptsTo(email).length >= 1);
      // Every event applied and every job run: a wrong second receipt would have been sent by now.
      await p.waitForQuiet();
      const transitions = await p.transitions(order.orderId);
      expect(transitions.filter((t) => t.to_status === 'paid')).toHaveLength(1);
      expect(transitions.map((t) => t.to_status)).toEqual(['pending_payment', 'paid', 'in_progress']);
      expect(p.receiptsTo(email)).toHaveLength(1);
      expect(await query(p.db.url, `SELECT 1 FROM stripe_events WHERE event_id = $1`, [succeeded.id])).toHaveLength(1);
    } finally {
      p.emulator.setWebhookUrl(`${p.apiUrl}/api/webhooks/stripe`, WEBHOOK_SECRET);
    }
  });

  it('settles a payment event for an order already paid where it is stored, queueing no job for it', async () => {
    await p.withoutWebhooks(async () => {
      const { api } = await p.customer();
      const order = await p.createOrder(api);
      await p.pay(order.intentId);
      expect((await api.post('/api/order/confirm-payment', { orderId: order.orderId, paymentIntentId: order.intentId })).status).toBe(200);
      const succeeded = p.emulator.state.events.find(
        (e) => e.type === 'payment_intent.succeeded' && (e.data.object as { id?: string }).id === order.intentId,
      )!;
      await p.postEvent(succeeded);
      // Answered once stored: by then the event is settled, and its id never became a job.
      expect(
        await query(p.db.url, `SELECT 1 FROM stripe_events WHERE event_id = $1 AND processed_at IS NOT NULL`, [succeeded.id]),
      ).toHaveLength(1);
      expect(await p.queues().get('stripe-events').getJob(toJobId(succeeded.id))).toBeUndefined();
      await p.waitForStatus(order.orderId, 'in_progress');
    });
  });

  it('lets the webhook alone pay an order whose customer never came back', async () => {
    const { api } = await p.customer();
    const order = await p.createOrder(api);
    await p.pay(order.intentId);
    await p.waitForStatus(order.orderId, 'in_progress');
    expect((await p.transitions(order.orderId)).find((t) => t.to_status === 'paid')!.source).toBe('webhook');
  });

  it('reconciles a paid intent whose webhook never arrived', async () => {
    p.emulator.setWebhookUrl(undefined);
    try {
      const { api } = await p.customer();
      const order = await p.createOrder(api);
      await p.pay(order.intentId);
      await query(p.db.url, `UPDATE orders SET created_at = now() - interval '10 minutes' WHERE id = $1`, [order.orderId]);
      const { QueueRegistry } = await import('@filebridge/platform');
      const IORedis = (await import('ioredis')).default;
      const conn = new IORedis(p.env.REDIS_URL!, { maxRetriesPerRequest: 1 });
      const queues = new QueueRegistry(conn, p.env.QUEUE_PREFIX);
      await queues.add('payments.reconcile', {}, `reconcile-now-${order.orderId}`);
      await p.waitForStatus(order.orderId, 'in_progress');
      expect((await p.transitions(order.orderId)).find((t) => t.to_status === 'paid')!.source).toBe('reconciler');
      await queues.close();
      conn.disconnect();
    } finally {
      p.emulator.setWebhookUrl(`${p.apiUrl}/api/webhooks/stripe`, WEBHOOK_SECRET);
    }
  });

  /**
   * Each way a stored event's job can be left so that it will never apply the event: the reconciler
   * must queue the event again whatever it finds under the event's id.
   */
  const LEFT_JOBS: [string, (eventId: string) => Promise<void>][] = [
    // As the bff leaves an event when Redis is away between its commit and the queueing.
    ['never queued', async () => undefined],
    [
      // As a job ends when its attempts run out while PostgreSQL is down: failed, and kept under the event's id.
      'failed for good',
      async (eventId) => {
        // Queued before it is stored, the job fails at once and for good: the event is not stored.
        await p.queues().add('stripe.event', { eventId }, toJobId(eventId));
        await waitUntil(async () => (await stripeEventJobs().getJobState(toJobId(eventId))) === 'failed', 30_000, 'the job to fail');
      },
    ],
    [
      // As Redis keeps a job's data but loses its place in the queue: a deletion of keys that is not
      // atomic (a wipe key by key, an eviction) can leave it so, and an add under its id is then a no-op.
      'kept outside every queue',
      async (eventId) => {
        await stripeEventJobs().add('stripe.event', { eventId }, { jobId: toJobId(eventId), delay: 3_600_000 });
        await p.redisClient().zrem(stripeEventJobs().keys.delayed!, toJobId(eventId));
        expect(await stripeEventJobs().getJobState(toJobId(eventId))).toBe('unknown');
      },
    ],
    [
      // The other half of such a loss: the id is queued, its data gone. A worker fails it for good.
      'queued without its data',
      async (eventId) => {
        const q = stripeEventJobs();
        await p.redisClient().multi().lpush(q.keys.wait!, toJobId(eventId)).zadd(q.keys.marker!, 0, '0').exec();
        await waitUntil(async () => (await q.getJobState(toJobId(eventId))) === 'failed', 30_000, 'the job to fail');
      },
    ],
  ];
  const stripeEventJobs = () => p.queues().get('stripe-events');

  it.each(LEFT_JOBS)('applies a stored Stripe event whose job was %s when the reconciler runs', async (how, leave) => {
    const eventId = `evt_left_${how.replace(/\W+/g, '_')}`;
    await leave(eventId);
    await query(
      p.db.url,
      `INSERT INTO stripe_events (event_id, type, payload, received_at) VALUES ($1, 'customer.created', $2, now() - interval '1 minute')`,
      [eventId, JSON.stringify({ id: eventId, type: 'customer.created', data: { object: {} } })],
    );
    await p.runJob('payments.reconcile');
    await waitUntil(
      async () =>
        (await query(p.db.url, `SELECT 1 FROM stripe_events WHERE event_id = $1 AND processed_at IS NOT NULL`, [eventId])).length === 1,
      30_000,
      'the event to be applied',
    );
  });

  it('starts the work of an order left only paid, receipt and all, when the reconciler runs', async () => {
    // As an order paid before a payment started its work in the same transaction.
    const { api, email } = await p.customer();
    const order = await p.createOrder(api);
    await query(p.db.url, `UPDATE orders SET status = 'paid', paid_at = now() WHERE id = $1`, [order.orderId]);
    await p.runJob('payments.reconcile');
    await p.waitForStatus(order.orderId, 'in_progress');
    await p.smtp.waitFor(() => p.receiptsTo(email).length === 1);
    const started = (await p.transitions(order.orderId)).find((t) => t.to_status === 'in_progress')!;
    expect(started.source).toBe('reconciler');
  });

  it('lets an account hold at most 5 unpaid orders, however many creates race, and frees a place once one is paid', async () => {
    const { api } = await p.customer();
    const { orderPayload } = await import('@filebridge/test-support');
    const payload = await orderPayload(api);
    payload.customerInfo.email = (await api.get('/api/auth/me')).body.user.email;
    // Eight checkout attempts, each with its own key: the same body without one would be one order.
    const create = () => api.post('/api/order/create', payload, { headers: { 'idempotency-key': randomUUID() } });
    const creates = await Promise.all(Array.from({ length: 8 }, create));
    expect(creates.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 201, 409, 409, 409]);
    for (const refused of creates.filter((r) => r.status === 409)) {
      expect(refused.body).toEqual({
        success: false,
        code: 'too_many_unpaid_orders',
        message: 'You already have 5 unpaid orders. Pay or wait for one to expire before starting another.',
      });
    }
    const { n } = await queryOne<{ n: number }>(
      p.db.url,
      `SELECT count(*)::int AS n FROM orders o JOIN accounts a ON a.id = o.account_id
        WHERE a.email = $1 AND o.status IN ('pending_payment', 'payment_failed')`,
      [payload.customerInfo.email],
    );
    expect(n).toBe(5);

    // A declined card keeps its order (the checkout retries on the same one); paying it frees a place.
    const first = creates.find((r) => r.status === 201)!.body;
    const intentId = String(first.clientSecret).split('_secret_')[0]!;
    await expect(p.pay(intentId, 'pm_card_chargeDeclined')).rejects.toThrow(/declined/);
    expect((await create()).status).toBe(409);
    await p.pay(intentId);
    expect((await api.post('/api/order/confirm-payment', { orderId: first.order._id, paymentIntentId: intentId })).status).toBe(200);
    expect((await create()).status).toBe(201);
  });

  it("keeps one customer out of another customer's orders", async () => {
    const a = await p.customer();
    const b = await p.customer();
    const order = await p.createOrder(a.api);
    expect((await b.api.get(`/api/my/orders/${order.orderId}`)).status).toBe(404);
    expect((await b.api.post('/api/order/confirm-payment', { orderId: order.orderId, paymentIntentId: order.intentId })).status).toBe(404);
    expect((await b.api.get('/api/my/orders')).body.data.items).toHaveLength(0);
  });
});
