import { createStripeEmulator, type StripeEmulator } from '@filebridge/stripe-emulator';
import {
  ApiClient,
  createTestDatabase,
  orderPayload,
  query,
  startApp,
  testEnv,
  type RunningApp,
  type TestDatabase,
} from '@filebridge/test-support';
import {
  BUSINESS_TYPES,
  CARRIER_NUMBER_MESSAGE,
  formationEntityType,
  mcNumberError,
  STREET_ADDRESS_MESSAGE,
  usdotError,
  defaultUcrYear,
} from '@filebridge/contracts';

/** What an order records beyond its price, read back as the customer and the staff see it, over the real bff. */
describe('the facts an order records: included add-ons, expedite priority, quote inputs', () => {
  let db: TestDatabase;
  let emulator: StripeEmulator;
  let app: RunningApp;
  let admin: ApiClient;

  beforeAll(async () => {
    db = await createTestDatabase();
    emulator = createStripeEmulator({ port: 0 });
    const stripe = await emulator.start();
    app = await startApp(testEnv({ DATABASE_URL: db.url, STRIPE_API_URL: stripe.url }));
    admin = new ApiClient(app.url);
    await admin.adminLogin();
  });
  afterAll(async () => {
    await app?.close();
    await emulator?.stop();
    await db?.drop();
  });

  /** Each order from its own new customer, so the suite never meets the unpaid-order cap. */
  const place = async (build: (buyer: ApiClient) => Promise<unknown>) => {
    const buyer = new ApiClient(app.url);
    await buyer.signup();
    const res = await buyer.post('/api/order/create', await build(buyer));
    expect(res.status).toBe(201);
    return { buyer, id: res.body.order._id as string };
  };

  it('stores what a Premium LLC includes beside what was bought, and shows both to the customer and the staff', async () => {
    const { buyer, id } = await place((b) => orderPayload(b, 'llc-formation', { packageIndex: 2 }));
    const all = { expeditedProcessing: true, registeredAgent: true, ein: true };
    const none = { expeditedProcessing: false, registeredAgent: false, ein: false };

    const mine = (await buyer.get(`/api/my/orders/${id}`)).body.data;
    expect(mine).toMatchObject({ additionalServices: none, includedAddOns: all, expedited: true });
    const staff = (await admin.get(`/api/admin/orders/${id}`)).body.data;
    expect(staff).toMatchObject({ additionalServices: none, includedAddOns: all, expedited: true });
    expect(staff.addOns).toEqual(['expeditedProcessing', 'registeredAgent', 'ein']);
  });

  it('records a bought add-on as bought and not as included', async () => {
    const { id } = await place((b) => orderPayload(b, 'llc-formation', { packageIndex: 1, addOns: { registeredAgent: true } }));
    const staff = (await admin.get(`/api/admin/orders/${id}`)).body.data;
    expect(staff.additionalServices).toEqual({ expeditedProcessing: false, registeredAgent: true, ein: false });
    expect(staff.includedAddOns).toEqual({ expeditedProcessing: false, registeredAgent: false, ein: true });
    expect(staff).toMatchObject({ expedited: false, addOns: ['registeredAgent', 'ein'] });
  });

  it('lists expedited orders first in every sort, direction and status filter of the staff list', async () => {
    const basic = (await place((b) => orderPayload(b, 'llc-formation', { packageIndex: 0 }))).id;
    const bought = (await place((b) => orderPayload(b, 'llc-formation', { packageIndex: 0, addOns: { expeditedProcessing: true } }))).id;
    const included = (await place((b) => orderPayload(b, 'llc-formation', { packageIndex: 2 }))).id;
    const expedited = new Set((await query<{ id: string }>(db.url, `SELECT id FROM orders WHERE expedited`)).map((r) => r.id));
    expect(expedited.has(bought) && expedited.has(included) && !expedited.has(basic)).toBe(true);

    for (const sort of ['created_at', 'total_cents', 'order_number', 'status']) {
      for (const direction of ['asc', 'desc']) {
        for (const status of [undefined, 'pending_payment']) {
          const params = new URLSearchParams({ sort, direction, pageSize: '200', ...(status ? { status } : {}) });
          const { items } = (await admin.get(`/api/admin/orders?${params}`)).body.data as { items: { id: string; expedited: boolean }[] };
          const flags = items.map((o) => o.expedited);
          expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
          expect(flags).toEqual(items.map((o) => expedited.has(o.id)));
          expect(items.map((o) => o.id)).toEqual(expect.arrayContaining([basic, bought, included]));
        }
      }
    }
  });

  it('pages through expedited orders and then the others without skipping or repeating one', async () => {
    const all = (await admin.get(`/api/admin/orders?pageSize=200`)).body.data.items.map((o: { id: string }) => o.id);
    for (const pageSize of [1, 2, 3]) {
      const seen: string[] = [];
      for (let page = 1; seen.length < all.length; page++) {
        const { items } = (await admin.get(`/api/admin/orders?pageSize=${pageSize}&page=${page}`)).body.data;
        expect(items.length).toBeGreaterThan(0);
        seen.push(...items.map((o: { id: string }) => o.id));
      }
      expect(seen).toEqual(all);
    }
  });

  it('shows the staff the quote inputs the customer gave', async () => {
    const { id } = await place((b) => orderPayload(b, 'ucr-2025', { fleetSize: 12, quoteInputs: { usdotNumber: '1234567' } }));
    const staff = (await admin.get(`/api/admin/orders/${id}`)).body.data;
    expect(staff.quoteInputs).toEqual({ fleetSize: 12, usdotNumber: '1234567', ucrYear: defaultUcrYear(new Date()) });
  });
});

