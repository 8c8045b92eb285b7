import { query, waitUntil } from '@filebridge/test-support';
import { creditNoteNumberFor } from '@filebridge/contracts';
import { Pipeline } from './pipeline-fixture';

/**
 * Money going back, met from outside against the real processes and the Stripe emulator: events
 * Stripe sends in another order than things happened, the settle check on every path, and staff
 * refunds and customer cancellations that move money at Stripe before the order says so.
 */
describe('refunds and disputes are applied as Stripe reads them back (real processes)', () => {
  let p: Pipeline;
  beforeAll(async () => (p = await Pipeline.start()), 120_000);
  afterAll(() => p?.stop(), 60_000);

  const toStatuses = async (orderId: string) => (await p.transitions(orderId)).map((t) => t.to_status);
  const chargeOf = async (intentId: string) => String((await p.stripe.paymentIntents.retrieve(intentId)).latest_charge);
  const refundMailsTo = (email: string, orderNumber: string) =>
    p.smtp
      .to(email)
      .filter((m) => (m.subject ?? '').startsWith('Refund of ') && (m.subject ?? '').endsWith(`for your order ${orderNumber}`));
  const refundRows = (orderId: string) =>
    query<{ amount_cents: number; status: string }>(
      p.db.url,
      `SELECT amount_cents, status FROM order_refunds WHERE order_id = $1 ORDER BY created_at`,
      [orderId],
    );
  /** The events the emulator recorded about these objects, oldest first, as Stripe would have sent them. */
  const eventsAbout = (...ids: string[]) =>
    p.emulator.state.events.filter(
      (e) =>
        ids.includes((e.data.object as { id: string }).id) ||
        ids.includes(String((e.data.object as { payment_intent?: string }).payment_intent)),
    );

  it('keeps a refund that arrives before the payment: the late payment_intent.succeeded neither pays the order nor mails a receipt', async () => {
    const { api } = await p.customer();
    const order = await p.createOrder(api);
    // Stripe paid and refunded the charge; its events reach us refund first.
    await p.withoutWebhooks(async () => {
      await p.pay(order.intentId);
      await p.stripe.refunds.create({ payment_intent: order.intentId });
    });
    const events = eventsAbout(order.intentId);
    const refunded = events.filter((e) => e.type === 'charge.refunded');
    const succeeded = events.filter((e) => e.type === 'payment_intent.succeeded');
    expect([refunded.length, succeeded.length]).toEqual([1, 1]);
    for (const event of [...refunded, ...succeeded]) {
      await p.postEvent(event as never);
      await p.waitForEventApplied(event.id);
    }
    await p.waitForQuiet();

    expect(await p.status(order.orderId)).toBe('refunded');
    expect(await toStatuses(order.orderId)).not.toContain('paid');
    expect(await toStatuses(order.orderId)).not.toContain('in_progress');
    expect(p.receiptsTo(order.email)).toEqual([]);
    const confirm = await api.post('/api/order/confirm-payment', { orderId: order.orderId, paymentIntentId: order.intentId });
    expect(confirm.status).toBe(409);
  });

  it('does not answer paid to confirm-payment on an intent refunded in full, and the reconciler does not pay it either', async () => {
    const { api } = await p.customer();
    const viaConfirm = await p.createOrder(api);
    const viaReconciler = await p.createOrder(api);
    await p.withoutWebhooks(async () => {
      for (const order of [viaConfirm, viaReconciler]) {
        await p.pay(order.intentId);
        await p.stripe.refunds.create({ payment_intent: order.intentId });
      }
    });

    const confirm = await api.post('/api/order/confirm-payment', { orderId: viaConfirm.orderId, paymentIntentId: viaConfirm.intentId });
    expect(confirm.status).toBe(409);
    expect(confirm.body).toMatchObject({ success: false, message: 'Failed to confirm payment', code: 'payment_refunded' });

    await query(p.db.url, `UPDATE orders SET created_at = now() - interval '10 minutes' WHERE id = $1`, [viaReconciler.orderId]);
    await p.runJob('payments.reconcile');
    await p.waitForQuiet();

    for (const order of [viaConfirm, viaReconciler]) {
      expect(await p.status(order.orderId)).toBe('refunded');
      expect(await toStatuses(order.orderId)).toEqual(['pending_payment', 'refunded']);
      expect(p.receiptsTo(order.email)).toEqual([]);
    }
  });

  it('refunds at Stripe only: a partial staff refund, then the rest, each mailed once with its amount after Stripe confirms it', async () => {
    const { api } = await p.customer();
    const order = await p.createOrder(api);
    await p.pay(order.intentId);
    await p.waitForStatus(order.orderId, 'in_progress');
    const admin = await p.admin();
    const [row] = await query<{ total_cents: number }>(p.db.url, `SELECT total_cents FROM orders WHERE id = $1`, [order.orderId]);
    const total = row!.total_cents;

    const partial = await admin.post(`/api/admin/orders/${order.orderId}/refunds`, {
      amount: 25,
      reason: 'Expedited processing not needed',
    });
    expect(partial.status).toBe(201);
    expect(partial.body.data).toMatchObject({ amount: 25, status: expect.stringMatching(/^(pending|succeeded)$/) });
    await p.smtp.waitFor(() => refundMailsTo(order.email, order.orderNumber).length === 1);
    expect(await p.status(order.orderId)).toBe('in_progress');

    const rest = await admin.post(`/api/admin/orders/${order.orderId}/refunds`, { reason: 'Customer changed their mind' });
    expect(rest.status).toBe(201);
    await p.waitForStatus(order.orderId, 'refunded');
    await p.waitForQuiet();

    const charge = await p.stripe.charges.retrieve(await chargeOf(order.intentId));
    expect([charge.amount_refunded, charge.refunded]).toEqual([total, true]);
    expect(await refundRows(order.orderId)).toEqual([
      { amount_cents: 2500, status: 'succeeded' },
      { amount_cents: total - 2500, status: 'succeeded' },
    ]);
    const mails = refundMailsTo(order.email, order.orderNumber);
    expect(mails.map((m) => m.subject).sort()).toEqual(
      [
        `Refund of $25.00 for your order ${order.orderNumber}`,
        `Refund of $${((total - 2500) / 100).toFixed(2)} for your order ${order.orderNumber}`,
      ].sort(),
    );
    // Each carries its own credit note as a PDF.
    expect(mails.map((m) => m.attachments.map((a) => [a.filename, a.contentType])).sort()).toEqual([
      [[`Filebridge-credit-note-${creditNoteNumberFor(order.orderNumber, 1)}.pdf`, 'application/pdf']],
      [[`Filebridge-credit-note-${creditNoteNumberFor(order.orderNumber, 2)}.pdf`, 'application/pdf']],
    ]);
    // The refund replaces the status mail: no second "refunded" mail.
    expect(p.statusMailsTo(order.email, order.orderNumber, 'Refunded')).toEqual([]);
    const detail = await admin.get(`/api/admin/orders/${order.orderId}`);
    expect(detail.body.data).toMatchObject({ status: 'refunded', refunded: total / 100, refundable: 0 });
    const mine = await api.get(`/api/my/orders/${order.orderId}`);
    expect(mine.body.data).toMatchObject({ status: 'refunded', refunded: total / 100, cancellable: false });
  });

  it('refunds once when the same refund is sent twice at once', async () => {
    const { api } = await p.customer();
    const order = await p.createOrder(api);
    await p.pay(order.intentId);
    await p.waitForStatus(order.orderId, 'in_progress');
    const admin = await p.admin();
    const answers = await Promise.all(
      [1, 2, 3].map(() => admin.post(`/api/admin/orders/${order.orderId}/refunds`, { reason: 'Duplicate order' })),
    );
    expect(answers.filter((a) => a.status === 201).length).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect([201, 409]).toContain(a.status);
    await p.waitForStatus(order.orderId, 'refunded');
    await p.waitForQuiet();
    expect((await p.stripe.refunds.list({ payment_intent: order.intentId })).data).toHaveLength(1);
    expect(refundMailsTo(order.email, order.orderNumber)).toHaveLength(1);
  });

  it('shows a refund the bank fails as failed, never as done, and the order stays paid', async () => {
    const { api } = await p.customer();
    const order = await p.createOrder(api);
    await p.pay(order.intentId);
    await p.waitForStatus(order.orderId, 'in_progress');
    p.emulator.failNextRefund(order.intentId);
    const admin = await p.admin();
    const res = await admin.post(`/api/admin/orders/${order.orderId}/refunds`, { reason: 'Customer request' });
    expect(res.status).toBe(201);
    expect(res.body.data.status).not.toBe('succeeded');
    await waitUntil(async () => (await refundRows(order.orderId))[0]?.status === 'failed', 30_000, 'the refund to fail');
    await p.waitForQuiet();
    expect(await p.status(order.orderId)).toBe('in_progress');
    expect(refundMailsTo(order.email, order.orderNumber)).toEqual([]);
    const mine = await api.get(`/api/my/orders/${order.orderId}`);
    expect(mine.body.data).toMatchObject({ status: 'in_progress', refunded: 0 });
    expect(mine.body.data.refunds).toMatchObject([{ status: 'failed' }]);
  });

  it('lets the customer cancel before the filing is submitted, for everything back, and not after', async () => {
    const { api } = await p.customer();
    const order = await p.createOrder(api);
    await p.pay(order.intentId);
    await p.waitForStatus(order.orderId, 'in_progress');
    expect((await api.get(`/api/my/orders/${order.orderId}`)).body.data.cancellable).toBe(true);

    const cancel = await api.post(`/api/my/orders/${order.orderId}/cancel`, {});
    expect(cancel.status).toBe(201);
    await p.waitForStatus(order.orderId, 'refunded');
    await p.smtp.waitFor(() => refundMailsTo(order.email, order.orderNumber).length === 1);
    const charge = await p.stripe.charges.retrieve(await chargeOf(order.intentId));
    expect(charge.refunded).toBe(true);
    expect((await api.post(`/api/my/orders/${order.orderId}/cancel`, {})).status).toBe(409);

    // Completed means submitted: no cancellation from the product any more.
    const done = await p.createOrder(api);
    await p.pay(done.intentId);
    await p.waitForStatus(done.orderId, 'in_progress');
    const admin = await p.admin();
    expect((await admin.post(`/api/admin/orders/${done.orderId}/transition`, { to: 'completed' })).status).toBe(200);
    const late = await api.post(`/api/my/orders/${done.orderId}/cancel`, {});
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'not_cancellable' });
    // Another customer's order is not there at all.
    const stranger = (await p.customer()).api;
    expect((await stranger.post(`/api/my/orders/${done.orderId}/cancel`, {})).status).toBe(404);
  });

  it('records a dispute and its outcome on the order, with its amount, for staff', async () => {
    const { api } = await p.customer();
    const order = await p.createOrder(api);
    await p.pay(order.intentId);
    await p.waitForStatus(order.orderId, 'in_progress');
    const dispute = p.emulator.openDispute(await chargeOf(order.intentId), { reason: 'product_not_received', amount: 5000 });
    p.emulator.closeDispute(dispute.id, 'lost');
    await p.waitForEventsAbout(dispute.id, 'charge.dispute.closed');
    await p.waitForQuiet();
    const detail = await (await p.admin()).get(`/api/admin/orders/${order.orderId}`);
    expect(detail.body.data.disputes).toMatchObject([{ id: dispute.id, amount: 50, status: 'lost', reason: 'product_not_received' }]);
  });
});
