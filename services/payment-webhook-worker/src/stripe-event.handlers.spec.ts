import { randomUUID } from 'node:crypto';
import { UnrecoverableError } from 'bullmq';
import pino from 'pino';
import Stripe from 'stripe';
import type { DataSource } from 'typeorm';
import { createDataSource, STORED_EVENT_COLUMNS, storedEventJob, type AppConfig, type StoredEventColumns } from '@filebridge/platform';
import { createStripeEmulator, type StripeEmulator } from '@filebridge/stripe-emulator';
import { createTestDatabase, query, type TestDatabase } from '@filebridge/test-support';
import { StripeEventHandlers } from './stripe-event.handlers';

/** The handler against a real database and the Stripe emulator, which it reads every object back from. */
describe('StripeEventHandlers', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let emulator: StripeEmulator;
  let stripe: Stripe;
  let handlers: StripeEventHandlers;
  let accountId: string;
  let catalog: { service_id: string; package_id: string };

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = await createDataSource(db.url, { poolSize: 2 }).initialize();
    emulator = createStripeEmulator({ port: 0 });
    const { port } = await emulator.start();
    stripe = new Stripe('sk_test_handlers', { host: '127.0.0.1', port, protocol: 'http', telemetry: false });
    handlers = new StripeEventHandlers(ds, stripe, pino({ level: 'silent' }), CONFIG);
    accountId = (
      await query<{ id: string }>(
        db.url,
        `INSERT INTO accounts (email, password_hash, first_name, last_name, role)
         VALUES ('handlers-' || gen_random_uuid() || '@example.com', 'x', 'Dana', 'Rivera', 'customer') RETURNING id`,
      )
    )[0]!.id;
    catalog = (
      await query<{ service_id: string; package_id: string }>(
        db.url,
        `SELECT service_id, id AS package_id FROM packages ORDER BY id LIMIT 1`,
      )
    )[0]!;
  });
  afterAll(async () => {
    await ds?.destroy();
    await emulator?.stop();
    await db?.drop();
  });

  const TOTAL = 45_831;
  const CONFIG = { FRONTEND_ORIGIN: 'https://filebridge.example', REMINDER_QUEUE_AHEAD_DAYS: 8 } as AppConfig;

  /** Polls a condition on the emulator, which settles some things just after it answers. */
  async function waitFor(check: () => Promise<boolean>) {
    for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setImmediate(r));
    expect(await check()).toBe(true);
  }

  const BUSINESS = { name: 'Lone Star Widgets LLC', type: 'LLC', state: 'TX', address: '100 Congress Ave', city: 'Austin', zip: '78701' };
  const CUSTOMER = {
    firstName: 'Dana',
    lastName: 'Rivera',
    email: 'dana@example.com',
    phone: '+1 512 555 0100',
    billingAddress: { address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
  };

  const ITEMS = [{ description: 'Filing', amountCents: TOTAL }];

  /** An unpaid order with its own intent, as the bff creates them. */
  async function newOrder() {
    const orderId = randomUUID();
    const intent = await stripe.paymentIntents.create({ amount: TOTAL, currency: 'usd', metadata: { orderId, accountId } });
    await query(
      db.url,
      `INSERT INTO orders (id, account_id, service_id, package_id, status, business_info, customer_info, items, additional_services,
                           subtotal_cents, tax_cents, total_cents, payment_intent_id)
       VALUES ($1, $2, $3, $4, 'pending_payment', $7, $8, $9, '{}', $5, 0, $5, $6)`,
      [
        orderId,
        accountId,
        catalog.service_id,
        catalog.package_id,
        TOTAL,
        intent.id,
        JSON.stringify(BUSINESS),
        JSON.stringify(CUSTOMER),
        JSON.stringify(ITEMS),
      ],
    );
    return { orderId, intentId: intent.id };
  }

  /** Stores an event as the bff's inbox does and returns its id. */
  async function store(type: string, object: Record<string, unknown>, processed = false): Promise<string> {
    const id = `evt_${randomUUID().replace(/-/g, '')}`;
    await query(db.url, `INSERT INTO stripe_events (event_id, type, payload, processed_at) VALUES ($1, $2, $3, $4)`, [
      id,
      type,
      JSON.stringify({ id, object: 'event', type, data: { object } }),
      processed ? new Date() : null,
    ]);
    return id;
  }

  /** A stored event's job, as the inbox and the reconciler queue it. */
  const jobOf = async (eventId: string) =>
    storedEventJob(
      (await query<StoredEventColumns>(db.url, `SELECT ${STORED_EVENT_COLUMNS} FROM stripe_events WHERE event_id = $1`, [eventId]))[0]!,
    );

  const status = async (orderId: string) =>
    (await query<{ status: string }>(db.url, `SELECT status FROM orders WHERE id = $1`, [orderId]))[0]!.status;
  const processed = async (eventId: string) =>
    (
      await query<{ done: boolean }>(db.url, `SELECT processed_at IS NOT NULL AS done FROM stripe_events WHERE event_id = $1`, [eventId])
    )[0]!.done;
  /** The events an order caused, its mails named by their template. */
  const outboxTopics = async (orderId: string) =>
    (
      await query<{ topic: string }>(
        db.url,
        `SELECT CASE WHEN topic = 'mail.send' THEN payload->>'template' ELSE topic END AS topic FROM outbox
          WHERE payload->>'orderId' = $1 OR payload #>> '{data,orderId}' = $1 ORDER BY id`,
        [orderId],
      )
    ).map((r) => r.topic);
  const refundOf = async (intentId: string) => {
    const intent = await stripe.paymentIntents.retrieve(intentId);
    return stripe.charges.retrieve(String(intent.latest_charge));
  };

  it('fails for good when the event is not stored (nothing to apply)', async () => {
    await expect(handlers.apply({ eventId: 'evt_missing' })).rejects.toBeInstanceOf(UnrecoverableError);
  });

  it('does nothing for an event already processed', async () => {
    const { orderId, intentId } = await newOrder();
    await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    await handlers.apply(await jobOf(await store('payment_intent.succeeded', { id: intentId }, true)));
    expect(await status(orderId)).toBe('pending_payment');
  });

  it('marks an order paid on a success Stripe confirms and starts its work, its receipt queued once', async () => {
    const { orderId, intentId } = await newOrder();
    await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    const first = await store('payment_intent.succeeded', { id: intentId });
    const again = await store('payment_intent.succeeded', { id: intentId });
    await handlers.apply(await jobOf(first));
    await handlers.apply(await jobOf(again));
    expect(await status(orderId)).toBe('in_progress');
    expect(await outboxTopics(orderId)).toEqual(['payment-receipt']);
    expect([await processed(first), await processed(again)]).toEqual([true, true]);
  });

  it('ignores a success the current intent does not confirm, and marks the event processed', async () => {
    const { orderId, intentId } = await newOrder();
    const eventId = await store('payment_intent.succeeded', { id: intentId, status: 'succeeded', amount: TOTAL, currency: 'usd' });
    await handlers.apply(await jobOf(eventId));
    expect(await status(orderId)).toBe('pending_payment');
    expect(await processed(eventId)).toBe(true);
  });

  it('ignores a success in another currency with the same number', async () => {
    const { orderId, intentId } = await newOrder();
    await stripe.paymentIntents.update(intentId, { currency: 'eur' });
    await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    await handlers.apply(await jobOf(await store('payment_intent.succeeded', { id: intentId })));
    expect(await status(orderId)).toBe('pending_payment');
  });

  it('ignores a success of an intent that names another order', async () => {
    const { orderId, intentId } = await newOrder();
    await stripe.paymentIntents.update(intentId, { metadata: { orderId: randomUUID() } });
    await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    await handlers.apply(await jobOf(await store('payment_intent.succeeded', { id: intentId })));
    expect(await status(orderId)).toBe('pending_payment');
  });

  it('records a decline Stripe shows, with its message', async () => {
    const { orderId, intentId } = await newOrder();
    await expect(stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_chargeDeclined' })).rejects.toThrow();
    await handlers.apply(await jobOf(await store('payment_intent.payment_failed', { id: intentId })));
    expect(await status(orderId)).toBe('payment_failed');
    const [event] = await query<{ note: string }>(
      db.url,
      `SELECT note FROM order_events WHERE order_id = $1 AND to_status = 'payment_failed'`,
      [orderId],
    );
    expect(event!.note).toBe('Your card was declined.');
  });

  it('applies what Stripe shows instead of a failure for an intent Stripe reads back as succeeded', async () => {
    const { orderId, intentId } = await newOrder();
    await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    await handlers.apply(await jobOf(await store('payment_intent.payment_failed', { id: intentId, status: 'requires_payment_method' })));
    expect(await status(orderId)).toBe('in_progress');
    expect(await toStatuses(orderId)).toEqual(['paid', 'in_progress']);
  });

  it('refunds an order only when the charge read back is its own and refunded in full', async () => {
    const { orderId, intentId } = await newOrder();
    await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    await handlers.apply(await jobOf(await store('payment_intent.succeeded', { id: intentId })));
    const charge = await refundOf(intentId);

    // Claimed refunded, but Stripe says it is not; then a charge Stripe never made.
    await handlers.apply(await jobOf(await store('charge.refunded', { ...charge, refunded: true, amount_refunded: TOTAL })));
    await handlers.apply(await jobOf(await store('charge.refunded', { ...charge, id: 'ch_never_made', refunded: true })));
    expect(await status(orderId)).toBe('in_progress');

    // A partial refund leaves the order paid; the rest of it refunds the order.
    await stripe.refunds.create({ charge: charge.id, amount: 1000 });
    await handlers.apply(await jobOf(await store('charge.refunded', { id: charge.id })));
    expect(await status(orderId)).toBe('in_progress');
    await stripe.refunds.create({ charge: charge.id });
    await handlers.apply(await jobOf(await store('charge.refunded', { id: charge.id })));
    expect(await status(orderId)).toBe('refunded');
    expect(await outboxTopics(orderId)).toEqual(['payment-receipt', 'refund.succeeded', 'refund.succeeded']);
  });

  it('keeps a full refund that arrives before the payment: the late success never marks the order paid', async () => {
    const { orderId, intentId } = await newOrder();
    await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    const charge = await refundOf(intentId);
    await stripe.refunds.create({ charge: charge.id });
    await handlers.apply(await jobOf(await store('charge.refunded', { id: charge.id })));
    await handlers.apply(await jobOf(await store('payment_intent.succeeded', { id: intentId })));
    expect(await status(orderId)).toBe('refunded');
    expect(await toStatuses(orderId)).toEqual(['refunded']);
    expect(await outboxTopics(orderId)).toEqual(['refund.succeeded']);
  });

  /** Every ordering of a list. */
  const permutations = <T>(items: readonly T[]): T[][] =>
    items.length <= 1
      ? [[...items]]
      : items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
  const toStatuses = async (orderId: string) =>
    (await query<{ to_status: string }>(db.url, `SELECT to_status FROM order_events WHERE order_id = $1 ORDER BY id`, [orderId])).map(
      (r) => r.to_status,
    );
  const money = async (orderId: string) => ({
    refundedCents: (await query<{ n: number }>(db.url, `SELECT refunded_cents AS n FROM orders WHERE id = $1`, [orderId]))[0]!.n,
    refunds: await query(db.url, `SELECT amount_cents, status FROM order_refunds WHERE order_id = $1 ORDER BY amount_cents`, [orderId]),
    disputes: await query(db.url, `SELECT amount_cents, status FROM order_disputes WHERE order_id = $1`, [orderId]),
  });

  /**
   * Every event type the handler knows, delivered in every order once Stripe reached its final
   * state (Stripe does not promise order, and each event is read back as Stripe is now): the
   * order must end as that state implies, whatever came first.
   */
  describe('events in every order end in the state Stripe implies', () => {
    it.each(
      permutations(['payment_intent.payment_failed', 'payment_intent.succeeded', 'charge.refunded (partial)', 'charge.refunded (full)']),
    )('declined, paid, then refunded in two parts: %s → %s → %s → %s', async (...order: string[]) => {
      const { orderId, intentId } = await newOrder();
      await expect(stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_chargeDeclined' })).rejects.toThrow();
      await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
      const charge = await refundOf(intentId);
      await stripe.refunds.create({ charge: charge.id, amount: 1000 });
      await stripe.refunds.create({ charge: charge.id });
      const objects: Record<string, [string, string]> = {
        'payment_intent.payment_failed': ['payment_intent.payment_failed', intentId],
        'payment_intent.succeeded': ['payment_intent.succeeded', intentId],
        'charge.refunded (partial)': ['charge.refunded', charge.id],
        'charge.refunded (full)': ['charge.refunded', charge.id],
      };
      for (const name of order) {
        const [type, id] = objects[name]!;
        await handlers.apply(await jobOf(await store(type, { id })));
      }
      expect(await status(orderId)).toBe('refunded');
      expect(await toStatuses(orderId)).not.toContain('paid');
      expect(await outboxTopics(orderId)).not.toContain('payment-receipt');
      expect(await money(orderId)).toEqual({
        refundedCents: TOTAL,
        refunds: [
          { amount_cents: 1000, status: 'succeeded' },
          { amount_cents: TOTAL - 1000, status: 'succeeded' },
        ],
        disputes: [],
      });
    });

    it.each(permutations(['payment_intent.succeeded', 'charge.refunded (partial)', 'charge.dispute.created', 'charge.dispute.closed']))(
      'paid, partly refunded, disputed and lost: %s → %s → %s → %s',
      async (...order: string[]) => {
        const { orderId, intentId } = await newOrder();
        await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
        const charge = await refundOf(intentId);
        await stripe.refunds.create({ charge: charge.id, amount: 2500 });
        const dispute = emulator.openDispute(charge.id, { amount: TOTAL - 2500 });
        emulator.closeDispute(dispute.id, 'lost');
        const objects: Record<string, [string, string]> = {
          'payment_intent.succeeded': ['payment_intent.succeeded', intentId],
          'charge.refunded (partial)': ['charge.refunded', charge.id],
          'charge.dispute.created': ['charge.dispute.created', dispute.id],
          'charge.dispute.closed': ['charge.dispute.closed', dispute.id],
        };
        for (const name of order) {
          const [type, id] = objects[name]!;
          await handlers.apply(await jobOf(await store(type, { id })));
        }
        expect(await status(orderId)).toBe('in_progress');
        expect(await outboxTopics(orderId)).toEqual(expect.arrayContaining(['payment-receipt', 'refund.succeeded']));
        expect((await outboxTopics(orderId)).length).toBe(2);
        expect(await money(orderId)).toEqual({
          refundedCents: 2500,
          refunds: [{ amount_cents: 2500, status: 'succeeded' }],
          disputes: [{ amount_cents: TOTAL - 2500, status: 'lost' }],
        });
      },
    );
  });

  it('records a refund the bank failed as failed, and gives the order its money back', async () => {
    const { orderId, intentId } = await newOrder();
    await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    await handlers.apply(await jobOf(await store('payment_intent.succeeded', { id: intentId })));
    emulator.failNextRefund(intentId);
    const refund = await stripe.refunds.create({ payment_intent: intentId });
    expect(refund.status).toBe('pending');
    await waitFor(async () => (await stripe.refunds.retrieve(refund.id)).status === 'failed');
    await handlers.apply(await jobOf(await store('refund.failed', { id: refund.id, object: 'refund' })));
    expect(await status(orderId)).toBe('in_progress');
    expect(await money(orderId)).toEqual({ refundedCents: 0, refunds: [{ amount_cents: TOTAL, status: 'failed' }], disputes: [] });
    expect(await outboxTopics(orderId)).toEqual(['payment-receipt']);
  });

  it('applies a success queued without its intent, as an earlier version queued it, the same way', async () => {
    const { orderId, intentId } = await newOrder();
    await stripe.paymentIntents.confirm(intentId, { payment_method: 'pm_card_visa' });
    const eventId = await store('payment_intent.succeeded', { id: intentId });
    await handlers.apply({ eventId });
    expect(await status(orderId)).toBe('in_progress');
    expect(await processed(eventId)).toBe(true);
  });

  it('ignores event types it does not handle and events without an object id', async () => {
    const other = await store('customer.created', {});
    const bare = await store('charge.refunded', {});
    await handlers.apply(await jobOf(other));
    await handlers.apply(await jobOf(bare));
    expect([await processed(other), await processed(bare)]).toEqual([true, true]);
  });

  it('marks the success of an order already paid processed while Stripe cannot be reached, and changes nothing', async () => {
    const { orderId, intentId } = await newOrder();
    await query(db.url, `UPDATE orders SET status = 'in_progress', paid_at = now() WHERE id = $1`, [orderId]);
    // Stripe cannot be reached by this handler: an order already paid must not need it.
    const offline = new StripeEventHandlers(
      ds,
      new Stripe('sk_test_handlers', { host: '127.0.0.1', port: 1, protocol: 'http', telemetry: false, maxNetworkRetries: 0 }),
      pino({ level: 'silent' }),
      CONFIG,
    );
    const eventId = await store('payment_intent.succeeded', { id: intentId });
    await offline.apply(await jobOf(eventId));
    expect(await processed(eventId)).toBe(true);
    expect(await status(orderId)).toBe('in_progress');
    expect(await outboxTopics(orderId)).toEqual([]);
  });

  it('leaves the event unapplied and throws, so the job retries, while Stripe cannot be reached', async () => {
    const { orderId, intentId } = await newOrder();
    const offline = new StripeEventHandlers(
      ds,
      new Stripe('sk_test_handlers', { host: '127.0.0.1', port: 1, protocol: 'http', telemetry: false, maxNetworkRetries: 0 }),
      pino({ level: 'silent' }),
      CONFIG,
    );
    const eventId = await store('payment_intent.succeeded', { id: intentId });
    await expect(offline.apply(await jobOf(eventId))).rejects.toThrow();
    expect(await processed(eventId)).toBe(false);
    expect(await status(orderId)).toBe('pending_payment');
  });
});
