import { query } from '@filebridge/test-support';
import { Pipeline } from './pipeline-fixture';

/** The customer hears about the status changes that matter to them, once each, at a real SMTP peer. */
describe('status mails (real processes, real SMTP peer)', () => {
  let p: Pipeline;
  beforeAll(async () => (p = await Pipeline.start()), 120_000);
  afterAll(() => p?.stop(), 60_000);

  async function paidOrder() {
    const customer = await p.customer();
    const order = await p.createOrder(customer.api);
    await p.pay(order.intentId);
    await customer.api.post('/api/order/confirm-payment', { orderId: order.orderId, paymentIntentId: order.intentId });
    await p.waitForStatus(order.orderId, 'in_progress');
    return { ...order, api: customer.api };
  }

  it('mails the customer once when an admin completes the order', async () => {
    const order = await paidOrder();
    const admin = await p.admin();
    const res = await admin.post(`/api/admin/orders/${order.orderId}/transition`, { to: 'completed', note: 'Filed with the state.' });
    expect(res.status).toBe(200);

    await p.waitForMailSent(`status-${order.orderId}-completed`);
    const mails = p.statusMailsTo(order.email, order.orderNumber, 'Completed');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Filed with the state.');
    expect(mails[0]!.messageId).toBe(`<status-${order.orderId}-completed@filebridge.mail>`);
  });

  it('mails the customer once, with the amount, when Stripe refunds the payment, after reading the refund back', async () => {
    const order = await paidOrder();
    const refund = await p.stripe.refunds.create({ payment_intent: order.intentId });
    await p.waitForStatus(order.orderId, 'refunded');
    expect((await p.transitions(order.orderId)).at(-1)).toMatchObject({
      from_status: 'in_progress',
      to_status: 'refunded',
      source: 'webhook',
    });

    const [row] = await query<{ id: string }>(p.db.url, `SELECT id FROM order_refunds WHERE stripe_refund_id = $1`, [refund.id]);
    await p.waitForMailSent(`refund-${row!.id}`);
    await p.waitForQuiet();
    const mails = p.smtp.to(order.email).filter((m) => /^Refund of /.test(m.subject ?? ''));
    expect(mails.map((m) => m.subject)).toEqual([`Refund of $${(refund.amount / 100).toFixed(2)} for your order ${order.orderNumber}`]);
    // The refund mail is the one mail about it: no status mail as well.
    expect(p.statusMailsTo(order.email, order.orderNumber, 'Refunded')).toHaveLength(0);
  });

  it('cancels the intent of an order left unpaid for a day, expires the order and mails the customer once', async () => {
    const customer = await p.customer();
    const order = await p.createOrder(customer.api);
    await query(p.db.url, `UPDATE orders SET created_at = now() - interval '25 hours' WHERE id = $1`, [order.orderId]);
    await p.runJob('orders.expire');

    expect(await p.status(order.orderId)).toBe('expired');
    expect((await p.stripe.paymentIntents.retrieve(order.intentId)).status).toBe('canceled');
    await p.waitForMailSent(`status-${order.orderId}-expired`);
    expect(p.statusMailsTo(order.email, order.orderNumber, 'Expired')).toHaveLength(1);
    // A cancelled intent can never be charged afterwards.
    await expect(p.pay(order.intentId)).rejects.toThrow(/canceled/);
  });

  it('sends no separate mail when work starts: the receipt, sent the same moment, says so', async () => {
    const order = await paidOrder();
    await p.waitForMailSent(`receipt-${order.orderId}`);
    const receipt = p.receiptsTo(order.email)[0]!;
    expect(receipt.text).toMatch(/started work on your order/i);
    expect(
      await query(p.db.url, `SELECT 1 FROM mail_log WHERE order_id = $1 AND template = 'order-status-changed'`, [order.orderId]),
    ).toEqual([]);
    expect(
      await query(p.db.url, `SELECT 1 FROM outbox WHERE payload->>'orderId' = $1 AND payload->>'to' = 'in_progress'`, [order.orderId]),
    ).toEqual([]);
  });
});
