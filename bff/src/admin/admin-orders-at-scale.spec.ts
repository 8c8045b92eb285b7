import { createDataSource, QUEUE_DUE_SQL, QUEUE_PAID_SQL } from '@filebridge/platform';
import {
  ApiClient,
  createTestDatabase,
  query,
  seedSyntheticOrders,
  startApp,
  testEnv,
  type RunningApp,
  type TestDatabase,
} from '@filebridge/test-support';

/** Enough orders that a search can pass the count cap and a status spans many pages. */
const ORDERS = 20_000;

/** The overview as it was computed from the orders themselves before the rollups kept it. */
const REFERENCE_OVERVIEW = {
  perDay: `SELECT to_char(d, 'YYYY-MM-DD') AS day, count(o.id)::int AS orders, coalesce(sum(o.total_cents) FILTER (WHERE o.paid_at IS NOT NULL), 0)::int AS "revenueCents"
             FROM generate_series(current_date - 29, current_date, interval '1 day') d
             LEFT JOIN orders o ON o.created_at >= d AND o.created_at < d + interval '1 day'
            GROUP BY d ORDER BY d`,
  byStatus: `SELECT status, count(*)::int AS count FROM orders GROUP BY status ORDER BY status`,
  median: `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM e.created_at - o.paid_at)) AS seconds
             FROM orders o JOIN order_events e ON e.order_id = o.id AND e.to_status = 'completed' WHERE o.paid_at IS NOT NULL`,
};

