import { query, queryOne } from '@filebridge/test-support';
import { Pipeline } from './pipeline-fixture';

/** The maintenance jobs of the order-worker, each run on demand as its scheduler would run it. */
describe('maintenance jobs (real processes)', () => {
  let p: Pipeline;
  beforeAll(async () => (p = await Pipeline.start()), 120_000);
  afterAll(() => p?.stop(), 60_000);

  it('checks every unpaid order in turn, however many abandoned orders wait ahead of it', async () => {
    const { api } = await p.customer();
    const template = await p.createOrder(api);
    // More abandoned orders than one reconcile pass takes, older than anything else, each with a
    // real intent that was never paid.
    const ABANDONED = 230;
    const intents = await Promise.all(
      Array.from({ length: ABANDONED }, (_, i) =>
        p.stripe.paymentIntents.create({ amount: 5000 + i, currency: 'usd', metadata: { orderId: `abandoned-${i}` } }),
      ),
    );
    await query(
      p.db.url,
      `INSERT INTO orders (account_id, service_id, package_id, status, business_info, customer_info, items, additional_services,
                           subtotal_cents, tax_cents, total_cents, payment_intent_id, created_at)
       SELECT o.account_id, o.service_id, o.package_id, 'pending_payment', o.business_info, o.customer_info, o.items, o.additional_services,
              o.subtotal_cents, o.tax_cents, o.total_cents, i.intent, now() - interval '6 hours' + i.n * interval '1 second'
         FROM orders o, unnest($2::text[]) WITH ORDINALITY AS i(intent, n) WHERE o.id = $1`,
      [template.orderId, intents.map((i) => i.id)],
    );
    // Newer orders whose customer paid but whose webhooks were lost.
    const buyer = await p.customer();
    const paidLater = await p.withoutWebhooks(async () => {
      const orders = [await p.createOrder(buyer.api), await p.createOrder(buyer.api), await p.createOrder(buyer.api)];
      for (const o of orders) await p.pay(o.intentId);
      return orders;
    });
    await query(p.db.url, `UPDATE orders SET created_at = now() - interval '10 minutes' WHERE id = ANY($1)`, [
      paidLater.map((o) => o.orderId),
    ]);

    const unpaidCount = async () =>
      (
        await query<{ n: number }>(p.db.url, `SELECT count(*)::int AS n FROM orders WHERE id = ANY($1) AND status = 'pending_payment'`, [
          paidLater.map((o) => o.orderId),
        ])
      )[0]!.n;
    // One pass takes at most 200 orders, so 234 due orders need two; a third is slack for a
    // scheduled pass running at the same time.
    let passes = 0;
    while ((await unpaidCount()) > 0 && passes < 3) {
      await p.runJob('payments.reconcile');
      passes++;
    }
    expect(await unpaidCount()).toBe(0);
    const { unchecked } = await queryOne<{ unchecked: number }>(
      p.db.url,
      `SELECT count(*)::int AS unchecked FROM orders WHERE payment_intent_id = ANY($1) AND reconcile_checks = 0`,
      [intents.map((i) => i.id)],
    );
    expect(unchecked).toBe(0);
    for (const o of paidLater) expect((await p.transitions(o.orderId)).find((t) => t.to_status === 'paid')?.source).toBe('reconciler');
  });

  it('removes published outbox rows older than a day and keeps every other row', async () => {
    const rows = await query<{ id: string; label: string }>(
      p.db.url,
      `INSERT INTO outbox (topic, payload, created_at, published_at)
       VALUES ('outbox.sweep', '{"note":"published two days ago"}', now() - interval '2 days', now() - interval '2 days'),
              ('outbox.sweep', '{"note":"published 23 hours ago"}', now() - interval '23 hours', now() - interval '23 hours'),
              ('outbox.sweep', '{"note":"written two days ago, not yet published"}', now() - interval '2 days', NULL)
       RETURNING id, payload->>'note' AS label`,
    );
    await p.runJob('outbox.sweep');
    const left = await query<{ label: string }>(p.db.url, `SELECT payload->>'note' AS label FROM outbox WHERE id = ANY($1) ORDER BY id`, [
      rows.map((r) => r.id),
    ]);
    expect(left.map((r) => r.label)).toEqual(['published 23 hours ago', 'written two days ago, not yet published']);
  });
});
