import { DataSource } from 'typeorm';
import { mailWindowOf, MESSAGE_MAIL_WINDOW_MS, SUPPORT_EMAIL } from '@filebridge/contracts';
import { CONFIG, createLogger, type AppConfig, type QueueRegistry } from '@filebridge/platform';
import { createStripeEmulator, type StripeEmulator } from '@filebridge/stripe-emulator';
import {
  ApiClient,
  createTestDatabase,
  orderPayload,
  query,
  startApp,
  testEnv,
  type RunningApp,
  type TestDatabase,
} from '@filebridge/test-support';
import { OrderEventHandlers } from '../../services/order-worker/src/order-events/order-event.handlers';
import { AccountReminders } from '../../services/order-worker/src/reminders/account-reminders.service';

/** A filing worked through the real bff, with the order worker's handlers run on the events it leaves. */
describe('fulfilment: phases, requests and messages', () => {
  let db: TestDatabase;
  let emulator: StripeEmulator;
  let app: RunningApp;
  let admin: ApiClient;
  let handlers: OrderEventHandlers;
  const delayed: { jobId: string; delay: number }[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    emulator = createStripeEmulator({ port: 0 });
    const stripe = await emulator.start();
    app = await startApp(testEnv({ DATABASE_URL: db.url, STRIPE_API_URL: stripe.url }));
    admin = new ApiClient(app.url);
    await admin.adminLogin();
    const queues = {
      add: async (_job: string, _p: unknown, jobId: string, opts: { delay: number }) => delayed.push({ jobId, delay: opts.delay }),
      // An approval schedules the account's compliance reminders, which first looks for each one's job.
      get: () => ({ getJob: async () => undefined }),
    };
    const ds = app.app.get(DataSource);
    handlers = new OrderEventHandlers(
      ds,
      new AccountReminders(ds, queues as unknown as QueueRegistry, app.app.get<AppConfig>(CONFIG)),
      createLogger('order-worker', 'silent'),
      app.app.get<AppConfig>(CONFIG),
      queues as unknown as QueueRegistry,
    );
  });
  afterAll(async () => {
    await app?.close();
    await emulator?.stop();
    await db?.drop();
  });

  /** A paid Georgia LLC whose work has started, as the payment pipeline leaves it, with its own new customer. */
  async function workedOrder(): Promise<{ customer: ApiClient; id: string }> {
    const customer = new ApiClient(app.url);
    await customer.signup();
    const res = await customer.post('/api/order/create', await orderPayload(customer, 'llc-formation', { state: 'Georgia' }));
    expect(res.status).toBe(201);
    const id = res.body.order._id as string;
    await query(db.url, `UPDATE orders SET status = 'in_progress', paid_at = now(), phase = 'details_needed' WHERE id = $1`, [id]);
    return { customer, id };
  }
  const move = (id: string, body: Record<string, unknown>) => admin.post(`/api/admin/orders/${id}/phase`, body);
  const outbox = (topic: string, orderId: string) =>
    query<{ job_id: string; payload: Record<string, unknown> }>(
      db.url,
      `SELECT job_id, payload FROM outbox WHERE topic = $1 AND payload->>'orderId' = $2 ORDER BY id`,
      [topic, orderId],
    );
  const mails = (key: string) =>
    query<{ payload: { template: string; to: string; data: Record<string, unknown> } }>(
      db.url,
      `SELECT payload FROM outbox WHERE topic = 'mail.send' AND job_id = $1`,
      [`mail.send/${key}`],
    );
  /** Runs the order worker on every phase event of the order, twice, as a redelivery would. */
  async function runPhaseEvents(orderId: string): Promise<void> {
    for (const { payload } of await outbox('order.phase-changed', orderId)) {
      await handlers.phaseChanged(payload as never);
      await handlers.phaseChanged(payload as never);
    }
  }
  const today = new Date().toISOString().slice(0, 10);

  it('moves a filing through its phases, refuses moves its phase does not allow, and mails each customer-visible move once', async () => {
    const { customer, id } = await workedOrder();
    expect((await move(id, { to: 'submitted', agency: 'Georgia SOS', confirmationNumber: 'GA-1', submittedOn: today })).status).toBe(409);
    expect((await move(id, { to: 'in_review' })).status).toBe(200);

    const missing = await move(id, { to: 'submitted' });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toMatch(/Agency is required/);
    const future = await move(id, { to: 'submitted', agency: 'Georgia SOS', confirmationNumber: 'GA-1', submittedOn: '2999-01-01' });
    expect(JSON.stringify(future.body)).toMatch(/cannot be in the future/);
    expect((await move(id, { to: 'rejected' })).status).toBe(400);

    const submitted = await move(id, { to: 'submitted', agency: 'Georgia SOS', confirmationNumber: 'GA-1', submittedOn: today });
    expect(submitted.body.data).toEqual({ from: 'in_review', to: 'submitted' });
    const again = await move(id, { to: 'submitted', agency: 'Georgia SOS', confirmationNumber: 'GA-1', submittedOn: today });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A filing that is submitted to the agency cannot move to submitted to the agency.');
    // The filing went in: the customer can no longer cancel it.
    expect((await customer.post(`/api/my/orders/${id}/cancel`, {})).status).toBe(409);
    expect((await move(id, { to: 'rejected', reason: 'The name is taken.' })).status).toBe(200);
    expect((await move(id, { to: 'in_review' })).status).toBe(200);
    expect((await move(id, { to: 'submitted', agency: 'Georgia SOS', confirmationNumber: 'GA-2', submittedOn: today })).status).toBe(200);
    expect((await move(id, { to: 'approved' })).status).toBe(200);
    expect((await move(id, { to: 'completed', note: 'Articles delivered.' })).status).toBe(200);

    await runPhaseEvents(id);
    const events = await query<{ id: string; to_phase: string }>(
      db.url,
      `SELECT id::text, to_phase FROM order_phase_events WHERE order_id = $1 ORDER BY id`,
      [id],
    );
    expect(events.map((e) => e.to_phase)).toEqual([
      'in_review',
      'submitted',
      'rejected',
      'in_review',
      'submitted',
      'approved',
      'completed',
    ]);
    for (const e of events) {
      const sent = await mails(`phase-event-${e.id}`);
      expect(sent).toHaveLength(['submitted', 'approved', 'rejected'].includes(e.to_phase) ? 1 : 0);
    }
    const [order] = await query<{ status: string; phase: string }>(db.url, `SELECT status, phase FROM orders WHERE id = $1`, [id]);
    expect(order).toEqual({ status: 'completed', phase: 'completed' });
    const audit = await query<{ action: string }>(db.url, `SELECT action FROM admin_audit WHERE target_id = $1`, [id]);
    expect(audit.filter((a) => a.action === 'order.phase')).toHaveLength(7);

    const detail = (await customer.get(`/api/my/orders/${id}`)).body.data;
    expect(detail).toMatchObject({ phase: 'completed', phaseLabel: 'Completed', estimatedCompletion: null, cancellable: false });
    expect(detail.phaseTimeline[1]).toMatchObject({
      phase: 'submitted',
      agency: 'Georgia SOS',
      confirmationNumber: 'GA-1',
      submittedOn: today,
    });
    expect(detail.phaseTimeline[2]).toMatchObject({ phase: 'rejected', reason: 'The name is taken.' });
  });

  it('shows the phase and an estimate to the customer, the staff moves to the staff, and filters the staff list by phase', async () => {
    const { customer, id } = await workedOrder();
    await move(id, { to: 'in_review' });
    const mine = (await customer.get(`/api/my/orders/${id}`)).body.data;
    expect(mine).toMatchObject({ phase: 'in_review', phaseLabel: 'In review', cancellable: true, unreadMessages: 0 });
    expect(mine.estimatedCompletion).toMatchObject({ basis: 'estimate', source: expect.stringContaining('sos.ga.gov') });
    expect((await customer.get('/api/my/orders')).body.data.items[0]).toMatchObject({ id, phase: 'in_review' });
    expect((await admin.get(`/api/admin/orders/${id}`)).body.data.nextPhases).toEqual(['submitted']);
    const listed = (await admin.get(`/api/admin/orders?phase=in_review&pageSize=200`)).body.data;
    expect(listed.items.map((o: { id: string }) => o.id)).toContain(id);
    expect(listed.items.every((o: { phase: string }) => o.phase === 'in_review')).toBe(true);
    expect((await admin.get(`/api/admin/orders?phase=nowhere`)).status).toBe(400);
  });

  it('waits on the customer while a request is open, mails it once, and returns to review when answered', async () => {
    const { customer, id } = await workedOrder();
    expect((await admin.post(`/api/admin/orders/${id}/requests`, { kind: 'signature', message: 'Sign the SS-4.' })).status).toBe(409);
    await move(id, { to: 'in_review' });
    const raised = await admin.post(`/api/admin/orders/${id}/requests`, { kind: 'identity_verification', message: 'Verify in Motus.' });
    expect(raised.status).toBe(201);
    const second = await admin.post(`/api/admin/orders/${id}/requests`, { kind: 'missing_detail', message: 'Your middle name?' });
    expect((await admin.get(`/api/admin/orders/${id}`)).body.data.phase).toBe('waiting_on_customer');

    for (const { payload } of await outbox('order.request-raised', id)) {
      await handlers.requestRaised(payload as never);
      await handlers.requestRaised(payload as never);
    }
    await runPhaseEvents(id);
    const first = await mails(`request-${raised.body.data.id}`);
    expect(first).toHaveLength(1);
    expect(first[0]!.payload.data).toMatchObject({ label: 'Verify your identity', message: 'Verify in Motus.' });
    expect(first[0]!.payload.data.instructions).toMatch(/Login\.gov/);
    expect(await mails(`request-${second.body.data.id}`)).toHaveLength(1);

    const other = await workedOrder();
    const answerUrl = `/api/my/orders/${id}/requests/${raised.body.data.id}/answer`;
    expect((await other.customer.post(answerUrl, { answer: 'Done' })).status).toBe(404);
    expect((await customer.post(answerUrl, { answer: '' })).status).toBe(400);

    expect((await customer.post(answerUrl, { answer: 'Verified today.' })).body.data).toMatchObject({
      status: 'answered',
      answer: 'Verified today.',
    });
    expect((await customer.get(`/api/my/orders/${id}`)).body.data.phase).toBe('waiting_on_customer');
    expect((await customer.post(answerUrl, { answer: 'Again' })).status).toBe(409);
    const withdrawn = await admin.post(`/api/admin/orders/${id}/requests/${second.body.data.id}/withdraw`, {});
    expect(withdrawn.body.data.status).toBe('withdrawn');
    const detail = (await customer.get(`/api/my/orders/${id}`)).body.data;
    expect(detail.phase).toBe('in_review');
    expect(detail.requests.map((r: { status: string }) => r.status)).toEqual(['answered', 'withdrawn']);
    expect(detail.phaseTimeline.map((s: { phase: string }) => s.phase)).toEqual(['in_review', 'waiting_on_customer', 'in_review']);
  });

  it('keeps a thread to its order, counts unread on both sides, and mails a burst of the team’s messages once', async () => {
    const { customer, id } = await workedOrder();
    const other = await workedOrder();
    expect((await other.customer.get(`/api/my/orders/${id}/messages`)).status).toBe(404);
    expect((await other.customer.post(`/api/my/orders/${id}/messages`, { body: 'Hi' })).status).toBe(404);
    expect((await customer.post(`/api/my/orders/${id}/messages`, { body: 'x'.repeat(5001) })).status).toBe(400);

    expect((await customer.post(`/api/my/orders/${id}/messages`, { body: 'When will it be filed?' })).status).toBe(201);
    expect((await admin.get(`/api/admin/orders/${id}`)).body.data.unreadMessages).toBe(1);
    const staffThread = (await admin.get(`/api/admin/orders/${id}/messages`)).body.data;
    expect(staffThread).toMatchObject([{ fromCustomer: true, author: 'Customer', body: 'When will it be filed?' }]);
    expect((await admin.get(`/api/admin/orders/${id}`)).body.data.unreadMessages).toBe(0);

    await admin.post(`/api/admin/orders/${id}/messages`, { body: 'Tomorrow morning.' });
    await admin.post(`/api/admin/orders/${id}/messages`, { body: 'We will write once it is in.' });
    expect((await customer.get('/api/my/orders')).body.data.items[0]).toMatchObject({ id, unreadMessages: 2 });

    // Both messages fall in one window, or in two when the clock crossed a boundary between them: one event per window.
    const events = (await outbox('order.message-posted', id)).filter((e) => !e.payload.fromCustomer);
    const windows = new Set(events.map((e) => e.payload.window));
    expect(events).toHaveLength(windows.size);
    const [event] = events;
    expect(event!.payload.window).toBe(mailWindowOf(new Date(event!.payload.window as number)));

    // Delivered while its window is open, the event waits for the window to close.
    const open = { orderId: id, window: mailWindowOf(new Date(Date.now() + MESSAGE_MAIL_WINDOW_MS)) };
    await handlers.messagePosted(open);
    expect(delayed.at(-1)).toMatchObject({ jobId: expect.stringContaining(id) });
    expect(delayed.at(-1)!.delay).toBeGreaterThan(0);
    expect(delayed.at(-1)!.delay).toBeLessThanOrEqual(2 * MESSAGE_MAIL_WINDOW_MS);
    expect(await mails(`messages-${id}-${open.window}`)).toHaveLength(0);
    const window = event!.payload.window as number;

    // Its window closed: one mail with every message still unread, however often it runs.
    const closed = { ...event!.payload, window: window - MESSAGE_MAIL_WINDOW_MS };
    await handlers.messagePosted(closed as never);
    await handlers.messagePosted(closed as never);
    const sent = await mails(`messages-${id}-${closed.window}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.payload).toMatchObject({
      template: 'order-message',
      data: { messages: ['Tomorrow morning.', 'We will write once it is in.'] },
    });

    const thread = (await customer.get(`/api/my/orders/${id}/messages`)).body.data;
    expect(thread.map((m: { author: string }) => m.author)).toEqual(['You', 'Filebridge team', 'Filebridge team']);
    expect((await customer.get(`/api/my/orders/${id}`)).body.data.unreadMessages).toBe(0);
    // Read on the order page before the window closed, they need no mail.
    const later = { ...event!.payload, window: window - 2 * MESSAGE_MAIL_WINDOW_MS };
    await handlers.messagePosted(later as never);
    expect(await mails(`messages-${id}-${later.window}`)).toHaveLength(0);
  });

  it('mails the team’s inbox once for a burst of the customer’s messages it has not read', async () => {
    const { customer, id } = await workedOrder();
    await customer.post(`/api/my/orders/${id}/messages`, { body: 'Is the EIN included?' });
    await customer.post(`/api/my/orders/${id}/messages`, { body: 'And the operating agreement?' });
    const [event] = (await outbox('order.message-posted', id)).filter((e) => e.payload.fromCustomer);
    const closed = { ...event!.payload, window: (event!.payload.window as number) - MESSAGE_MAIL_WINDOW_MS };
    await handlers.messagePosted(closed as never);
    await handlers.messagePosted(closed as never);
    const sent = await mails(`messages-${id}-${closed.window}-customer`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.payload).toMatchObject({
      template: 'order-message',
      to: SUPPORT_EMAIL,
      data: { fromCustomer: true, messages: ['Is the EIN included?', 'And the operating agreement?'] },
    });
  });
});