describe('the admin order list, search and overview over a large table', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let admin: ApiClient;
  let firstNumber: number;

  beforeAll(async () => {
    db = await createTestDatabase();
    const ds = createDataSource(db.url, { poolSize: 1 });
    await ds.initialize();
    try {
      ({ firstNumber } = await seedSyntheticOrders(ds, ORDERS));
    } finally {
      await ds.destroy();
    }
    app = await startApp(testEnv({ DATABASE_URL: db.url }));
    admin = new ApiClient(app.url);
    await admin.adminLogin();
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  const count = async (where = 'true', params: unknown[] = []) =>
    (await query<{ n: number }>(db.url, `SELECT count(*)::int AS n FROM orders WHERE ${where}`, params))[0]!.n;
  const list = async (params: Record<string, string | number>) => {
    const res = await admin.get(
      `/api/admin/orders?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`,
    );
    expect(res.status).toBe(200);
    return res.body.data as { items: { id: string; orderNumber: string; customerEmail: string }[]; total: number; totalCapped: boolean };
  };

  it('gives exact totals for all orders and for each status', async () => {
    expect(await list({})).toMatchObject({ total: await count(), totalCapped: false });
    expect(await list({ status: 'refunded' })).toMatchObject({ total: await count(`status = 'refunded'`), totalCapped: false });
  });

  it('walks every page of a status sorted by a key with many ties without skipping or repeating an order', async () => {
    const expected = await query<{ id: string }>(
      db.url,
      `SELECT id FROM orders WHERE status = 'expired' ORDER BY expedited DESC, total_cents ASC, id ASC`,
    );
    const seen: string[] = [];
    for (let page = 1; seen.length < expected.length; page++) {
      const { items } = await list({ status: 'expired', sort: 'total_cents', direction: 'asc', pageSize: 200, page });
      expect(items.length).toBeGreaterThan(0);
      seen.push(...items.map((o) => o.id));
    }
    expect(seen).toEqual(expected.map((r) => r.id));
    expect(new Set(seen).size).toBe(seen.length);
  }, 120_000);

  it('serves a deep page of the whole list in the same order as the table sorted', async () => {
    const [expected] = await query<{ id: string }>(
      db.url,
      `SELECT id FROM orders ORDER BY expedited DESC, created_at DESC, id DESC OFFSET 15000 LIMIT 1`,
    );
    const { items } = await list({ page: 601, pageSize: 25 });
    expect(items[0]!.id).toBe(expected!.id);
  });

  it('finds an exact order number, whatever its case', async () => {
    const { items, total } = await list({ search: `fb-${firstNumber + 123}` });
    expect(total).toBe(1);
    expect(items.map((o) => o.orderNumber)).toEqual([`FB-${firstNumber + 123}`]);
  });

  it('counts the matches of a part of an email exactly below the cap', async () => {
    const part = `cust${String(firstNumber + 4321).slice(0, -1)}`;
    const page = await list({ search: part, pageSize: 200 });
    expect(page).toMatchObject({ total: await count(`customer_info->>'email' ILIKE $1`, [`%${part}%`]), totalCapped: false });
    expect(page.items.every((o) => o.customerEmail.includes(part))).toBe(true);
  });

  it('stops counting a search at the cap and says so', async () => {
    expect(await list({ search: 'example.test' })).toMatchObject({ total: 10_000, totalCapped: true });
  });

  it('answers the overview as computed from every order, also after orders change', async () => {
    const reference = async () => {
      const [median] = await query<{ seconds: number | null }>(db.url, REFERENCE_OVERVIEW.median);
      return {
        perDay: await query(db.url, REFERENCE_OVERVIEW.perDay),
        byStatus: await query(db.url, REFERENCE_OVERVIEW.byStatus),
        median: median!.seconds == null ? null : Number(median!.seconds),
      };
    };
    const compare = async () => {
      const { data } = (await admin.get('/api/admin/overview')).body;
      const want = await reference();
      expect(data.perDay).toEqual(want.perDay);
      expect(data.byStatus).toEqual(want.byStatus);
      expect(data.medianPaidToCompletedSeconds).toBeCloseTo(want.median!, 6);
    };
    await compare();
    const [paid] = await query<{ id: string }>(db.url, `SELECT id FROM orders WHERE status = 'paid' ORDER BY created_at DESC LIMIT 1`);
    for (const to of ['in_progress', 'completed']) {
      expect((await admin.post(`/api/admin/orders/${paid!.id}/transition`, { to })).status).toBe(200);
    }
    // Paid as the payment paths mark it: the revenue of its day of creation moves with it.
    await query(
      db.url,
      `UPDATE orders SET status = 'paid', paid_at = now()
        WHERE id = (SELECT id FROM orders WHERE status = 'pending_payment' AND created_at > now() - interval '29 days' LIMIT 1)`,
    );
    await query(
      db.url,
      `DELETE FROM orders WHERE id IN (SELECT id FROM orders WHERE status IN ('expired', 'completed') ORDER BY order_number LIMIT 7)`,
    );
    await compare();
    // Orders moved on many connections at once: each writes its own rows of the same figures.
    const movers = await query<{ id: string }>(db.url, `SELECT id FROM orders WHERE status = 'paid' ORDER BY id LIMIT 40`);
    await Promise.all(
      movers.map((o, i) => query(db.url, `UPDATE orders SET status = $2 WHERE id = $1`, [o.id, i % 2 ? 'in_progress' : 'refunded'])),
    );
    await compare();
  }, 60_000);
  it('walks the work queue of one state by cursor in the order the table sorts it, expedited first, then by due time, then oldest paid', async () => {
    const expected = await query<{ id: string }>(
      db.url,
      `SELECT id FROM orders WHERE status = 'in_progress' AND state_code = 'WY'
        ORDER BY expedited DESC, ${QUEUE_DUE_SQL}, ${QUEUE_PAID_SQL}, id`,
    );
    expect(expected.length).toBeGreaterThan(100);
    const seen: string[] = [];
    for (let after: string | null = null, first = true; first || after; first = false) {
      const res = await admin.get(
        `/api/admin/work-queue?${new URLSearchParams({ state: 'WY', pageSize: '100', ...(after ? { after } : {}) })}`,
      );
      expect(res.status).toBe(200);
      seen.push(...(res.body.data.items as { id: string }[]).map((o) => o.id));
      after = res.body.data.nextCursor as string | null;
    }
    expect(seen).toEqual(expected.map((r) => r.id));
  }, 120_000);

  it('finds the overdue orders and streams the whole orders list as CSV, one line per order', async () => {
    const [overdue] = await query<{ n: number }>(
      db.url,
      `SELECT count(*)::int AS n FROM orders WHERE status = 'in_progress' AND sla_due_at < now()`,
    );
    const res = await admin.get('/api/admin/work-queue?sla=overdue&pageSize=1');
    expect(res.body.data.matching).toBeLessThanOrEqual(overdue!.n);
    expect(res.body.data.matching).toBeGreaterThan(0);
    const csv = await admin.get('/api/admin/orders/export');
    expect(csv.status).toBe(200);
    expect((csv.body as string).trim().split('\r\n')).toHaveLength((await count()) + 1);
  }, 120_000);
});
