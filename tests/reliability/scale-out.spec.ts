import { ApiClient, freePort, query, startBffProcess, startWorker, type ServiceProcess } from '@filebridge/test-support';
import { Pipeline } from './pipeline-fixture';

const ORDERS = 12;
/** Low enough to reach in a test, above what the other tests send to any one route. */
const ROUTE_LIMIT = 30;
const WORKERS = ['order-worker', 'payment-webhook-worker', 'mailing-worker'] as const;

/**
 * Two of every process on one PostgreSQL and one Redis behave like one: each order is paid once,
 * charged once and gets one receipt whichever bff took it and whichever worker ran its jobs; what
 * one bff changes or counts (catalog edits, rate limits, login locks), the other sees at once.
 */
describe('scale-out: two bffs and two of each worker', () => {
  let p: Pipeline;
  let otherBff: ServiceProcess;
  let otherUrl: string;
  const otherWorkers: ServiceProcess[] = [];

  beforeAll(async () => {
    p = await Pipeline.start({ envOverrides: { RATE_LIMIT_PER_MINUTE: String(ROUTE_LIMIT) } });
    const port = await freePort();
    otherUrl = `http://127.0.0.1:${port}`;
    otherBff = await startBffProcess({ ...p.env, PORT: String(port) });
    for (const w of WORKERS) otherWorkers.push(await startWorker(w, p.env));
  }, 120_000);
  afterAll(async () => {
    await Promise.all([otherBff, ...otherWorkers].filter(Boolean).map((s) => s.stop('SIGTERM')));
    await p?.stop();
  }, 60_000);

  const bffs = () => [p.api(), new ApiClient(otherUrl)];

  it('pays, charges and mails a receipt for every order exactly once, whichever bff took each call', async () => {
    const orders = await Promise.all(
      Array.from({ length: ORDERS }, async (_, i) => {
        // Sign-up and order on one bff, the card confirmation reported to the other.
        const [here, there] = i % 2 ? bffs().reverse() : bffs();
        const { user, token } = await here!.signup();
        const order = await p.createOrder(here!);
        await p.pay(order.intentId);
        there!.token = token;
        const confirmed = await there!.post('/api/order/confirm-payment', { orderId: order.orderId, paymentIntentId: order.intentId });
        expect(confirmed.status).toBe(200);
        return { ...order, email: user.email };
      }),
    );
    for (const o of orders) await p.waitForStatus(o.orderId, 'in_progress', 60_000);
    await p.waitForQuiet(60_000);

    const paid = await query<{ order_id: string; n: number }>(
      p.db.url,
      `SELECT order_id, count(*)::int AS n FROM order_events WHERE to_status = 'paid' AND order_id = ANY($1) GROUP BY order_id`,
      [orders.map((o) => o.orderId)],
    );
    expect(paid.map((r) => r.n)).toEqual(orders.map(() => 1));
    for (const o of orders) {
      expect(p.receiptsTo(o.email)).toHaveLength(1);
      expect(p.emulator.state.successfulCharges[o.intentId]).toBe(1);
    }
  }, 180_000);

  it('serves an admin price edit made on one bff from the other at once', async () => {
    const [one, other] = bffs();
    const admin = await p.admin();
    const before = (await other!.get('/api/services/slug/llc-formation')).body.data;
    const pkg = before.packages[0];
    const newCents = Math.round(pkg.price * 100) + 100;
    try {
      const edited = await admin.patch(`/api/admin/packages/${pkg.id}`, { priceCents: newCents });
      expect(edited.status).toBe(200);
      expect((await one!.get('/api/services/slug/llc-formation')).body.data.packages[0].price).toBe(newCents / 100);
      expect((await other!.get('/api/services/slug/llc-formation')).body.data.packages[0].price).toBe(newCents / 100);
    } finally {
      await admin.patch(`/api/admin/packages/${pkg.id}`, { priceCents: Math.round(pkg.price * 100) });
    }
  });

  it('counts failed logins together: the lock taken through one bff holds on the other', async () => {
    const { user } = await p.api().signup();
    const guess = (api: ApiClient, n: number) => api.post('/api/auth/login', { email: user.email, password: `Wrong-password-${n}` });
    const statuses: number[] = [];
    for (let n = 0; n < 12; n++) statuses.push((await guess(bffs()[n % 2]!, n)).status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    for (const api of bffs())
      expect((await api.post('/api/auth/login', { email: user.email, password: 'Correct-horse-42' })).status).toBe(429);
  });

  it('counts one address’s requests to a limited route together, whichever bff they reach', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < ROUTE_LIMIT + 4; n++)
      statuses.push((await bffs()[n % 2]!.post('/api/newsletter/subscribe', { email: `limit${n}@example.com` })).status);
    expect(statuses.slice(0, ROUTE_LIMIT).every((s) => s < 300)).toBe(true);
    expect(statuses.slice(ROUTE_LIMIT)).toEqual([429, 429, 429, 429]);
  });
});
