import { query, waitUntil, type ServiceProcess } from '@filebridge/test-support';
import { Pipeline } from './pipeline-fixture';

interface LogLine {
  msg?: string;
  orderId?: string;
  correlationId?: string;
  changed?: boolean;
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

  it('names a paid order and its correlation id in the log lines of every process that handles it', async () => {
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
    // A line is written just after the state it reports is committed: wait for the bff, which placed
    // the order, and the mailing worker, which sent its receipt, to have said it.
    await waitUntil(
      () => [p.bff, mailingWorker!].every((proc) => linesAbout(proc, order.orderId).some((l) => l.orderId === order.orderId)),
      30_000,
      'the bff and the mailing worker to log a line about the order',
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
    // call follows the payment to the receipt its transaction queued, and on to the mail sent.
    const [receipt] = await query<{ correlationId: string }>(
      p.db.url,
      `SELECT payload->>'correlationId' AS "correlationId" FROM outbox WHERE job_id = $1`,
      [`mail.send/receipt-${order.orderId}`],
    );
    expect(receipt?.correlationId).toBeTruthy();
    const paidBy = [
      ...linesAbout(p.bff, order.orderId).filter((l) => l.msg === 'payment confirmed' && l.changed === true),
      ...linesAbout(webhookWorker!, order.orderId).filter((l) => l.msg === 'Stripe state applied to the order' && l.changed === true),
    ];
    expect(paidBy.map((l) => l.correlationId)).toEqual([receipt!.correlationId]);
    const mailed = linesAbout(mailingWorker!, order.orderId).filter((l) => l.msg === 'mail sent');
    expect(mailed.map((l) => l.correlationId)).toContain(receipt!.correlationId);
  });
});
