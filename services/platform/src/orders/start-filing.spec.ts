import { randomUUID } from 'node:crypto';
import { createTestDatabase, query, type TestDatabase } from '@filebridge/test-support';
import type { DataSource, EntityManager } from 'typeorm';
import { createDataSource } from '../database/data-source';
import { syncAccountBusinesses } from '../compliance/business-records';
import { startFiling, type FilingStart } from './start-filing';

const DAY_MS = 24 * 60 * 60_000;
const START: FilingStart = { site: 'https://filebridge.example', reminderQueueAheadMs: 8 * DAY_MS };

describe('startFiling on a real PostgreSQL', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let llc: { service_id: string; package_id: string; filing: string };
  beforeAll(async () => {
    db = await createTestDatabase();
    ds = await createDataSource(db.url, { poolSize: 2 }).initialize();
    llc = (
      await query<typeof llc>(
        db.url,
        `SELECT p.service_id, p.id AS package_id, s.name || ' (' || p.title || ')' AS filing FROM packages p JOIN services s ON s.id = p.service_id
          WHERE s.slug = 'llc-formation' ORDER BY p.id LIMIT 1`,
      )
    )[0]!;
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  const newAccount = async () =>
    (
      await query<{ id: string }>(
        db.url,
        `INSERT INTO accounts (email, password_hash, first_name, last_name, role)
         VALUES ('start-' || gen_random_uuid() || '@example.com', 'x', 'Dana', 'Rivera', 'customer') RETURNING id`,
      )
    )[0]!.id;

  /** An order of a Texas LLC in `status`, paid unless still pending, as a payment leaves it just before its work starts. */
  async function orderOf(accountId: string, name: string, status = 'paid'): Promise<string> {
    const id = randomUUID();
    await query(
      db.url,
      `INSERT INTO orders (id, account_id, service_id, package_id, status, paid_at, business_info, customer_info, items,
                           additional_services, subtotal_cents, tax_cents, total_cents)
       VALUES ($1, $2, $3, $4, $5::text, CASE WHEN $5::text = 'pending_payment' THEN NULL ELSE now() END, $6, $7, $8, '{}', 29900, 0, 29900)`,
      [
        id,
        accountId,
        llc.service_id,
        llc.package_id,
        status,
        JSON.stringify({ name, type: 'LLC', state: 'TX', address: '100 Congress Ave', city: 'Austin', zip: '78701' }),
        JSON.stringify({
          firstName: 'Dana',
          lastName: 'Rivera',
          email: 'dana@example.com',
          phone: '+1 512 555 0100',
          billingAddress: { address: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
        }),
        JSON.stringify([{ description: 'LLC formation', amountCents: 29900 }]),
      ],
    );
    return id;
  }

  const start = (orderId: string, filing = START) => ds.transaction((m) => startFiling(m, orderId, filing, 'api', 'req-1'));
  const status = async (orderId: string) =>
    (await query<{ status: string }>(db.url, `SELECT status FROM orders WHERE id = $1`, [orderId]))[0]!.status;
  const receipts = (orderId: string) => query(db.url, `SELECT 1 FROM outbox WHERE job_id = $1`, [`mail.send/receipt-${orderId}`]);
  const rescheduled = (accountId: string) =>
    query(db.url, `SELECT 1 FROM outbox WHERE topic = 'compliance.account-changed' AND payload->>'accountId' = $1`, [accountId]);

  it("starts a paid order's work once: in progress, one receipt, its business recorded, and no reminder job while none is near", async () => {
    const accountId = await newAccount();
    const orderId = await orderOf(accountId, 'Lone Star Widgets LLC');
    expect([await start(orderId), await start(orderId)]).toEqual([true, false]);
    expect(await status(orderId)).toBe('in_progress');
    expect(await receipts(orderId)).toHaveLength(1);
    expect(await query(db.url, `SELECT 1 FROM businesses WHERE account_id = $1`, [accountId])).toHaveLength(1);
    expect(await rescheduled(accountId)).toEqual([]);
  });

  it('sets the clock the work starts against with the move: its agency and state', async () => {
    const orderId = await orderOf(await newAccount(), 'Lone Star Widgets LLC');
    await start(orderId);
    expect(await query(db.url, `SELECT phase, sla_phase, sla_due_at, agency, state_code FROM orders WHERE id = $1`, [orderId])).toEqual([
      { phase: 'details_needed', sla_phase: null, sla_due_at: null, agency: 'Texas filing office', state_code: 'TX' },
    ]);
  });

  it("starts a paid order's work in five statements: the locked read, the record, the move with its clock and the record's link, the receipt, the facts with the reminder days", async () => {
    const orderId = await orderOf(await newAccount(), 'Lone Star Widgets LLC');
    const statements = await ds.transaction(async (m) => {
      const query = jest.spyOn(m, 'query');
      await startFiling(m, orderId, START, 'api', 'req-1');
      return query.mock.calls.map(([sql]) => sql as string);
    });
    expect(statements).toHaveLength(5);
    expect(
      statements.filter((sql) => /UPDATE orders SET sla_phase|FROM compliance_reminder_settings WHERE account_id = \$1/.test(sql)),
    ).toEqual([]);
  });

  it('pays an unpaid order and starts its work in one write of its row, with both moves on its timeline', async () => {
    const orderId = await orderOf(await newAccount(), 'Lone Star Widgets LLC', 'pending_payment');
    const payment = { note: 'Payment confirmed by Stripe' };
    // The connection's own counts of row versions it wrote to orders, which may include earlier transactions' not yet reported.
    const updated = async (m: EntityManager) =>
      (await m.query<{ n: number }[]>(`SELECT n_tup_upd::int AS n FROM pg_stat_xact_user_tables WHERE relname = 'orders'`))[0]!.n;
    const [started, writes] = await ds.transaction(async (m) => {
      const before = await updated(m);
      return [await startFiling(m, orderId, START, 'webhook', 'req-1', payment), (await updated(m)) - before];
    });
    expect(started).toBe(true);
    // The move, which links the order to the business record made for it too.
    expect(writes).toBe(1);
    expect(await query(db.url, `SELECT status, paid_at IS NOT NULL AS paid FROM orders WHERE id = $1`, [orderId])).toEqual([
      { status: 'in_progress', paid: true },
    ]);
    expect(
      await query(db.url, `SELECT from_status, to_status, source, note FROM order_events WHERE order_id = $1 ORDER BY id`, [orderId]),
    ).toEqual([
      { from_status: 'pending_payment', to_status: 'paid', source: 'webhook', note: payment.note },
      { from_status: 'paid', to_status: 'in_progress', source: 'webhook', note: `Filing started: ${llc.filing}` },
    ]);
    expect(await receipts(orderId)).toHaveLength(1);
    expect(
      await query(db.url, `SELECT b.legal_name FROM orders o JOIN businesses b ON b.id = o.business_id WHERE o.id = $1`, [orderId]),
    ).toEqual([{ legal_name: 'Lone Star Widgets LLC' }]);
    expect(await ds.transaction((m) => startFiling(m, orderId, START, 'webhook', 'req-2', payment))).toBe(false);
    expect(await receipts(orderId)).toHaveLength(1);
  });

  it("schedules the account's reminders again when one is due within the window", async () => {
    const accountId = await newAccount();
    await start(await orderOf(accountId, 'Lone Star Widgets LLC'), { ...START, reminderQueueAheadMs: 3650 * DAY_MS });
    expect(await rescheduled(accountId)).toHaveLength(1);
  });

  it("leaves an account's later reminders to the daily run however many orders it has paid", async () => {
    const accountId = await newAccount();
    await start(await orderOf(accountId, 'Lone Star Widgets LLC'));
    await start(await orderOf(accountId, 'Lone Star Widgets LLC'));
    await start(await orderOf(accountId, 'Hill Country Goods LLC'));
    expect(await rescheduled(accountId)).toEqual([]);
  });

  it("records the business of the order it starts, leaving the account's other orders to the account's sync", async () => {
    const accountId = await newAccount();
    const earlier = await orderOf(accountId, 'Hill Country Goods LLC', 'in_progress');
    await start(await orderOf(accountId, 'Lone Star Widgets LLC'));
    const names = await query<{ legal_name: string }>(db.url, `SELECT legal_name FROM businesses WHERE account_id = $1`, [accountId]);
    expect(names.map((b) => b.legal_name)).toEqual(['Lone Star Widgets LLC']);
    // The account's own sync, which its calendar and business pages run, records the rest.
    await syncAccountBusinesses(ds, accountId);
    expect(await query(db.url, `SELECT 1 FROM orders WHERE id = $1 AND business_id IS NOT NULL`, [earlier])).toHaveLength(1);
  });

  it('starts nothing for an order Stripe refunded in full before its work began', async () => {
    const orderId = await orderOf(await newAccount(), 'Lone Star Widgets LLC', 'refunded');
    expect(await start(orderId)).toBe(false);
    expect(await status(orderId)).toBe('refunded');
    expect(await receipts(orderId)).toEqual([]);
  });
});
