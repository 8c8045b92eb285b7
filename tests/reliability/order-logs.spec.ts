import { query, waitUntil, type ServiceProcess } from '@filebridge/test-support';
import { Pipeline } from './pipeline-fixture';

interface LogLine {
  msg?: string;
  orderId?: string;
  correlationId?: string;
}

/** The JSON lines a process wrote about one order. */
function linesAbout(process: ServiceProcess, orderId: string): LogLine[] {
  return process.output
    .split('\n')
    .filter((line) => line.includes(orderId))
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as LogLine];
      } catch {
        return [];
      }
    });
}

describe('one order, followed through the logs (real processes)', () => {
  let p: Pipeline;
  beforeAll(async () => (p = await Pipeline.start()), 120_000);
  afterAll(() => p?.stop(), 60_000);

  it('names a paid order and its correlation id in log lines of the bff and every worker', async () => {
    const { api } = await p.customer();
    const order = await p.createOrder(api);
    await p.pay(order.intentId);
    const confirm = await api.post('/api/order/confirm-payment', { orderId: order.orderId, paymentIntentId: order.intentId });
    expect(confirm.status).toBe(200);
    await p.waitForStatus(order.orderId, 'in_progress');
    await p.waitForMailSent(`receipt-${order.orderId}`);
    await p.waitForEventsAbout(order.intentId, 'payment_intent.succeeded');

    const [orderWorker, webhookWorker, mailingWorker] = p.workers;
    const processes = {
      bff: p.bff,
      'order-worker': orderWorker!,
      'payment-webhook-worker': webhookWorker!,
      'mailing-worker': mailingWorker!,
    };
    // A line is written just after the state it reports is committed: wait for each process to have said it.
    await waitUntil(
      () => Object.values(processes).every((proc) => linesAbout(proc, order.orderId).some((l) => l.orderId === order.orderId)),
      30_000,
      'every process to log a line about the order',
    );

    // Every line that names the order names a correlation id too.
    const uncorrelated = Object.entries(processes).flatMap(([name, proc]) =>
      linesAbout(proc, order.orderId)
        .filter((l) => l.orderId === order.orderId && typeof l.correlationId !== 'string')
        .map((l) => `${name}: ${l.msg}`),
    );
    expect(uncorrelated).toEqual([]);

    expect(linesAbout(p.bff, order.orderId).find((l) => l.msg === 'order placed')?.correlationId).toBeTruthy();
    // The order is paid by confirm-payment or by Stripe's webhook, whichever came first: the id of that
    // call follows the payment to the worker that started the filing, and on to the receipt it caused.
    const [paid] = await query<{ correlationId: string }>(
      p.db.url,
      `SELECT payload->>'correlationId' AS "correlationId" FROM outbox WHERE topic = 'payment.succeeded' AND payload->>'orderId' = $1`,
      [order.orderId],
    );
    expect(paid?.correlationId).toBeTruthy();
    const started = linesAbout(orderWorker!, order.orderId).find((l) => l.msg === 'filing started; receipt queued')!;
    expect(started.correlationId).toBe(paid!.correlationId);
    const mailed = linesAbout(mailingWorker!, order.orderId).filter((l) => l.msg === 'mail sent');
    expect(mailed.map((l) => l.correlationId)).toContain(started.correlationId);
  });
});
