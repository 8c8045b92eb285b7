import { createEmptyDatabase, query, type TestDatabase } from '@filebridge/test-support';
import { createDataSource, runMigrations } from './data-source';
import { OrderStatesByName1732240000011 } from './migrations/1732240000011-order-states-by-name';
import { OrderRollupShards1732240000090 } from './migrations/1732240000090-order-rollup-shards';

describe('migrations on a real PostgreSQL', () => {
  let db: TestDatabase;
  beforeAll(async () => (db = await createEmptyDatabase()));
  afterAll(() => db.drop());

  it('creates the schema on an empty database and is a no-op the second time', async () => {
    expect(await runMigrations(db.url)).toEqual([
      'InitialSchema1732240000000',
      'MailLease1732240000001',
      'StripeEventsUnapplied1732240000002',
      'CatalogAddOns1732240000010',
      'OrderStatesByName1732240000011',
      'ReconcileSchedule1732240000020',
      'ServiceIdsFromSlugs1732240000030',
      'OrderListIndexes1732240000070',
      'OrderRollups1732240000071',
      'OrderQuoteInputs1732240000080',
      'ComplianceReminderOptouts1732240000081',
      'OrderRollupShards1732240000090',
      'OrderRefundsDisputes1732240000100',
      'OrderCreateKeys1732240000110',
      'NewsletterConfirmations1732240000120',
      'OrderIncludedAddOns1732240000130',
      'OrderListExpeditedFirst1732240000131',
      'Fulfilment1732240000140',
      'Sessions1732240000180',
      'PasswordResets1732240000181',
      'EmailVerification1732240000182',
      'SecondFactor1732240000183',
      'CalendarFeeds1732240000190',
      'StaffRoles1732240000200',
      'AuditAppendOnly1732240000201',
      'WorkQueue1732240000210',
      'WorkQueueIndexes1732240000211',
      'Conversations1732240000220',
      'Businesses1732240000230',
      'WorkQueuePaidOrder1732240000240',
      'OrderCreatedRetired1732240000241',
      'PaymentSucceededRetired1732240000242',
      'OutboxNotifyIds1732240000243',
      'OrderCreateFunctions1732240000244',
      'OrderCreateGenericPlans1732240000245',
    ]);
    const tables = await query<{ table_name: string }>(
      db.url,
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining([
        'accounts',
        'services',
        'packages',
        'state_taxes',
        'orders',
        'order_events',
        'outbox',
        'stripe_events',
        'newsletter_subscribers',
        'newsletter_confirmations',
        'mail_log',
      ]),
    );
    expect(await runMigrations(db.url)).toEqual([]);
  });

  it('numbers orders from FB-100001 and enforces case-insensitive unique emails', async () => {
    await query(
      db.url,
      `INSERT INTO accounts (email, password_hash, first_name, last_name, role) VALUES ('A@x.co', 'h', 'A', 'B', 'customer')`,
    );
    await expect(
      query(
        db.url,
        `INSERT INTO accounts (email, password_hash, first_name, last_name, role) VALUES ('a@X.co', 'h', 'A', 'B', 'customer')`,
      ),
    ).rejects.toThrow(/accounts_email_ci/);
    const [seq] = await query<{ v: string }>(db.url, `SELECT 'FB-' || nextval('order_number_seq') AS v`);
    expect(seq!.v).toBe('FB-100001');
  });

  it("has order create's functions, and only them, keep generic plans", async () => {
    const rows = await query<{ proname: string; proconfig: string[] }>(
      db.url,
      `SELECT proname, proconfig FROM pg_proc WHERE proconfig IS NOT NULL AND pronamespace = 'public'::regnamespace ORDER BY proname`,
    );
    expect(rows).toEqual(
      ['account_has_unpaid_room', 'place_order', 'reserve_order_identity'].map((proname) => ({
        proname,
        proconfig: ['plan_cache_mode=force_generic_plan'],
      })),
    );
  });

  it('rewrites the states of orders stored before states were stored by name, and leaves the rest', async () => {
    await runMigrations(db.url);
    const [account] = await query<{ id: string }>(
      db.url,
      `INSERT INTO accounts (email, password_hash, first_name, last_name, role) VALUES ('states@x.co', 'h', 'A', 'B', 'customer') RETURNING id`,
    );
    const [service] = await query<{ id: string }>(
      db.url,
      `INSERT INTO services (slug, name, category, summary) VALUES ('llc-formation', 'LLC Formation', 'business', 's') RETURNING id`,
    );
    const [pkg] = await query<{ id: string }>(
      db.url,
      `INSERT INTO packages (service_id, seed_key, position, title, price_cents, description, button_text) VALUES ($1, 'basic', 0, 'Basic', 4900, 'd', 'Go') RETURNING id`,
      [service!.id],
    );
    const insert = async (state: string, billingState: string) =>
      (
        await query<{ id: string }>(
          db.url,
          `INSERT INTO orders (account_id, service_id, package_id, status, business_info, customer_info, items, additional_services, subtotal_cents, tax_cents, total_cents)
           VALUES ($1, $2, $3, 'pending_payment', $4, $5, '[]', '{}', 100, 0, 100) RETURNING id`,
          [account!.id, service!.id, pkg!.id, { name: 'X', state }, { billingAddress: { city: 'Austin', state: billingState } }],
        )
      )[0]!.id;
    const ids = [await insert(' ca ', 'TX'), await insert('district of columbia', 'Texas'), await insert('Narnia', 'Calif.')];

    const ds = createDataSource(db.url, { poolSize: 1 });
    await ds.initialize();
    try {
      await new OrderStatesByName1732240000011().up(ds.createQueryRunner());
    } finally {
      await ds.destroy();
    }
    const rows = await query<{ id: string; business: string; billing: string; name: string }>(
      db.url,
      `SELECT id, business_info->>'state' AS business, customer_info#>>'{billingAddress,state}' AS billing, business_info->>'name' AS name
         FROM orders WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    const byId = new Map(rows.map((r) => [r.id, [r.business, r.billing, r.name]]));
    expect(ids.map((id) => byId.get(id))).toEqual([
      ['California', 'Texas', 'X'],
      ['District of Columbia', 'Texas', 'X'],
      ['Narnia', 'Calif.', 'X'],
    ]);
  });
});

describe('the rollup shards migration', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createEmptyDatabase();
    await runMigrations(db.url);
  });
  afterAll(() => db.drop());

  it('folds each figure back into one row when undone, and spreads it again when redone', async () => {
    await query(db.url, `INSERT INTO order_status_counts (status, shard, orders) VALUES ('paid', 3, 2), ('paid', 7, 5), ('expired', 1, 1)`);
    await query(
      db.url,
      `INSERT INTO order_daily_totals (day, shard, orders, paid_cents) VALUES ('2026-11-01', 1, 2, 100), ('2026-11-01', 9, 3, 50)`,
    );
    const ds = await createDataSource(db.url, { poolSize: 1 }).initialize();
    const runner = ds.createQueryRunner();
    try {
      await new OrderRollupShards1732240000090().down(runner);
      expect(await query(db.url, `SELECT status, orders::int FROM order_status_counts ORDER BY status`)).toEqual([
        { status: 'expired', orders: 1 },
        { status: 'paid', orders: 7 },
      ]);
      expect(await query(db.url, `SELECT day::text, orders::int, paid_cents::int FROM order_daily_totals`)).toEqual([
        { day: '2026-11-01', orders: 5, paid_cents: 150 },
      ]);
      await query(db.url, `SELECT order_rollup_status('paid', 1)`);
      expect(await query(db.url, `SELECT orders::int FROM order_status_counts WHERE status = 'paid'`)).toEqual([{ orders: 8 }]);

      await new OrderRollupShards1732240000090().up(runner);
      await query(db.url, `SELECT order_rollup_status('paid', 1)`);
      expect(await query(db.url, `SELECT sum(orders)::int AS orders FROM order_status_counts WHERE status = 'paid'`)).toEqual([
        { orders: 9 },
      ]);
    } finally {
      await ds.destroy();
    }
  });
});
