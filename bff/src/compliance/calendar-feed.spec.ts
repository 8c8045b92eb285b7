import * as nodeIcal from 'node-ical';
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

/** The compliance calendar as an iCalendar feed, read back by an independent iCalendar parser. */
describe('compliance calendar feed', () => {
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

  const customerWithNevadaLlc = async () => {
    const api = new ApiClient(app.url);
    await api.signup();
    const orderId = await createPaidOrder(
      api,
      db.url,
      await orderPayload(api, 'llc-formation', { state: 'Nevada' }),
      '2026-03-14T10:00:00Z',
    );
    return { api, orderId };
  };
  const feedPath = (url: string) => new URL(url).pathname;
  const events = async (path: string) => {
    const res = await fetch(`${app.url}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    return Object.values(nodeIcal.sync.parseICS(await res.text())).filter((c): c is nodeIcal.VEvent => c?.type === 'VEVENT');
  };

  it('lists each dated filing once as an all-day event, and moves it when its date moves', async () => {
    const { api, orderId } = await customerWithNevadaLlc();
    expect((await api.get('/api/my/compliance/feed')).body.data).toEqual({ active: false, createdAt: null });
    const made = await api.post('/api/my/compliance/feed', {});
    expect(made.status).toBe(201);
    expect((await api.get('/api/my/compliance/feed')).body.data.active).toBe(true);

    const path = feedPath(made.body.data.url);
    const before = (await events(path)).find((e) => String(e.summary).startsWith('Nevada: Annual List'))!;
    expect(before.datetype).toBe('date');
    expect(before.start.toISOString().slice(0, 10)).toMatch(/-03-31$/);

    // The state approves the formation in May: the anniversary month, and the event with it, moves.
    await query(
      db.url,
      `INSERT INTO order_phase_events (order_id, from_phase, to_phase, created_at) VALUES ($1, 'submitted', 'approved', '2026-05-04')`,
      [orderId],
    );
    const after = (await events(path)).filter((e) => String(e.summary).startsWith('Nevada: Annual List'));
    expect(after).toHaveLength(1);
    expect(after[0]!.uid).toBe(before.uid);
    expect(after[0]!.start.toISOString().slice(0, 10)).toMatch(/-05-31$/);
  });

  it('moves an event when the customer corrects the business’s formation date, and links it to the renewal checkout', async () => {
    const { api } = await customerWithNevadaLlc();
    const path = feedPath((await api.post('/api/my/compliance/feed', {})).body.data.url);
    const annualList = async () => (await events(path)).filter((e) => String(e.summary).startsWith('Nevada: Annual List'));
    const [before] = await annualList();
    expect(before!.start.toISOString().slice(0, 10)).toMatch(/-03-31$/);

    const [business] = (await api.get('/api/my/businesses')).body.data;
    expect((await api.patch(`/api/my/businesses/${business.id}`, { formationDate: '2025-10-02' })).status).toBe(200);
    const after = await annualList();
    expect(after).toHaveLength(1);
    expect(after[0]!.uid).toBe(before!.uid);
    expect(after[0]!.start.toISOString().slice(0, 10)).toMatch(/-10-31$/);
    // node-ical gives a URL with parameters as an object holding its value.
    const url = after[0]!.url as unknown as string | { val: string };
    expect(typeof url === 'string' ? url : url.val).toMatch(
      new RegExp(`/checkout/service/annual-report/[0-9a-f-]{36}\\?business=${business.id}$`),
    );
  });

  it('marks an event done once its due date is met, keeping its date and UID', async () => {
    const { api } = await customerWithNevadaLlc();
    const path = feedPath((await api.post('/api/my/compliance/feed', {})).body.data.url);
    const annualList = async () => (await events(path)).find((e) => String(e.summary).startsWith('Nevada: Annual List'))!;
    const before = await annualList();
    expect(String(before.summary)).not.toMatch(/done/i);

    const [business] = (await api.get('/api/my/businesses')).body.data;
    const filing = (await api.get('/api/my/compliance')).body.data
      .find((b: { businessId: string }) => b.businessId === business.id)
      .filings.find((f: { title: string }) => f.title.startsWith('Nevada: Annual List'));
    const marked = await api.post('/api/my/compliance/done', {
      businessId: business.id,
      filingKey: filing.key,
      dueDate: filing.dueDate,
      doneOn: '2026-03-20',
    });
    expect(marked.status).toBe(200);

    const after = await annualList();
    expect(after.uid).toBe(before.uid);
    expect(after.start.toISOString()).toBe(before.start.toISOString());
    expect(String(after.summary)).toMatch(/: done$/);
    expect(String(after.description)).toContain('Done on March 20, 2026: no more reminders.');
  });

  it('stops answering an old link once a new one is made or the feed is turned off', async () => {
    const { api } = await customerWithNevadaLlc();
    const first = feedPath((await api.post('/api/my/compliance/feed', {})).body.data.url);
    const second = feedPath((await api.post('/api/my/compliance/feed', {})).body.data.url);
    expect((await fetch(`${app.url}${first}`)).status).toBe(404);
    expect((await fetch(`${app.url}${second}`)).status).toBe(200);
    expect((await api.post('/api/my/compliance/feed/revoke', {})).status).toBe(200);
    expect((await fetch(`${app.url}${second}`)).status).toBe(404);
  });

  it('refuses a link that is not one of ours, and a feed made without signing in', async () => {
    expect((await fetch(`${app.url}/api/calendar/not-a-token.ics`)).status).toBe(400);
    expect((await fetch(`${app.url}/api/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await new ApiClient(app.url).post('/api/my/compliance/feed', {})).status).toBe(401);
  });
});
