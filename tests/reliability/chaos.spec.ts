import { OwnRedis, query, ServiceProcess, startBffProcess, startWorker, waitUntil, type ApiClient } from '@filebridge/test-support';
import { Pipeline } from './pipeline-fixture';

const ORDERS = 200;
const CUSTOMERS = 20;
const WORKER_KINDS = ['order-worker', 'payment-webhook-worker', 'mailing-worker'] as const;

async function inBatches<T, R>(items: T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

/**
 * 200 orders paid while workers are SIGKILLed every couple of seconds, Redis restarts once and the
 * bff restarts once. Every order must end in_progress, with one receipt and one charge, and the
 * outbox must drain.
 */
describe('chaos: the pipeline survives killed processes', () => {
  let redis: OwnRedis;
  let p: Pipeline;

  beforeAll(async () => {
    redis = await OwnRedis.start();
    p = await Pipeline.start({ redisUrl: redis.url });
    // Two of each worker, so a kill always leaves one consuming.
    for (const kind of WORKER_KINDS) p.workers.push(await startWorker(kind, p.env));
  }, 180_000);
  afterAll(async () => {
    await p?.stop();
    await redis?.stop();
  }, 60_000);

  it('ends every paid order in_progress with exactly one receipt and one charge', async () => {
    const customers: { api: ApiClient; email: string }[] = await inBatches(Array.from({ length: CUSTOMERS }), 5, () => p.customer());
    const orders = await inBatches(
      Array.from({ length: ORDERS }, (_, i) => customers[i % CUSTOMERS]!),
      10,
      (c) => p.createOrder(c.api),
    );

    let chaos = true;
    const events: string[] = [];
    const chaosLoop = (async () => {
      let round = 0;
      while (chaos) {
        await new Promise((r) => setTimeout(r, 2000));
        if (!chaos) break;
        round++;
        const victim = p.workers[Math.floor(Math.random() * p.workers.length)]!;
        await victim.stop('SIGKILL');
        events.push(`killed ${victim.name}`);
        p.workers[p.workers.indexOf(victim)] = new ServiceProcess(victim.name, p.env).start();
        if (round === 2) {
          await redis.restart();
          events.push('restarted redis');
        }
        if (round === 4) {
          await p.bff.stop('SIGKILL');
          p.bff = await startBffProcess(p.env);
          events.push('restarted bff');
        }
      }
    })();

    // Pay everything while the chaos runs; confirm-payment may fail while the bff is down —
    // the webhook (retried by Stripe) or the reconciler must still get each order paid.
    await inBatches(orders, 8, async (o) => {
      await p.pay(o.intentId);
      const customer = customers.find((c) => c.email === o.email)!;
      await customer.api.post('/api/order/confirm-payment', { orderId: o.orderId, paymentIntentId: o.intentId }).catch(() => undefined);
    });
    await waitUntil(() => events.includes('restarted bff'), 60_000, 'the chaos rounds to run');
    chaos = false;
    await chaosLoop;
    expect(events).toEqual(expect.arrayContaining(['restarted redis', 'restarted bff']));

    const ids = orders.map((o) => o.orderId);
    await waitUntil(
      async () =>
        (
          await query<{ n: number }>(p.db.url, `SELECT count(*)::int AS n FROM orders WHERE id = ANY($1) AND status = 'in_progress'`, [ids])
        )[0]!.n === ORDERS,
      150_000,
      'every order to reach in_progress',
    );
    await waitUntil(
      async () =>
        (
          await query<{ n: number }>(
            p.db.url,
            `SELECT count(*)::int AS n FROM mail_log WHERE template = 'payment-receipt' AND status = 'sent'`,
          )
        )[0]!.n === ORDERS,
      120_000,
      'every receipt to be sent',
    );
    await waitUntil(
      async () => (await query(p.db.url, `SELECT 1 FROM outbox WHERE published_at IS NULL`)).length === 0,
      60_000,
      'the outbox to drain',
    );

    const paid = await query<{ id: string; n: number }>(
      p.db.url,
      `SELECT order_id AS id, count(*)::int AS n FROM order_events WHERE to_status = 'paid' AND order_id = ANY($1) GROUP BY order_id`,
      [ids],
    );
    expect(paid.filter((r) => r.n !== 1)).toEqual([]);
    expect(paid).toHaveLength(ORDERS);
    for (const o of orders) expect(p.emulator.state.successfulCharges[o.intentId]).toBe(1);

    // One receipt per order at the SMTP peer. Mail is at-least-once at the SMTP boundary (a kill
    // between the server's 250 and our mail_log update resends it), so copies carry the same
    // Message-ID, derived from the idempotency key, for the receiving side to collapse.
    await p.smtp.waitFor(
      (mails) => new Set(mails.filter((m) => /receipt/i.test(m.subject ?? '')).map((m) => m.messageId)).size >= ORDERS,
      60_000,
    );
    const receipts = p.smtp.mails.filter((m) => /receipt/i.test(m.subject ?? ''));
    const byOrder = new Map<string, Set<string>>();
    for (const m of receipts) {
      const number = /FB-\d+/.exec(m.subject ?? '')?.[0] ?? '';
      byOrder.set(number, (byOrder.get(number) ?? new Set()).add(m.messageId!));
    }
    for (const o of orders) expect(byOrder.get(o.orderNumber)?.size).toBe(1);
    console.log(
      `chaos: ${events.length} events (${events.filter((e) => e.startsWith('killed')).length} kills); ${receipts.length} receipt deliveries for ${ORDERS} orders`,
    );
  }, 420_000);
});
