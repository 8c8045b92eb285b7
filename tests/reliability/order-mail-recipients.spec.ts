import { orderPayload, query } from '@filebridge/test-support';
import { Pipeline } from './pipeline-fixture';

/**
 * Order mails are written by our real sender, so they go to the account that placed the order and
 * carry only what a receipt needs: a buyer typing someone else's address or a message into the
 * checkout form must not turn them into a relay.
 */
describe('order mails go to the account, never to an address typed at checkout (real processes)', () => {
  let p: Pipeline;
  beforeAll(async () => (p = await Pipeline.start()), 120_000);
  afterAll(() => p?.stop(), 60_000);

  const LURE = 'Your account is suspended: sign in at https://evil.example/verify now';

  async function orderFor(billingEmail: string) {
    const customer = await p.customer();
    const payload = await orderPayload(customer.api, 'llc-formation');
    payload.customerInfo = { ...payload.customerInfo, email: billingEmail, firstName: LURE.slice(0, 60), lastName: LURE.slice(60) };
    const res = await customer.api.post('/api/order/create', payload);
    expect(res.status).toBe(201);
    return {
      ...customer,
      orderId: res.body.order._id as string,
      orderNumber: res.body.order.orderNumber as string,
      intentId: String(res.body.clientSecret).split('_secret_')[0]!,
    };
  }

  it('mails an unpaid order to nobody, and a paid order’s receipt to the account with the typed address printed on it', async () => {
    const victim = `victim${Date.now()}@example.org`;
    const abandoned = await orderFor(victim);
    const paid = await orderFor(victim);
    await p.pay(paid.intentId);
    await paid.api.post('/api/order/confirm-payment', { orderId: paid.orderId, paymentIntentId: paid.intentId });
    await p.waitForStatus(paid.orderId, 'in_progress');
    await p.waitForMailSent(`receipt-${paid.orderId}`);
    await p.waitForQuiet();

    expect(p.smtp.to(victim)).toEqual([]);
    expect(p.orderMailsTo(abandoned.email)).toEqual([]);
    const recipients = await query<{ recipient: string }>(p.db.url, `SELECT recipient FROM mail_log WHERE order_id = ANY($1)`, [
      [abandoned.orderId, paid.orderId],
    ]);
    expect(recipients.map((r) => r.recipient)).toEqual([paid.email]);

    const [receipt] = p.receiptsTo(paid.email);
    expect(receipt?.subject).toContain(paid.orderNumber);
    // The billing address the buyer gave is part of the receipt, printed, not mailed to.
    expect(receipt!.text).toContain(victim);
    // The name is printed where the receipt bills it, never as the mail's greeting.
    expect(receipt!.text).toMatch(/^Hello,$/m);
    expect(receipt!.text).not.toMatch(/^Hi /m);
  });
});
