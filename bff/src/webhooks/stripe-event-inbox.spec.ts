import { signWebhookPayload } from '@filebridge/stripe-emulator';
import {
  createTestDatabase,
  query,
  queryOne,
  startApp,
  testEnv,
  waitUntil,
  type RunningApp,
  type TestDatabase,
} from '@filebridge/test-support';
import { createDataSource, LOGGER, QUEUES, type QueueRegistry } from '@filebridge/platform';
import { DataSource } from 'typeorm';
import { HeldPaymentEvents } from './held-payment-events';
import { StripeEventInbox } from './stripe-event-inbox';

const SECRET = 'whsec_filebridge_tests';

function post(app: RunningApp, event: { id: string; type: string }, object: Record<string, unknown> = {}) {
  return postRaw(app, JSON.stringify({ ...event, object: 'event', data: { object } }));
}

function postRaw(app: RunningApp, payload: string) {
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
    // A payment's success is held 5 s: long enough that the test sees it held however slow the machine.
    app = await startApp(testEnv({ DATABASE_URL: db.url, STRIPE_WEBHOOK_SECRET: SECRET, PAYMENT_EVENT_GRACE_MS: '5000' }));
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

  it("holds a payment's success for the confirmation, then queues it with its intent, so the worker asks Stripe before reading the event", async () => {
    expect((await post(app, { id: 'evt_paid_unknown', type: 'payment_intent.succeeded' }, { id: 'pi_unknown' })).status).toBe(200);
    expect(await queuedJob('evt_paid_unknown')).toBeUndefined();
    await waitUntil(async () => (await queuedJob('evt_paid_unknown')) !== undefined, 30_000, 'the grace to end');
    expect((await queuedJob('evt_paid_unknown'))?.data).toEqual({ eventId: 'evt_paid_unknown', paymentIntent: 'pi_unknown' });
  });

  it("settles a held payment's success without a job when its order was paid before the grace ended", async () => {
    // Paid meanwhile by a confirmation this process did not see: one under way as the event came, or answered by another bff.
    const { id: accountId } = await queryOne<{ id: string }>(
      db.url,
      `INSERT INTO accounts (email, password_hash, first_name, last_name, role)
       VALUES ('held-' || gen_random_uuid() || '@example.com', 'x', 'Dana', 'Rivera', 'customer') RETURNING id`,
    );
    const { id: orderId } = await queryOne<{ id: string }>(
      db.url,
      `INSERT INTO orders (id, account_id, service_id, package_id, status, payment_intent_id, business_info, customer_info, items,
                           additional_services, subtotal_cents, tax_cents, total_cents)
       SELECT gen_random_uuid(), $1, p.service_id, p.id, 'pending_payment', 'pi_paid_meanwhile', '{}', '{}', '[]', '{}', 29900, 0, 29900
         FROM packages p ORDER BY p.id LIMIT 1 RETURNING id`,
      [accountId],
    );
    expect((await post(app, { id: 'evt_paid_meanwhile', type: 'payment_intent.succeeded' }, { id: 'pi_paid_meanwhile' })).status).toBe(200);
    await query(db.url, `UPDATE orders SET status = 'paid', paid_at = now() WHERE id = $1`, [orderId]);
    const processed = async () =>
      (await query(db.url, `SELECT 1 FROM stripe_events WHERE event_id = 'evt_paid_meanwhile' AND processed_at IS NOT NULL`)).length === 1;
    await waitUntil(processed, 30_000, 'the grace to end');
    expect(await queuedJob('evt_paid_meanwhile')).toBeUndefined();
  });

  it('keeps one plan for its write whatever the batch holds, rather than planning it at every call', async () => {
    // One connection, so every write below meets the statement the first one prepared.
    const one = await createDataSource(db.url, { poolSize: 1 }).initialize();
    try {
      const inbox = new StripeEventInbox(one, app.app.get(LOGGER), app.app.get(HeldPaymentEvents));
      const run = Date.now();
      for (let i = 0; i < 8; i++) {
        const batch = Array.from({ length: 1 + (i % 3) }, (_, j) => ({ id: `evt_plan_${run}_${i}_${j}`, type: 'customer.created' }));
        await Promise.all(batch.map((e) => inbox.store({ ...e, payload: JSON.stringify({ ...e, data: { object: {} } }) })));
      }
      const [plans] = await one.query<{ generic_plans: number; custom_plans: number }[]>(
        `SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE statement LIKE 'INSERT INTO stripe_events%'`,
      );
      // PostgreSQL plans a statement's first five calls for their values, then keeps the generic plan if it is no dearer.
      expect(plans).toEqual({ generic_plans: expect.any(Number), custom_plans: 5 });
      expect(plans!.generic_plans).toBeGreaterThan(0);
    } finally {
      await one.destroy();
    }
  });

  /**
   * Holds the inbox's writers on a table lock, so the `count` events sent meanwhile wait in memory
   * and are all written by one statement once it is released.
   */
  async function inOneGroupCommit<T>(count: number, send: () => Promise<T>): Promise<T> {
    const ds = app.app.get(DataSource);
    const inbox = app.app.get(StripeEventInbox) as unknown as { waiting: unknown[]; writing: number };
    const locker = ds.createQueryRunner();
    await locker.connect();
    await locker.startTransaction();
    await locker.query('LOCK TABLE stripe_events IN EXCLUSIVE MODE');
    const run = Date.now();
    const blockers = Array.from({ length: 4 }, (_, i) => post(app, { id: `evt_blocker_${run}_${i}`, type: 'customer.created' }));
    await waitUntil(() => inbox.writing === 4, 30_000, 'every writer to wait on the lock');
    const sent = send();
    await waitUntil(() => inbox.waiting.length === count, 30_000, 'the group to gather');
    await locker.commitTransaction();
    await locker.release();
    expect((await Promise.all(blockers)).map((r) => r.status)).toEqual([200, 200, 200, 200]);
    return sent;
  }

  it.each([
    ['a NUL in the cardholder name', String.raw`"billing_details":{"name":"Jane\u0000Doe"}`],
    ['half of a surrogate pair', String.raw`"billing_details":{"name":"Jane \ud800"}`],
    ['a number PostgreSQL cannot hold', '"amount":1e1000000'],
  ])('refuses an event it cannot store (%s) alone and stores the 59 written with it', async (_what, poison) => {
    const run = `${Date.now()}`;
    const ids = Array.from({ length: 60 }, (_, i) => `evt_poison_${run}_${i}`);
    const poisoned = ids[37]!;
    const payloadOf = (id: string) =>
      JSON.stringify({ id, type: 'charge.succeeded', object: 'event', data: { object: { id: `ch_${id}`, marker: 1 } } }).replace(
        '"marker":1',
        id === poisoned ? poison : '"marker":1',
      );
    const answers = await inOneGroupCommit(ids.length, () =>
      Promise.all(
        ids.map(async (id) => {
          const r = await postRaw(app, payloadOf(id));
          return { id, status: r.status, body: (await r.json()) as { message?: string; code?: string } };
        }),
      ),
    );
    expect(answers.filter((a) => a.status !== 200).map((a) => ({ id: a.id, status: a.status, code: a.body.code }))).toEqual([
      { id: poisoned, status: 400, code: 'event_not_storable' },
    ]);
    expect(answers.find((a) => a.id === poisoned)!.body.message).toMatch(new RegExp(`^Stripe event ${poisoned} cannot be stored: .+`));
    const stored = await query<{ event_id: string }>(db.url, `SELECT event_id FROM stripe_events WHERE event_id LIKE $1`, [
      `evt_poison_${run}_%`,
    ]);
    expect(stored.map((r) => r.event_id).sort()).toEqual(ids.filter((id) => id !== poisoned).sort());
    const jobs = await Promise.all(ids.filter((id) => id !== poisoned).map(queuedJob));
    expect(jobs.every(Boolean)).toBe(true);
  });

  it('answers 5xx when its write fails, so Stripe redelivers, and stores the redelivery', async () => {
    const ds = app.app.get(DataSource);
    // Only the inbox's write fails: the bff's own background queries (the outbox drain) go on.
    const realQuery = ds.query.bind(ds);
    let failed = false;
    const spy = jest.spyOn(ds, 'query').mockImplementation(((sql: string, ...rest: unknown[]) => {
      if (failed || !sql.startsWith('INSERT INTO stripe_events')) return (realQuery as (...a: unknown[]) => unknown)(sql, ...rest);
      failed = true;
      return Promise.reject(new Error('connection terminated'));
    }) as typeof ds.query);
    const first = await post(app, { id: 'evt_retry_1', type: 'payment_intent.succeeded' });
    expect(first.status).toBeGreaterThanOrEqual(500);
    expect(await query(db.url, `SELECT 1 FROM stripe_events WHERE event_id = 'evt_retry_1'`)).toHaveLength(0);
    spy.mockRestore();
    expect((await post(app, { id: 'evt_retry_1', type: 'payment_intent.succeeded' })).status).toBe(200);
    expect(await queuedJob('evt_retry_1')).toBeDefined();
  });
});
