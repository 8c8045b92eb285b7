import { signWebhookPayload } from '@filebridge/stripe-emulator';
import { createTestDatabase, query, startApp, testEnv, type RunningApp, type TestDatabase } from '@filebridge/test-support';
import { QUEUES, type QueueRegistry } from '@filebridge/platform';
import { DataSource } from 'typeorm';

const SECRET = 'whsec_filebridge_tests';

function post(app: RunningApp, event: { id: string; type: string }) {
  const payload = JSON.stringify({ ...event, object: 'event', data: { object: {} } });
  return fetch(`${app.url}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signWebhookPayload(payload, SECRET) },
    body: payload,
  });
}

describe('Stripe webhook ingestion (group commit)', () => {
  let db: TestDatabase;
  let app: RunningApp;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startApp(testEnv({ DATABASE_URL: db.url, STRIPE_WEBHOOK_SECRET: SECRET }));
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  const queuedJob = (id: string) => app.app.get<QueueRegistry>(QUEUES).get('stripe-events').getJob(id);

  it('stores and queues every event once, however many arrive together or twice', async () => {
    const ids = Array.from({ length: 120 }, (_, i) => `evt_burst_${i}`);
    // Every third event is delivered twice at the same moment, so duplicates share a statement.
    const deliveries = [...ids, ...ids.filter((_, i) => i % 3 === 0)].sort();
    const statuses = await Promise.all(deliveries.map(async (id) => (await post(app, { id, type: 'customer.created' })).status));
    expect(new Set(statuses)).toEqual(new Set([200]));
    const { events } = (
      await query<{ events: number }>(db.url, `SELECT count(*)::int AS events FROM stripe_events WHERE event_id LIKE 'evt_burst_%'`)
    )[0]!;
    expect(events).toBe(ids.length);
    const jobs = await Promise.all(ids.map(queuedJob));
    expect(jobs.map((j) => j?.data)).toEqual(ids.map((eventId) => ({ eventId })));
  });

  it('answers 5xx when its write fails, so Stripe redelivers, and stores the redelivery', async () => {
    const ds = app.app.get(DataSource);
    const spy = jest.spyOn(ds, 'query').mockRejectedValueOnce(new Error('connection terminated'));
    const first = await post(app, { id: 'evt_retry_1', type: 'payment_intent.succeeded' });
    expect(first.status).toBeGreaterThanOrEqual(500);
    expect(await query(db.url, `SELECT 1 FROM stripe_events WHERE event_id = 'evt_retry_1'`)).toHaveLength(0);
    spy.mockRestore();
    expect((await post(app, { id: 'evt_retry_1', type: 'payment_intent.succeeded' })).status).toBe(200);
    expect(await queuedJob('evt_retry_1')).toBeDefined();
  });
});
