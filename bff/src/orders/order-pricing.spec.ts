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

type Payload = Awaited<ReturnType<typeof orderPayload>>;

/** Orders priced over the real bff (PostgreSQL, Redis, the Stripe emulator), as a customer's browser or a script sends them. */
describe('order create prices from the served catalog: states and add-ons', () => {
  let db: TestDatabase;
  let emulator: StripeEmulator;
  let app: RunningApp;
  let customer: ApiClient;
  let admin: ApiClient;

  beforeAll(async () => {
    db = await createTestDatabase();
    emulator = createStripeEmulator({ port: 0 });
    const stripe = await emulator.start();
    app = await startApp(testEnv({ DATABASE_URL: db.url, STRIPE_API_URL: stripe.url }));
    customer = new ApiClient(app.url);
    await customer.signup();
    admin = new ApiClient(app.url);
    await admin.adminLogin();
  });
  afterAll(async () => {
    await app?.close();
    await emulator?.stop();
    await db?.drop();
  });

  /** Each order comes from its own new customer, so the suite never meets the unpaid-order cap. */
  const placeOrder = async (payload: unknown) => {
    const buyer = new ApiClient(app.url);
    await buyer.signup();
    return buyer.post('/api/order/create', payload);
  };
  const orderCount = async () => (await query<{ n: number }>(db.url, `SELECT count(*)::int AS n FROM orders`))[0]!.n;
  const stored = async (orderId: string) =>
    (
      await query<{ total_cents: number; business_info: { state: string }; customer_info: any; additional_services: any }>(
        db.url,
        `SELECT total_cents, business_info, customer_info, additional_services FROM orders WHERE id = $1`,
        [orderId],
      )
    )[0]!;
  const withState = (p: Payload, state: string): Payload => ({ ...p, businessInfo: { ...p.businessInfo, state } });
  const servedService = async (slug: string) => (await customer.get(`/api/services/slug/${slug}`)).body.data;
  const quote = async (slug: string, params: Record<string, string>) =>
    customer.get(`/api/services/slug/${slug}/quote?${new URLSearchParams(params).toString()}`);

  describe('states', () => {
    it.each(['Narnia', 'Texass', 'Calif.', 'Californía', '\u200bCA'])(
      'refuses the business state %j with a 400 naming the field, and writes nothing',
      async (state) => {
        const payload = await orderPayload(customer, 'llc-formation', { state: 'CA', packageIndex: 2 });
        const before = await orderCount();
        const res = await placeOrder(withState(payload, state));
        expect(res.status).toBe(400);
        expect(res.body).toEqual(
          expect.objectContaining({
            success: false,
            code: 'validation_failed',
            message: 'State: choose a US state or DC (for example Texas or TX).',
          }),
        );
        expect(await orderCount()).toBe(before);
      },
    );

    it('refuses a billing state that is not a US state, naming the billing field', async () => {
      const payload = await orderPayload(customer, 'llc-formation', { state: 'CA' });
      payload.customerInfo.billingAddress.state = 'Narnia';
      const res = await placeOrder(payload);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Billing state: choose a US state or DC (for example Texas or TX).');
    });

    it('prices " ca " and "california" with California’s fee and tax, the same total as "CA", and stores the state’s name', async () => {
      const ca = await orderPayload(customer, 'llc-formation', { state: 'CA', packageIndex: 2 });
      // Premium $299 + California's $70 filing fee + 7.25 % tax on our $299 ($21.68).
      expect(ca.pricing.total).toBe(390.68);
      for (const state of ['CA', ' ca ', 'california', 'CALIFORNIA']) {
        const payload = withState(ca, state);
        payload.customerInfo.billingAddress.state = ' ca';
        const res = await placeOrder(payload);
        expect(res.status).toBe(201);
        const row = await stored(res.body.order._id);
        expect(row.total_cents).toBe(39068);
        expect(row.business_info.state).toBe('California');
        expect(row.customer_info.billingAddress.state).toBe('California');
      }
    });

    it('quotes a state given any way, refuses an unknown one and quotes without one', async () => {
      const { packages } = await servedService('llc-formation');
      const premium = packages[2].id;
      const named = await quote('llc-formation', { state: 'California', packageId: premium });
      expect(named.status).toBe(200);
      expect(named.body.data.total).toBe(390.68);
      for (const state of [' ca ', 'CA', 'california']) {
        const res = await quote('llc-formation', { state, packageId: premium });
        expect(res.body.data).toEqual(named.body.data);
      }
      for (const state of ['Narnia', 'Calif.', '\u200bCA']) {
        const res = await quote('llc-formation', { state, packageId: premium });
        expect(res.status).toBe(400);
        expect(res.body).toEqual(
          expect.objectContaining({ success: false, message: 'State: choose a US state or DC (for example Texas or TX).' }),
        );
      }
      const none = await quote('llc-formation', { packageId: premium });
      expect(none.status).toBe(200);
      expect(none.body.data.total).toBe(299);
    });
  });

  describe('quote inputs', () => {
    it('charges the trademark fee for the classes given, as its own untaxed line', async () => {
      const res = await placeOrder(await orderPayload(customer, 'trademark-registration', { quoteInputs: { trademarkClasses: 2 } }));
      expect(res.status).toBe(201);
      const [row] = await query<{ items: { code: string; amountCents: number; taxable: boolean }[] }>(
        db.url,
        `SELECT items FROM orders WHERE id = $1`,
        [res.body.order._id],
      );
      expect(row!.items.filter((l) => l.code.startsWith('uspto'))).toEqual([
        expect.objectContaining({ code: 'uspto-trademark-2', amountCents: 70_000, taxable: false }),
      ]);
    });

    it('refuses an order whose government fee still waits for an answer, naming it', async () => {
      const before = await orderCount();
      const res = await placeOrder(await orderPayload(customer, 'copyright-registration'));
      expect(res.status).toBe(400);
      expect(res.body).toEqual(
        expect.objectContaining({ code: 'quote_input_missing', message: 'Choose the Single or the Standard Application.' }),
      );
      expect(await orderCount()).toBe(before);
    });

    it('prices an LLC annual report from the business type', async () => {
      const payload = await orderPayload(customer, 'annual-report', { state: 'Florida' });
      expect((await placeOrder(payload)).status).toBe(201);
    });
  });

  describe('add-ons', () => {
    it('refuses a registered agent on a trucking filing with a 400 naming the add-on', async () => {
      const payload = await orderPayload(customer, 'ucr-2025', {
        fleetSize: 3,
        addOns: { registeredAgent: true },
        quoteInputs: { usdotNumber: '1234567' },
      });
      const before = await orderCount();
      const res = await placeOrder(payload);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(
        expect.objectContaining({
          success: false,
          code: 'add_on_not_offered',
          message: 'Registered agent is not available with UCR 2025 Registration.',
        }),
      );
      expect(await orderCount()).toBe(before);
    });

    it('never charges an EIN the package includes: the total proves it', async () => {
      const plain = await orderPayload(customer, 'llc-formation', { packageIndex: 1 });
      const res = await placeOrder({ ...plain, additionalServices: { ...plain.additionalServices, ein: true } });
      expect(res.status).toBe(201);
      const row = await stored(res.body.order._id);
      expect(row.total_cents).toBe(Math.round(plain.pricing.total * 100));
      expect(row.additional_services).toEqual({ expeditedProcessing: false, registeredAgent: false, ein: false });
    });

    it('charges what the catalog data says, whatever an admin writes in a benefit line', async () => {
      const service = await servedService('corporation');
      const basic = service.packages[0];
      expect(basic.includedAddOns).toEqual([]);
      const chosen = { expeditedProcessing: true, registeredAgent: true, ein: true };
      const before = await quote('corporation', { state: 'TX', packageId: basic.id, addOns: 'expeditedProcessing,registeredAgent,ein' });
      const edited = await admin.patch(`/api/admin/packages/${basic.id}`, {
        benefitList: [
          ...basic.benefitList,
          'Registered agent service for the first year, with a physical address in your state',
          'EIN obtained from the IRS for you',
          'Expedited handling: your order goes to the front of our filing queue',
        ],
      });
      expect(edited.status).toBe(200);
      const after = await servedService('corporation');
      expect(after.packages[0].benefitList).toHaveLength(basic.benefitList.length + 3);
      expect(after.packages[0].includedAddOns).toEqual([]);
      const quoted = await quote('corporation', { state: 'TX', packageId: basic.id, addOns: 'expeditedProcessing,registeredAgent,ein' });
      expect(quoted.body.data).toEqual(before.body.data);
      expect(quoted.body.data.lines.filter((l: { kind: string }) => l.kind === 'add-on').map((l: { code: string }) => l.code)).toEqual([
        'expeditedProcessing',
        'registeredAgent',
        'ein',
      ]);
      const payload = await orderPayload(customer, 'corporation', { addOns: chosen });
      expect(payload.pricing.total).toBe(quoted.body.data.total);
      expect((await placeOrder(payload)).status).toBe(201);
    });

    it('makes an included add-on chargeable at once when an admin unticks it, and audits the change', async () => {
      const standard = (await servedService('nonprofit')).packages[1];
      expect(standard.includedAddOns).toEqual(['ein']);
      const withEin = () => quote('nonprofit', { state: 'TX', packageId: standard.id, addOns: 'ein' });
      const included = await withEin();
      expect(included.body.data.lines.map((l: { code: string }) => l.code)).not.toContain('ein');

      const res = await admin.patch(`/api/admin/packages/${standard.id}`, { includedAddOns: [] });
      expect(res.status).toBe(200);
      expect((await servedService('nonprofit')).packages[1].includedAddOns).toEqual([]);
      const charged = await withEin();
      expect(charged.body.data.lines).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'ein', amount: 79 })]));
      expect(charged.body.data.total).toBeGreaterThan(included.body.data.total);

      const payload = await orderPayload(customer, 'nonprofit', { packageIndex: 1, addOns: { ein: true } });
      expect(payload.pricing.total).toBe(charged.body.data.total);
      const order = await placeOrder(payload);
      expect(order.status).toBe(201);
      expect((await stored(order.body.order._id)).additional_services).toEqual({
        expeditedProcessing: false,
        registeredAgent: false,
        ein: true,
      });

      const [audit] = await query<{ details: unknown }>(
        db.url,
        `SELECT details FROM admin_audit WHERE action = 'package.update' AND target_id = $1 ORDER BY id DESC LIMIT 1`,
        [standard.id],
      );
      expect(audit!.details).toEqual({ includedAddOns: { from: ['ein'], to: [] } });
    });

    it('lets an admin change what a service offers, and refuses an add-on it no longer offers', async () => {
      const boc3 = await servedService('boc3-filing');
      expect(boc3.offeredAddOns).toEqual(['expeditedProcessing', 'ein']);
      const bad = await admin.patch(`/api/admin/services/${boc3.id}`, { offeredAddOns: ['ein', 'notarisation'] });
      expect(bad.status).toBe(400);
      expect(bad.body.success).toBe(false);

      const res = await admin.patch(`/api/admin/services/${boc3.id}`, { offeredAddOns: ['ein', 'registeredAgent'] });
      expect(res.status).toBe(200);
      expect((await servedService('boc3-filing')).offeredAddOns).toEqual(['registeredAgent', 'ein']);
      const refused = await quote('boc3-filing', { state: 'TX', addOns: 'expeditedProcessing' });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Expedited processing is not available with BOC-3 Filing.');
      const agent = await quote('boc3-filing', { state: 'TX', addOns: 'registeredAgent' });
      expect(agent.status).toBe(200);
      expect(agent.body.data.lines.map((l: { code: string }) => l.code)).toContain('registeredAgent');
    });
  });
});

describe('order create while Stripe cannot be reached', () => {
  let db: TestDatabase;
  let app: RunningApp;
  beforeAll(async () => {
    db = await createTestDatabase();
    // Nothing listens on the discard port: every Stripe call is refused.
    app = await startApp(testEnv({ DATABASE_URL: db.url, STRIPE_API_URL: 'http://127.0.0.1:9' }));
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  it('answers 503 and stores nothing: an order is never kept without the intent that pays it', async () => {
    const buyer = new ApiClient(app.url);
    await buyer.signup();
    const res = await buyer.post('/api/order/create', await orderPayload(buyer, 'llc-formation', { state: 'TX' }));
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ success: false, message: 'Failed to create order', code: 'order_create_failed' });
    const [rows] = await query<{ orders: number; events: number }>(
      db.url,
      `SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM order_events) AS events`,
    );
    expect(rows).toEqual({ orders: 0, events: 0 });
  });
});
