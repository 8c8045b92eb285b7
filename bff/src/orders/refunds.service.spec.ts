import { randomUUID } from 'node:crypto';
import { ConflictException, ServiceUnavailableException } from '@nestjs/common';
import Stripe from 'stripe';
import type { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { createDataSource, createLogger } from '@filebridge/platform';
import { createStripeEmulator, type StripeEmulator } from '@filebridge/stripe-emulator';
import { behindRowLock, createTestDatabase, query, type TestDatabase } from '@filebridge/test-support';
import { RefundsService } from './refunds.service';

/** Staff refunds against a real database and the Stripe emulator, and against a Stripe that cannot be reached. */
describe('RefundsService', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let emulator: StripeEmulator;
  let stripe: Stripe;
  let refunds: RefundsService;
  let accountId: string;
  const TOTAL = 14_900;

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = await createDataSource(db.url, { poolSize: 4 }).initialize();
    emulator = createStripeEmulator({ port: 0 });
    const { port } = await emulator.start();
    stripe = new Stripe('sk_test_refunds', { host: '127.0.0.1', port, protocol: 'http', telemetry: false, maxNetworkRetries: 0 });
    refunds = new RefundsService(ds, stripe, createLogger('bff', 'silent'));
    accountId = (
      await query<{ id: string }>(
        db.url,
        `INSERT INTO accounts (email, password_hash, first_name, last_name, role)
         VALUES ('refunds-' || gen_random_uuid() || '@example.com', 'x', 'Dana', 'Rivera', 'customer') RETURNING id`,
      )
    )[0]!.id;
  });
  afterAll(async () => {
    await ds?.destroy();
    await emulator?.stop();
    await db?.drop();
  });

  /** An order paid at Stripe and marked in progress, as the pipeline leaves it. */
  async function paidOrder(): Promise<{ orderId: string; intentId: string }> {
    const orderId = randomUUID();
    const intent = await stripe.paymentIntents.create({ amount: TOTAL, currency: 'usd', metadata: { orderId, accountId } });
    await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    const [pkg] = await query<{ service_id: string; id: string }>(db.url, `SELECT service_id, id FROM packages ORDER BY id LIMIT 1`);
    await query(
      db.url,
      `INSERT INTO orders (id, account_id, service_id, package_id, status, business_info, customer_info, items, additional_services,
                           subtotal_cents, tax_cents, total_cents, payment_intent_id, paid_at)
       VALUES ($1, $2, $3, $4, 'in_progress', '{}', '{}', '[]', '{}', $5, 0, $5, $6, now())`,
      [orderId, accountId, pkg!.service_id, pkg!.id, TOTAL, intent.id],
    );
    return { orderId, intentId: intent.id };
  }
  const ask = (orderId: string, amountCents?: number) => ({
    orderId,
    amountCents,
    reason: 'Duplicate order',
    requestedBy: 'admin@filebridge.test',
    correlationId: 'req-1',
  });
  const atStripe = async (intentId: string) => (await stripe.refunds.list({ payment_intent: intentId })).data.map((r) => r.amount);
  const rows = (orderId: string) =>
    query<{ amount_cents: number; status: string }>(
      db.url,
      `SELECT amount_cents, status FROM order_refunds WHERE order_id = $1 ORDER BY created_at`,
      [orderId],
    );

  it('creates one refund at Stripe for the same refund asked five times at once, and the order waits for Stripe to confirm it', async () => {
    const { orderId, intentId } = await paidOrder();
    const answers = await Promise.allSettled([1, 2, 3, 4, 5].map(() => refunds.refund(ask(orderId))));
    const done = answers.filter((a) => a.status === 'fulfilled');
    expect(done.length).toBeGreaterThanOrEqual(1);
    for (const a of answers) if (a.status === 'rejected') expect(a.reason).toBeInstanceOf(ConflictException);
    expect(await atStripe(intentId)).toEqual([TOTAL]);
    expect(await rows(orderId)).toEqual([{ amount_cents: TOTAL, status: 'pending' }]);
    const [order] = await query<{ status: string }>(db.url, `SELECT status FROM orders WHERE id = $1`, [orderId]);
    expect(order!.status).toBe('in_progress');
  });

  it('counts a refund sent while it waited for the order, so it neither asks Stripe again nor records a refusal', async () => {
    const { orderId, intentId } = await paidOrder();
    // The first of two asks at once, as it stands once Stripe has its refund: pending, holding the whole total.
    const sendFirst = async (c: Client) => {
      const first = await stripe.refunds.create({ payment_intent: intentId });
      await c.query(
        `INSERT INTO order_refunds (order_id, stripe_refund_id, amount_cents, reason, status, requested_by)
         VALUES ($1, $2, $3, 'Duplicate order', 'pending', 'admin@filebridge.test')`,
        [orderId, first.id, TOTAL],
      );
    };
    const second = await behindRowLock(db.url, { sql: `SELECT 1 FROM orders WHERE id = $1 FOR UPDATE`, params: [orderId] }, sendFirst, () =>
      refunds.refund(ask(orderId)),
    );
    expect(second).toMatchObject({ status: 'rejected', reason: { response: { code: 'nothing_to_refund' } } });
    expect(await atStripe(intentId)).toEqual([TOTAL]);
    expect(await rows(orderId)).toEqual([{ amount_cents: TOTAL, status: 'pending' }]);
  });

  it('answers 503 while Stripe cannot be reached and, asked again, sends the same request without refunding twice', async () => {
    const { orderId, intentId } = await paidOrder();
    const offline = new RefundsService(
      ds,
      new Stripe('sk_test_refunds', { host: '127.0.0.1', port: 1, protocol: 'http', telemetry: false, maxNetworkRetries: 0 }),
      createLogger('bff', 'silent'),
    );
    await expect(offline.refund(ask(orderId, 4_900))).rejects.toBeInstanceOf(ServiceUnavailableException);
    expect(await rows(orderId)).toEqual([{ amount_cents: 4_900, status: 'requested' }]);
    // Another amount must wait for the one on its way.
    await expect(refunds.refund(ask(orderId, 100))).rejects.toMatchObject({ response: { code: 'refund_in_progress' } });
    await refunds.refund(ask(orderId, 4_900));
    expect(await atStripe(intentId)).toEqual([4_900]);
    expect(await rows(orderId)).toEqual([{ amount_cents: 4_900, status: 'pending' }]);
  });

  it('refuses more than is left to refund, and records what Stripe refuses as failed', async () => {
    const { orderId, intentId } = await paidOrder();
    await expect(refunds.refund(ask(orderId, TOTAL + 1))).rejects.toMatchObject({ response: { code: 'refund_too_large' } });
    // Refunded at Stripe behind our back: Stripe refuses ours, and it shows as failed, never as done.
    await stripe.refunds.create({ payment_intent: intentId });
    await expect(refunds.refund(ask(orderId))).rejects.toMatchObject({ response: { code: 'refund_refused' } });
    expect(await rows(orderId)).toEqual([{ amount_cents: TOTAL, status: 'failed' }]);
  });

  it('lets the customer cancel only before the filing is submitted, whatever the phase before it', async () => {
    const cancelAt = async (phase: string | null) => {
      const { orderId, intentId } = await paidOrder();
      await query(db.url, `UPDATE orders SET phase = $2 WHERE id = $1`, [orderId, phase]);
      const answer = await refunds.cancel(accountId, orderId, 'req-1').catch((err: unknown) => err);
      return { answer, refunded: await atStripe(intentId) };
    };
    for (const phase of [null, 'details_needed', 'in_review', 'waiting_on_customer']) {
      expect((await cancelAt(phase)).refunded).toEqual([TOTAL]);
    }
    for (const phase of ['submitted', 'approved', 'rejected', 'documents_delivered']) {
      const { answer, refunded } = await cancelAt(phase);
      expect(answer).toMatchObject({ response: { code: 'not_cancellable', message: expect.stringMatching(/filing has been submitted/) } });
      expect(refunded).toEqual([]);
    }
  });
});
