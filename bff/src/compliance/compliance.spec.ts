import { usdotError } from '@filebridge/contracts';
import { createStripeEmulator, type StripeEmulator } from '@filebridge/stripe-emulator';
import {
  ApiClient,
  createTestDatabase,
  orderPayload,
  createPaidOrder,
  startApp,
  testEnv,
  type RunningApp,
  type TestDatabase,
} from '@filebridge/test-support';

/** The compliance calendar over the real bff: each paid order's filings, and only the customer's own. */
describe('GET /api/my/compliance', () => {
  let db: TestDatabase;
  let emulator: StripeEmulator;
  let app: RunningApp;

  beforeAll(async () => {
    db = await createTestDatabase();
    emulator = createStripeEmulator({ port: 0 });
    const stripe = await emulator.start();
    app = await startApp(testEnv({ DATABASE_URL: db.url, STRIPE_API_URL: stripe.url }));
  });
  afterAll(async () => {
    await app?.close();
    await emulator?.stop();
    await db?.drop();
  });

  const customer = async () => {
    const api = new ApiClient(app.url);
    await api.signup();
    return api;
  };
  const paidOrder = (api: ApiClient, payload: object, paidAt = '2026-03-14T10:00:00Z') => createPaidOrder(api, db.url, payload, paidAt);

  it('lists each business once with the filings its paid orders imply, each with due date, reminders and a link to order it', async () => {
    const api = await customer();
    const llc = await paidOrder(api, await orderPayload(api, 'llc-formation', { state: 'Florida' }));
    const ucr = await paidOrder(api, await orderPayload(api, 'ucr-2025', { fleetSize: 3, quoteInputs: { usdotNumber: '1234567' } }));
    await api.post('/api/order/create', await orderPayload(api, 'llc-formation', { state: 'Texas' }));

    const res = await api.get('/api/my/compliance');
    expect(res.status).toBe(200);
    type Business = {
      name: string;
      orders: { orderId: string }[];
      filings: { kind: string; dueDate: string; reminders: string[]; orderPath: string }[];
    };
    const byOrder = new Map<string, Business>(res.body.data.map((b: Business) => [b.orders[0]!.orderId, b]));
    expect([...byOrder.keys()].sort()).toEqual([llc, ucr].sort());
    const [report] = byOrder.get(llc)!.filings;
    expect(report).toMatchObject({
      kind: 'state-obligation',
      orderPath: '/business/annual-report',
      dueDate: expect.stringMatching(/-05-01$/),
    });
    expect(byOrder.get(ucr)!.name).toBe('USDOT 1234567');
    for (const f of byOrder.get(ucr)!.filings) {
      expect(f.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(f.reminders.every((r) => r < f.dueDate)).toBe(true);
    }
    expect(
      byOrder
        .get(ucr)!
        .filings.map((f) => f.kind)
        .sort(),
    ).toEqual(['mcs150', 'ucr']);
    expect(byOrder.get(ucr)!.filings.find((f) => f.kind === 'mcs150')!.dueDate).toMatch(/-07-31$/);
  });

  it('lists UCR once for two orders of one carrier', async () => {
    const api = await customer();
    const carrier = { fleetSize: 3, quoteInputs: { usdotNumber: '7654321' } };
    const first = await paidOrder(api, await orderPayload(api, 'ucr-2025', carrier));
    const second = await paidOrder(api, await orderPayload(api, 'interstate-authority-packages', carrier), '2026-04-02T10:00:00Z');
    const res = await api.get('/api/my/compliance');
    expect(res.body.data).toHaveLength(1);
    const [carrierCalendar] = res.body.data;
    expect(carrierCalendar.orders.map((o: { orderId: string }) => o.orderId)).toEqual([first, second]);
    expect(carrierCalendar.filings.filter((f: { kind: string }) => f.kind === 'ucr')).toHaveLength(1);
  });

  it('shows a customer only their own orders', async () => {
    const owner = await customer();
    await paidOrder(owner, await orderPayload(owner, 'llc-formation', { state: 'Florida' }));
    const other = await customer();
    const res = await other.get('/api/my/compliance');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    expect((await new ApiClient(app.url).get('/api/my/compliance')).status).toBe(401);
  });

  it('refuses a USDOT number that is not 3 to 8 digits with the message the forms show', async () => {
    const api = await customer();
    const res = await api.post(
      '/api/order/create',
      await orderPayload(api, 'ucr-2025', { fleetSize: 3, quoteInputs: { usdotNumber: '12ab' } }),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(usdotError('12ab'));
  });
});
