import { AGENCY_DELAY_NOTE, SLA_DUE_SOON_MS } from '@filebridge/contracts';
import {
  ApiClient,
  createTestDatabase,
  query,
  startApp,
  testEnv,
  verifyEmail,
  type RunningApp,
  type TestDatabase,
} from '@filebridge/test-support';

describe('the work queue, assignment, internal notes and bulk actions', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let admin: ApiClient;
  let adminId: string;
  let customer: ApiClient;
  let customerId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startApp(testEnv({ DATABASE_URL: db.url }));
    admin = new ApiClient(app.url);
    await admin.adminLogin();
    adminId = (await query<{ id: string }>(db.url, `SELECT id FROM accounts WHERE email = 'admin@filebridge.test'`))[0]!.id;
    customer = new ApiClient(app.url);
    const signedUp = await customer.signup();
    customerId = signedUp.user.id;
    await verifyEmail(customer, db.url, signedUp.user.email);
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  /** A paid order of the customer's being worked on, in `details_needed`, then moved by staff as asked. */
  async function order(opts: { expedited?: boolean; state?: string; slug?: string } = {}): Promise<string> {
    const [row] = await query<{ id: string }>(
      db.url,
      `INSERT INTO orders (account_id, service_id, package_id, status, phase, business_info, customer_info, items, additional_services,
                           subtotal_cents, tax_cents, total_cents, paid_at, expedited)
       SELECT $1, s.id, p.id, 'in_progress', 'details_needed',
              jsonb_build_object('name', 'Queue Test LLC', 'type', 'LLC', 'state', $2::text, 'address', '1 Main St', 'city', 'Cheyenne', 'zip', '82001'),
              '{"firstName":"Ana","lastName":"Lopez","email":"queue@example.test","phone":"3075550100",
                "billingAddress":{"address":"1 Main St","city":"Cheyenne","state":"WY","zip":"82001"}}',
              '[]', '{"expeditedProcessing":false,"registeredAgent":false,"ein":false}', 100, 0, 100, now(), $3
         FROM services s JOIN packages p ON p.service_id = s.id WHERE s.slug = $4 LIMIT 1 RETURNING id`,
      [customerId, opts.state ?? 'WY', opts.expedited ?? false, opts.slug ?? 'llc-formation'],
    );
    return row!.id;
  }
  const move = async (id: string, to: string, detail: Record<string, unknown> = {}) => {
    const res = await admin.post(`/api/admin/orders/${id}/phase`, { to, ...detail });
    expect(res.status).toBe(200);
  };
  const work = async (id: string) => (await admin.get(`/api/admin/orders/${id}/work`)).body.data;
  const queue = async (params: Record<string, string> = {}) => {
    const res = await admin.get(`/api/admin/work-queue?${new URLSearchParams(params)}`);
    expect(res.status).toBe(200);
    return res.body.data as {
      items: { id: string; sla: { state: string; dueAt: string | null }; assignee: unknown }[];
      nextCursor: string | null;
      matching: number;
    };
  };

  it('starts the in-review promise when the filing enters review, stops it while waiting on the customer and resumes what was left', async () => {
    const id = await order();
    expect((await work(id)).sla).toMatchObject({ state: 'paused', dueAt: null });
    await move(id, 'in_review');
    const running = (await work(id)).sla;
    expect(running.dueAt).not.toBeNull();
    expect(running.state).toBe('due');

    const raised = await admin.post(`/api/admin/orders/${id}/requests`, { kind: 'document_upload', message: 'Please send your ID.' });
    expect(raised.status).toBe(201);
    const paused = (await work(id)).sla;
    expect(paused).toMatchObject({ state: 'paused', dueAt: null });
    expect(paused.remainingMs).toBeGreaterThan(0);

    const withdrawn = await admin.post(`/api/admin/orders/${id}/requests/${raised.body.data.id}/withdraw`);
    expect(withdrawn.status).toBe(200);
    const resumed = (await work(id)).sla;
    expect(resumed.remainingMs).toBeNull();
    // What was left when the clock stopped is what is left now: the due time moved on by the pause.
    expect(Date.parse(resumed.dueAt)).toBeGreaterThanOrEqual(Date.parse(running.dueAt));
  });

  it('gives the agency phase the agency’s processing time and marks a promise past its time overdue', async () => {
    const id = await order({ state: 'WY' });
    await move(id, 'in_review');
    await move(id, 'submitted', {
      agency: 'Wyoming Secretary of State',
      confirmationNumber: 'WY-1',
      submittedOn: new Date().toISOString().slice(0, 10),
    });
    const sla = (await work(id)).sla;
    expect(Date.parse(sla.dueAt) - Date.now()).toBeGreaterThan(SLA_DUE_SOON_MS);
    await query(db.url, `UPDATE orders SET sla_due_at = now() - interval '1 hour' WHERE id = $1`, [id]);
    expect((await work(id)).sla.state).toBe('overdue');
    const overdue = await queue({ sla: 'overdue' });
    expect(overdue.items.map((o) => o.id)).toContain(id);
    expect(overdue.items.every((o) => o.sla.state === 'overdue')).toBe(true);
  });

  it('lists expedited orders first, then by due time, and walks every page by cursor without repeats', async () => {
    const ids = [await order({ expedited: true }), await order(), await order({ expedited: true }), await order()];
    for (const id of ids) await move(id, 'in_review');
    const seen: { id: string; expedited: boolean; due: string | null }[] = [];
    let after: string | null = null;
    do {
      const page = await queue({ pageSize: '2', ...(after ? { after } : {}) });
      const rows = await query<{ id: string; expedited: boolean }>(db.url, `SELECT id, expedited FROM orders WHERE id = ANY($1::uuid[])`, [
        page.items.map((i) => i.id),
      ]);
      const flag = new Map(rows.map((r) => [r.id, r.expedited]));
      seen.push(...page.items.map((i) => ({ id: i.id, expedited: flag.get(i.id)!, due: i.sla.dueAt })));
      after = page.nextCursor;
    } while (after);
    expect(new Set(seen.map((s) => s.id)).size).toBe(seen.length);
    const firstStandard = seen.findIndex((s) => !s.expedited);
    expect(seen.slice(firstStandard).every((s) => !s.expedited)).toBe(true);
    for (const id of ids) expect(seen.map((s) => s.id)).toContain(id);
    const [total] = await query<{ n: number }>(db.url, `SELECT count(*)::int AS n FROM orders WHERE status = 'in_progress'`);
    expect(seen.length).toBe(total!.n);
  });

  it('refuses a cursor it did not give and a filter it cannot read with a 400', async () => {
    expect((await admin.get('/api/admin/work-queue?after=bm90LWEtY3Vyc29y')).status).toBe(400);
    expect((await admin.get('/api/admin/work-queue?sla=late')).status).toBe(400);
    expect((await admin.get('/api/admin/work-queue?assignee=someone')).status).toBe(400);
  });

  it('takes and assigns an order, shows it in the queue as mine, audits it, and refuses a customer as assignee', async () => {
    const id = await order();
    const took = await admin.post(`/api/admin/orders/${id}/take`);
    expect(took.status).toBe(200);
    expect(took.body.data.assignee).toMatchObject({ id: adminId, email: 'admin@filebridge.test' });
    expect((await queue({ assignee: 'me' })).items.map((o) => o.id)).toContain(id);
    expect((await queue({ assignee: 'none' })).items.map((o) => o.id)).not.toContain(id);
    expect((await admin.post(`/api/admin/orders/${id}/assignee`, { assigneeId: customerId })).status).toBe(400);
    expect((await admin.post(`/api/admin/orders/${customerId}/take`)).status).toBe(404);
    expect((await admin.post(`/api/admin/orders/${id}/assignee`, { assigneeId: null })).body.data.assignee).toBeNull();
    const audit = await admin.get(`/api/admin/orders/${id}/audit`);
    expect(audit.body.data).toEqual([
      expect.objectContaining({ action: 'order.assign', before: { assignee: 'admin@filebridge.test' }, after: { assignee: null } }),
      expect.objectContaining({ action: 'order.assign', before: { assignee: null }, after: { assignee: 'admin@filebridge.test' } }),
    ]);
    // The stored row keeps the id: the email is read from the account, so the log holds no address.
    const [stored] = await query<{ after: unknown }>(db.url, `SELECT after FROM admin_audit WHERE target_id = $1 ORDER BY id LIMIT 1`, [
      id,
    ]);
    expect(stored!.after).toEqual({ assignee: adminId });
  });

  it('lists orders whose clock is stopped oldest paid first, after those with a promise running, and pages them by cursor without skips or repeats', async () => {
    const hour = 3_600_000;
    const base = Date.now() - 100 * hour;
    // Paid times out of order, two of them alike so the id decides between them, and two orders with a promise running.
    const placed = [
      { paidAt: base + 5 * hour, due: null },
      { paidAt: base + 1 * hour, due: null },
      { paidAt: base + 9 * hour, due: null },
      { paidAt: base + 3 * hour, due: null },
      { paidAt: base + 3 * hour, due: null },
      { paidAt: base + 7 * hour, due: null },
      { paidAt: base + 8 * hour, due: Date.now() + 5 * hour },
      { paidAt: base + 2 * hour, due: Date.now() + 2 * hour },
    ];
    const orders: { id: string; paidAt: number; due: number | null }[] = [];
    for (const p of placed) {
      const [row] = await query<{ id: string }>(
        db.url,
        `INSERT INTO orders (account_id, service_id, package_id, status, phase, business_info, customer_info, items, additional_services,
                             subtotal_cents, tax_cents, total_cents, paid_at, sla_due_at, state_code)
         SELECT $1, s.id, p.id, 'in_progress', 'waiting_on_customer', '{}', '{}', '[]', '{}', 100, 0, 100, $2, $3, 'NV'
           FROM services s JOIN packages p ON p.service_id = s.id WHERE s.slug = 'llc-formation' LIMIT 1 RETURNING id`,
        [customerId, new Date(p.paidAt), p.due === null ? null : new Date(p.due)],
      );
      orders.push({ id: row!.id, ...p });
    }
    const expected = [...orders]
      .sort((a, b) => (a.due ?? Infinity) - (b.due ?? Infinity) || a.paidAt - b.paidAt || (a.id < b.id ? -1 : 1))
      .map((o) => o.id);

    const paused = expected.filter((id) => orders.find((o) => o.id === id)!.due === null);
    for (const [filter, want] of [
      [{ state: 'NV' }, expected],
      [{ state: 'NV', sla: 'paused' }, paused],
    ] as const) {
      const seen: string[] = [];
      let after: string | null = null;
      do {
        const page = await queue({ ...filter, pageSize: '2', ...(after ? { after } : {}) });
        seen.push(...page.items.map((i) => i.id));
        after = page.nextCursor;
      } while (after);
      expect(seen).toEqual(want);
    }
  });

  it('keeps internal notes from every customer call, the account data export included', async () => {
    const id = await order();
    const secret = 'Internal: customer sounded unsure, double-check the agent address';
    const added = await admin.post(`/api/admin/orders/${id}/notes`, { body: secret });
    expect(added.status).toBe(201);
    expect((await work(id)).notes).toEqual([expect.objectContaining({ body: secret, authorEmail: 'admin@filebridge.test' })]);
    for (const path of ['/api/my/orders', `/api/my/orders/${id}`, `/api/my/orders/${id}/messages`, '/api/my/data']) {
      const res = await customer.get(path);
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain('double-check the agent address');
    }
    expect((await customer.get(`/api/admin/orders/${id}/work`)).status).toBeGreaterThanOrEqual(401);
  });

  it('saves, lists and deletes a staff member’s views, each audited', async () => {
    const saved = await admin.post('/api/admin/work-queue/views', { name: 'My overdue', filters: { assignee: 'me', sla: 'overdue' } });
    expect(saved.status).toBe(201);
    expect((await admin.get('/api/admin/work-queue/views')).body.data).toEqual([
      { id: saved.body.data.id, name: 'My overdue', filters: { assignee: 'me', sla: 'overdue' } },
    ]);
    expect((await admin.post(`/api/admin/work-queue/views/${saved.body.data.id}/delete`)).status).toBe(200);
    expect((await admin.get('/api/admin/work-queue/views')).body.data).toEqual([]);
    const audit = await query<{ action: string }>(db.url, `SELECT action FROM admin_audit WHERE target_id = $1 ORDER BY id`, [
      saved.body.data.id,
    ]);
    expect(audit.map((a) => a.action)).toEqual(['view.save', 'view.delete']);
  });

  it('reports an agency delay on a selection, mailing each affected customer exactly once and skipping filings not with the agency', async () => {
    const submitted = await order();
    await move(submitted, 'in_review');
    await move(submitted, 'submitted', {
      agency: 'Wyoming Secretary of State',
      confirmationNumber: 'WY-2',
      submittedOn: new Date().toISOString().slice(0, 10),
    });
    const inReview = await order();
    await move(inReview, 'in_review');
    const body = {
      selection: { ids: [submitted, inReview] },
      action: { kind: 'agency_delayed', estimate: '2027-01-15', reason: 'Backlog at the state' },
    };
    const first = await admin.post('/api/admin/work-queue/bulk', body);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ matched: 2, done: 1, skipped: [expect.objectContaining({ orderId: inReview })] });
    expect((await admin.post('/api/admin/work-queue/bulk', body)).status).toBe(200);
    const mails = await query<{ payload: { template: string; data: { estimate: string } } }>(
      db.url,
      `SELECT payload FROM outbox WHERE topic = 'mail.send' AND payload->>'template' = 'agency-delayed' AND payload->'data'->>'orderNumber' IN (SELECT order_number FROM orders WHERE id = ANY($1::uuid[]))`,
      [[submitted, inReview]],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.payload.data.estimate).toBe('2027-01-15');
    const seen = await customer.get(`/api/my/orders/${submitted}`);
    expect(seen.body.data.estimatedCompletion).toMatchObject({ date: '2027-01-15', slowerThanUsual: AGENCY_DELAY_NOTE });
    expect((await work(submitted)).sla.dueAt).toBe('2027-01-16T00:00:00.000Z');
  });

  it('assigns, notes and raises requests in bulk, and refuses a filter matching too many or a bad action with a 400', async () => {
    const a = await order();
    const b = await order();
    for (const id of [a, b]) await move(id, 'in_review');
    const assigned = await admin.post('/api/admin/work-queue/bulk', {
      selection: { ids: [a, b] },
      action: { kind: 'assign', assigneeId: adminId },
    });
    expect(assigned.body.data).toMatchObject({ matched: 2, done: 2, skipped: [] });
    const log = (await admin.get(`/api/admin/orders/${a}/audit`)).body.data as { action: string }[];
    expect(log.filter((e) => e.action === 'order.assign')).toEqual([
      expect.objectContaining({
        action: 'order.assign',
        details: { bulk: true },
        before: { assignee: null },
        after: { assignee: 'admin@filebridge.test' },
      }),
    ]);
    const noted = await admin.post('/api/admin/work-queue/bulk', {
      selection: { ids: [a] },
      action: { kind: 'note', body: 'Checked by the team' },
    });
    expect(noted.body.data.done).toBe(1);
    const requested = await admin.post('/api/admin/work-queue/bulk/requests', {
      selection: { ids: [a, b] },
      request: { kind: 'document_upload', message: 'Send the signed form.' },
    });
    expect(requested.body.data).toMatchObject({ done: 2 });
    expect((await work(a)).sla.state).toBe('paused');
    expect((await admin.post('/api/admin/work-queue/bulk', { selection: { ids: [a] }, action: { kind: 'delete' } })).status).toBe(400);
    await query(
      db.url,
      `INSERT INTO orders (account_id, service_id, package_id, status, phase, business_info, customer_info, items, additional_services, subtotal_cents, tax_cents, total_cents, paid_at, state_code)
       SELECT $1, s.id, p.id, 'in_progress', 'in_review', '{}', '{}', '[]', '{}', 100, 0, 100, now(), 'VT'
         FROM services s JOIN packages p ON p.service_id = s.id, generate_series(1, 501) WHERE s.slug = 'llc-formation' AND p.position = (SELECT min(position) FROM packages WHERE service_id = s.id)`,
      [customerId],
    );
    const tooMany = await admin.post('/api/admin/work-queue/bulk', {
      selection: { filter: { state: 'VT' } },
      action: { kind: 'note', body: 'x' },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.code).toBe('selection_too_large');
  });

  it('streams the filtered queue and the orders list as CSV', async () => {
    const queueCsv = await admin.get('/api/admin/work-queue/export?state=VT');
    expect(queueCsv.status).toBe(200);
    expect(queueCsv.headers.get('content-type')).toContain('text/csv');
    const lines = (queueCsv.body as string).trim().split('\r\n');
    expect(lines[0]).toBe(
      'orderNumber,serviceName,businessName,customerEmail,state,agency,phase,expedited,sla,dueAt,assignee,total,paidAt',
    );
    expect(lines).toHaveLength(502);
    const ordersCsv = await admin.get('/api/admin/orders/export?status=in_progress');
    const [count] = await query<{ n: number }>(db.url, `SELECT count(*)::int AS n FROM orders WHERE status = 'in_progress'`);
    expect((ordersCsv.body as string).trim().split('\r\n')).toHaveLength(count!.n + 1);
  });
});