/** The rules an order must meet for its service, met as a customer met them, over the real bff. */
describe('an order fits its service', () => {
  let db: TestDatabase;
  let emulator: StripeEmulator;
  let app: RunningApp;
  let buyer: ApiClient;

  beforeAll(async () => {
    db = await createTestDatabase();
    emulator = createStripeEmulator({ port: 0 });
    const stripe = await emulator.start();
    app = await startApp(testEnv({ DATABASE_URL: db.url, STRIPE_API_URL: stripe.url }));
    buyer = new ApiClient(app.url);
    await buyer.signup();
  });
  afterAll(async () => {
    await app?.close();
    await emulator?.stop();
    await db?.drop();
  });

  const orderCount = async () => (await query<{ n: number }>(db.url, `SELECT count(*)::int AS n FROM orders`))[0]!.n;
  const refused = async (payload: unknown, path: string, message: string) => {
    const before = await orderCount();
    const res = await buyer.post('/api/order/create', payload);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'validation_failed', message, details: [{ path, message }] });
    expect(await orderCount()).toBe(before);
  };

  it.each([
    ['llc-formation', 'Sole proprietorship', 'This filing forms an LLC: choose LLC as the business type.'],
    ['llc-formation', 'Corporation', 'This filing forms an LLC: choose LLC as the business type.'],
    ['corporation', 'LLC', 'This filing forms a corporation: choose Corporation as the business type.'],
    ['nonprofit', 'Partnership', 'This filing forms a nonprofit: choose Nonprofit as the business type.'],
  ])('refuses a %s order for a business of type %j, so no other entity is charged its fee', async (slug, type, message) => {
    const payload = await orderPayload(buyer, slug);
    await refused({ ...payload, businessInfo: { ...payload.businessInfo, type } }, 'businessInfo.type', message);
  });

  it('refuses every business type but its own on each formation, and takes its own in any case', async () => {
    for (const slug of ['llc-formation', 'corporation', 'nonprofit']) {
      const payload = await orderPayload(buyer, slug);
      for (const type of BUSINESS_TYPES.filter((t) => t !== formationEntityType(slug))) {
        const res = await buyer.post('/api/order/create', { ...payload, businessInfo: { ...payload.businessInfo, type } });
        expect([slug, type, res.status]).toEqual([slug, type, 400]);
      }
    }
    const llc = await orderPayload(buyer, 'llc-formation');
    expect((await buyer.post('/api/order/create', { ...llc, businessInfo: { ...llc.businessInfo, type: ' llc ' } })).status).toBe(201);
  });

  it.each(['P.O. Box 1234', 'PO Box 88', 'p o box 5', 'POB 12', 'Post Office Box 9', 'Box 77'])(
    'refuses the P.O. box %j as a formation’s business address',
    async (address) => {
      const payload = await orderPayload(buyer, 'llc-formation');
      await refused({ ...payload, businessInfo: { ...payload.businessInfo, address } }, 'businessInfo.address', STREET_ADDRESS_MESSAGE);
    },
  );

  it('takes a P.O. box for a filing that is not a formation', async () => {
    const payload = await orderPayload(buyer, 'annual-report');
    const res = await buyer.post('/api/order/create', { ...payload, businessInfo: { ...payload.businessInfo, address: 'P.O. Box 1234' } });
    expect(res.status).toBe(201);
  });

  it.each(['ucr-2025', 'boc3-filing'])('refuses a %s order without a USDOT or MC number', async (slug) => {
    const payload = await orderPayload(buyer, slug, { fleetSize: 4 });
    expect(payload.quoteInputs?.usdotNumber).toBeUndefined();
    await refused(payload, 'quoteInputs.usdotNumber', CARRIER_NUMBER_MESSAGE);
    await refused({ ...payload, quoteInputs: { ...payload.quoteInputs, usdotNumber: '  ' } }, 'quoteInputs.usdotNumber', usdotError('')!);
  });

  it('takes a UCR under a USDOT number and a BOC-3 under an MC number, and refuses one that cannot be either', async () => {
    const ucr = await orderPayload(buyer, 'ucr-2025', { fleetSize: 4, quoteInputs: { usdotNumber: '1234567' } });
    expect((await buyer.post('/api/order/create', ucr)).status).toBe(201);
    const boc3 = await orderPayload(buyer, 'boc3-filing', { quoteInputs: { mcNumber: 'MC-123456' } });
    expect((await buyer.post('/api/order/create', boc3)).status).toBe(201);
    await refused({ ...boc3, quoteInputs: { mcNumber: 'MC-12ab' } }, 'quoteInputs.mcNumber', mcNumberError('MC-12ab')!);
  });
});
