import { createStripeEmulator, type StripeEmulator } from '@filebridge/stripe-emulator';
import {
  ApiClient,
  createTestDatabase,
  orderPayload,
  createPaidOrder,
  query,
  startApp,
  testEnv,
  type RunningApp,
  type TestDatabase,
} from '@filebridge/test-support';

interface Business {
  id: string;
  kind: string;
  name: string;
  state: string | null;
  usdotNumber: string | null;
  formationDate: string | null;
  formationDateSource: string | null;
  stateFileNumber: string | null;
  ein: string | null;
  orders: { orderId: string }[];
}
interface Filing {
  key: string;
  filingId: string;
  kind: string;
  dueDate: string;
  reminders: string[];
  renewPath: string | null;
  done: { on: string; by: string } | null;
}

/** A customer's businesses as records over the real bff: made from their paid orders, theirs alone. */
describe('/api/my/businesses', () => {
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

  const accountIds = new Map<ApiClient, string>();
  const customer = async () => {
    const api = new ApiClient(app.url);
    accountIds.set(api, (await api.signup()).user.id);
    return api;
  };
  const paidOrder = (api: ApiClient, payload: object, paidAt = '2026-03-14T10:00:00Z') => createPaidOrder(api, db.url, payload, paidAt);
  const businesses = async (api: ApiClient): Promise<Business[]> => {
    const res = await api.get('/api/my/businesses');
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const calendarOf = async (api: ApiClient, businessId: string): Promise<Filing[]> =>
    (await api.get('/api/my/compliance')).body.data.find((b: { businessId: string }) => b.businessId === businessId).filings;

  it('makes one record per company and per carrier, the second order for a carrier joining the first’s', async () => {
    const api = await customer();
    const llc = await paidOrder(api, await orderPayload(api, 'llc-formation', { state: 'Nevada' }));
    const carrier = { fleetSize: 3, quoteInputs: { usdotNumber: '1234567' } };
    const ucr = await paidOrder(api, await orderPayload(api, 'ucr-2025', carrier));
    const authority = await paidOrder(api, await orderPayload(api, 'interstate-authority-packages', carrier), '2026-04-02T10:00:00Z');

    const list = await businesses(api);
    expect(list).toHaveLength(2);
    const company = list.find((b) => b.kind === 'company')!;
    expect(company).toMatchObject({ name: 'Lone Star Widgets LLC', state: 'Nevada', formationDate: null, ein: null });
    expect(company.orders.map((o) => o.orderId)).toEqual([llc]);
    const truck = list.find((b) => b.kind === 'carrier')!;
    expect(truck.usdotNumber).toBe('1234567');
    expect(truck.orders.map((o) => o.orderId)).toEqual([ucr, authority]);
    expect((await businesses(api)).map((b) => b.id).sort()).toEqual(list.map((b) => b.id).sort());

    const filings = await calendarOf(api, truck.id);
    expect(filings.filter((f) => f.kind === 'ucr')).toHaveLength(1);
    const ucrFiling = filings.find((f) => f.kind === 'ucr')!;
    const packageId = (await api.get('/api/services/slug/ucr-2025')).body.data.packages[0].id;
    expect(ucrFiling.renewPath).toBe(`/my/account/${accountIds.get(api)}/checkout/service/ucr-2025/${packageId}?business=${truck.id}`);
    const renewal = await api.get(`/api/my/businesses/${truck.id}/renewal?service=ucr-2025`);
    expect(renewal.status).toBe(200);
    expect(renewal.body.data).toMatchObject({
      businessId: truck.id,
      serviceSlug: 'ucr-2025',
      businessInfo: { name: 'Lone Star Widgets LLC', address: '100 Congress Ave', city: 'Austin', zip: '78701' },
      quoteInputs: { usdotNumber: '1234567' },
    });
  });

  it('dates the company’s filings from the formation date the customer gives, and refuses a wrong one', async () => {
    const api = await customer();
    await paidOrder(api, await orderPayload(api, 'llc-formation', { state: 'Nevada' }));
    const [company] = await businesses(api);
    const annualList = async () => (await calendarOf(api, company!.id)).find((f) => f.filingId === 'nv-llc-annual-list')!;
    expect((await annualList()).dueDate).toMatch(/-03-31$/);

    const res = await api.patch(`/api/my/businesses/${company!.id}`, { formationDate: '2025-08-20', stateFileNumber: 'E0123456789-0' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ formationDate: '2025-08-20', formationDateSource: 'customer', stateFileNumber: 'E0123456789-0' });
    expect((await annualList()).dueDate).toMatch(/-08-31$/);

    const future = await api.patch(`/api/my/businesses/${company!.id}`, { formationDate: '2999-01-01' });
    expect(future.status).toBe(400);
    const notADate = await api.patch(`/api/my/businesses/${company!.id}`, { formationDate: '2025-02-30' });
    expect(notADate.status).toBe(400);
    expect((await api.patch(`/api/my/businesses/${company!.id}`, { name: 'Other' })).status).toBe(400);
  });

  it('stops the reminders of a due date marked done, and keeps the customer’s reminder days', async () => {
    const api = await customer();
    await paidOrder(api, await orderPayload(api, 'llc-formation', { state: 'Florida' }));
    const [company] = await businesses(api);
    const report = (await calendarOf(api, company!.id)).find((f) => f.dueDate && f.reminders.length > 0)!;

    expect((await api.get('/api/my/compliance/reminders')).body.data).toEqual({ daysBefore: [60, 30, 7] });
    const set = await api.put('/api/my/compliance/reminders', { daysBefore: [10, 45, 10] });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ daysBefore: [45, 10] });
    expect((await api.get('/api/my/compliance/reminders')).body.data).toEqual({ daysBefore: [45, 10] });
    expect((await api.put('/api/my/compliance/reminders', { daysBefore: [] })).status).toBe(400);
    expect((await api.put('/api/my/compliance/reminders', { daysBefore: [0] })).status).toBe(400);
    const [queued] = await query<{ n: number }>(
      db.url,
      `SELECT count(*)::int AS n FROM outbox WHERE topic = 'compliance.account-changed' AND payload->>'accountId' = $1`,
      [accountIds.get(api)],
    );
    expect(queued!.n).toBe(1);

    const done = await api.post('/api/my/compliance/done', {
      businessId: company!.id,
      filingKey: report.key,
      dueDate: report.dueDate,
      doneOn: '2026-03-20',
    });
    expect(done.status).toBe(200);
    const after = (await calendarOf(api, company!.id)).find((f) => f.key === report.key)!;
    expect(after.done).toEqual({ on: '2026-03-20', by: 'customer' });
    expect(after.reminders).toEqual([]);
    const notTheirs = await api.post('/api/my/compliance/done', {
      businessId: company!.id,
      filingKey: 'usdot-1234567/ucr',
      dueDate: report.dueDate,
      doneOn: '2026-03-20',
    });
    expect(notTheirs.status).toBe(404);
  });

  it('shows no customer another’s business, nor lets them change it', async () => {
    const owner = await customer();
    await paidOrder(owner, await orderPayload(owner, 'llc-formation', { state: 'Florida' }));
    const [business] = await businesses(owner);
    const other = await customer();
    expect(await businesses(other)).toEqual([]);
    expect((await other.get(`/api/my/businesses/${business!.id}`)).status).toBe(404);
    expect((await other.get(`/api/my/businesses/${business!.id}/renewal?service=annual-report`)).status).toBe(404);
    expect((await other.patch(`/api/my/businesses/${business!.id}`, { formationDate: '2020-01-01' })).status).toBe(404);
    const filingKey = `${business!.id}/x`;
    expect(
      (await other.post('/api/my/compliance/done', { businessId: business!.id, filingKey, dueDate: '2027-01-01', doneOn: '2026-01-01' }))
        .status,
    ).toBe(404);
    expect((await owner.get(`/api/my/businesses/${business!.id}`)).body.data.formationDate).toBeNull();
    expect((await other.get('/api/my/businesses/not-a-uuid')).status).toBe(400);
    expect((await new ApiClient(app.url).get('/api/my/businesses')).status).toBe(401);
  });
});
