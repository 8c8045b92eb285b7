import { randomUUID } from 'node:crypto';
import { notifiesCustomer, ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from '@filebridge/contracts';
import { createTestDatabase, query, type TestDatabase } from '@filebridge/test-support';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../database/data-source';
import { transitionOrder } from './order-transitions';

const EDGES = ORDER_STATUSES.flatMap((from) => ORDER_TRANSITIONS[from].map((to) => [from, to] as [OrderStatus, OrderStatus]));

describe('transitionOrder on a real PostgreSQL', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let owner: { account_id: string; service_id: string; package_id: string };
  beforeAll(async () => {
    db = await createTestDatabase();
    ds = await createDataSource(db.url, { poolSize: 2 }).initialize();
    owner = (
      await query<typeof owner>(
        db.url,
        `WITH a AS (INSERT INTO accounts (email, password_hash, first_name, last_name, role)
                    VALUES ('transitions@example.com', 'x', 'Dana', 'Rivera', 'customer') RETURNING id)
         SELECT a.id AS account_id, p.service_id, p.id AS package_id FROM a, (SELECT * FROM packages ORDER BY id LIMIT 1) p`,
      )
    )[0]!;
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  async function orderIn(status: OrderStatus): Promise<string> {
    const id = randomUUID();
    await query(
      db.url,
      `INSERT INTO orders (id, account_id, service_id, package_id, status, business_info, customer_info, items, additional_services,
                           subtotal_cents, tax_cents, total_cents)
       VALUES ($1, $2, $3, $4, $5, '{}', '{}', '[]', '{}', 100, 0, 100)`,
      [id, owner.account_id, owner.service_id, owner.package_id, status],
    );
    return id;
  }
  const events = async (orderId: string) =>
    query<{ topic: string; payload: unknown; job_id: string }>(
      db.url,
      `SELECT topic, payload, job_id FROM outbox WHERE payload->>'orderId' = $1`,
      [orderId],
    );

  it.each(EDGES)('%s → %s emits the one event it causes, once', async (from, to) => {
    const orderId = await orderIn(from);
    const first = await ds.transaction((m) => transitionOrder(m, { orderId, to, source: 'admin', correlationId: 'req-1' }));
    const again = await transitionOrder(ds.manager, { orderId, to, source: 'admin', correlationId: 'req-2' });
    expect([first, again]).toEqual([
      { changed: true, from },
      { changed: false, from: null },
    ]);
    const meta = { orderId, correlationId: 'req-1' };
    const expected = notifiesCustomer(to)
      ? [{ topic: 'order.status-changed', payload: { ...meta, from, to }, job_id: `order.status-changed/status-${orderId}-${to}` }]
      : [];
    expect(await events(orderId)).toEqual(expected);
    const timeline = await query(db.url, `SELECT from_status, to_status, source FROM order_events WHERE order_id = $1`, [orderId]);
    expect(timeline).toEqual([{ from_status: from, to_status: to, source: 'admin' }]);
  });

  it('reads the clock the work starts against from the order it moves: its service, state and agency', async () => {
    const orderId = await orderIn('paid');
    await query(
      db.url,
      `UPDATE orders SET business_info = '{"state": "WY"}', (service_id, package_id) = (
         SELECT p.service_id, p.id FROM packages p JOIN services s ON s.id = p.service_id WHERE s.slug = 'llc-formation' LIMIT 1)
        WHERE id = $1`,
      [orderId],
    );
    await transitionOrder(ds.manager, { orderId, to: 'in_progress', source: 'worker' });
    // The first phase waits on the customer, so the promise is not yet running.
    expect(await query(db.url, `SELECT sla_phase, sla_due_at, agency, state_code FROM orders WHERE id = $1`, [orderId])).toEqual([
      { sla_phase: null, sla_due_at: null, agency: 'Wyoming filing office', state_code: 'WY' },
    ]);
  });

  it('stores the clock it is given in the move itself, and nothing when the order does not move', async () => {
    const clock = { slug: 'llc-formation', state: 'WY', expedited: false, sla_phase: null, sla_due_at: null, sla_remaining_ms: null };
    const clockOf = (orderId: string) =>
      query(db.url, `SELECT sla_phase, sla_due_at, agency, state_code FROM orders WHERE id = $1`, [orderId]);
    const moved = await orderIn('paid');
    await transitionOrder(ds.manager, { orderId: moved, to: 'in_progress', source: 'worker', clock });
    expect(await clockOf(moved)).toEqual([{ sla_phase: null, sla_due_at: null, agency: 'Wyoming filing office', state_code: 'WY' }]);
    const unmoved = await orderIn('pending_payment');
    expect(await transitionOrder(ds.manager, { orderId: unmoved, to: 'in_progress', source: 'worker', clock })).toEqual({
      changed: false,
      from: null,
    });
    expect(await clockOf(unmoved)).toEqual([{ sla_phase: null, sla_due_at: null, agency: null, state_code: null }]);
  });

  it('opens the fulfilment at its first phase when work starts and closes it when the order completes, each with its timeline row', async () => {
    const orderId = await orderIn('paid');
    await transitionOrder(ds.manager, { orderId, to: 'in_progress', source: 'worker' });
    await transitionOrder(ds.manager, { orderId, to: 'in_progress', source: 'worker' });
    expect(await query(db.url, `SELECT phase FROM orders WHERE id = $1`, [orderId])).toEqual([{ phase: 'details_needed' }]);
    await transitionOrder(ds.manager, { orderId, to: 'completed', source: 'admin', actor: 'ops@example.com' });
    const phases = await query(db.url, `SELECT from_phase, to_phase, actor FROM order_phase_events WHERE order_id = $1 ORDER BY id`, [
      orderId,
    ]);
    expect(phases).toEqual([
      { from_phase: null, to_phase: 'details_needed', actor: null },
      { from_phase: 'details_needed', to_phase: 'completed', actor: 'ops@example.com' },
    ]);
  });

  it('moves through a status only from where that status is reached, and refuses a path with no such edge', async () => {
    const through = { status: 'paid' as const, note: 'Paid' };
    const paid = await orderIn('paid');
    expect(await transitionOrder(ds.manager, { orderId: paid, to: 'in_progress', source: 'webhook', through })).toEqual({
      changed: false,
      from: null,
    });
    const failed = await orderIn('payment_failed');
    expect(await transitionOrder(ds.manager, { orderId: failed, to: 'in_progress', source: 'webhook', through })).toEqual({
      changed: true,
      from: 'payment_failed',
    });
    expect(await query(db.url, `SELECT from_status, to_status FROM order_events WHERE order_id = $1 ORDER BY id`, [failed])).toEqual([
      { from_status: 'payment_failed', to_status: 'paid' },
      { from_status: 'paid', to_status: 'in_progress' },
    ]);
    await expect(
      transitionOrder(ds.manager, { orderId: paid, to: 'in_progress', source: 'admin', through: { status: 'refunded' } }),
    ).rejects.toThrow('An order cannot move from refunded to in_progress');
  });

  it('tells the customer about completion and expiry by status mail; not about work starting, and a refund has its own mail', () => {
    expect(ORDER_STATUSES.filter(notifiesCustomer)).toEqual(['completed', 'expired']);
  });
});
