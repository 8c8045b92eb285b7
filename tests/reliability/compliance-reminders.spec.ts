import { randomUUID } from 'node:crypto';
import {
  complianceFilings,
  REMINDER_DAYS_BEFORE,
  reminderJobId,
  reminderSendAt,
  type ComplianceOrderFacts,
  type ComplianceReminderPayload,
} from '@filebridge/contracts';
import { complianceUnsubscribeToken, scheduleComplianceReminders } from '@filebridge/platform';
import { orderPayload, query, waitUntil } from '@filebridge/test-support';
import { Pipeline } from './pipeline-fixture';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How near its day the worker puts a reminder on the queue, by default. */
const QUEUE_AHEAD_MS = 8 * DAY_MS;

/**
 * Reminder mails through the real pipeline. The scheduler is given the clock ("now"), so a
 * reminder due tomorrow is scheduled one day out; promoting its job is the clock reaching that day.
 */
describe('compliance reminders (real workers, real SMTP peer, a given clock)', () => {
  let p: Pipeline;
  beforeAll(async () => {
    // These companies' reports fall due next year or later: here every reminder is put on the queue
    // at payment, so a test can bring its day.
    p = await Pipeline.start({ envOverrides: { REMINDER_QUEUE_AHEAD_DAYS: '3650' } });
  }, 120_000);
  afterAll(async () => {
    await p?.stop();
  }, 60_000);

  const reminders = () => p.queues().get('reminders');
  const remindersTo = (email: string) => p.smtp.to(email).filter((m) => /^Due in \d+ days:/.test(m.subject ?? ''));

  /** The facts the calendar reads of a paid LLC formation in `state`. */
  const factsOf = async (orderId: string, state: string, approvedAt?: Date): Promise<ComplianceOrderFacts> => {
    const [o] = await query<{ name: string; paid_at: Date }>(
      p.db.url,
      `SELECT business_info->>'name' AS name, paid_at FROM orders WHERE id = $1`,
      [orderId],
    );
    return { orderId, serviceSlug: 'llc-formation', paidAt: o!.paid_at, approvedAt, state, businessName: o!.name };
  };
  /** The calendar key of the company's report in `state`. */
  const reportKey = async (orderId: string, state: string, filingId: string) =>
    complianceFilings(await factsOf(orderId, state)).find((f) => f.filingId === filingId)!.key;

  /** A customer whose LLC formation is paid: its annual report falls due next year or later. */
  const paidLlc = async (state = 'Florida', filingId = 'fl-llc-annual-report') => {
    const customer = await p.customer();
    const order = await p.createOrder(customer.api, { state });
    await p.pay(order.intentId);
    await p.waitForStatus(order.orderId, 'in_progress');
    const key = await reportKey(order.orderId, state, filingId);
    const jobId = reminderJobId(customer.id, key, 7);
    await waitUntil(async () => (await reminders().getJob(jobId)) !== undefined, 30_000, 'the reminders to be scheduled');
    const job = (await reminders().getJob(jobId))!;
    return { ...customer, ...order, key, jobId, dueDate: (job.data as ComplianceReminderPayload).dueDate };
  };

  /** The clock reaches the reminder's day: its job runs now. */
  const reachDayOf = async (jobId: string) => {
    const job = (await reminders().getJob(jobId))!;
    await job.promote();
    await waitUntil(async () => (await job.getState()) === 'completed', 30_000, `reminder ${jobId} to run`);
  };

  it('sends a reminder due tomorrow exactly once', async () => {
    const c = await paidLlc();
    const tomorrow = reminderSendAt(c.dueDate, 7);
    const now = new Date(tomorrow.getTime() - DAY_MS);
    await (await reminders().getJob(c.jobId))!.remove();
    const facts = [await factsOf(c.orderId, 'Florida')];
    const changes = await scheduleComplianceReminders(p.queues(), c.id, facts, now, REMINDER_DAYS_BEFORE, QUEUE_AHEAD_MS);
    expect(changes[c.jobId]).toBe('added');
    expect(changes[reminderJobId(c.id, c.key, 30)]).toBeUndefined();
    expect((await reminders().getJob(c.jobId))!.delay).toBe(DAY_MS);

    await reachDayOf(c.jobId);
    expect(await scheduleComplianceReminders(p.queues(), c.id, facts, now, REMINDER_DAYS_BEFORE, QUEUE_AHEAD_MS)).toEqual({
      [c.jobId]: 'kept',
    });
    const again = await p.queues().add('compliance.reminder', (await reminders().getJob(c.jobId))!.data, `${c.jobId}-redelivered`);
    await waitUntil(async () => (await again.getState()) === 'completed', 30_000, 'the redelivered reminder to run');
    await p.waitForQuiet();

    const mails = remindersTo(c.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Due in 7 days: Florida: Annual Report/);
    expect(mails[0]!.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toContain('/api/compliance/unsubscribe?token=');
    expect(mails[0]!.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toContain('List-Unsubscribe=One-Click');
  });

  it('puts a reminder on the queue once its day is near, and leaves one further away to a later run', async () => {
    const c = await paidLlc();
    const facts = [await factsOf(c.orderId, 'Florida')];
    // The same company's calendar for an account whose reminders are not queued yet.
    const accountId = randomUUID();
    const jobId = reminderJobId(accountId, c.key, 7);
    const day = reminderSendAt(c.dueDate, 7).getTime();
    const schedule = (now: number) => scheduleComplianceReminders(p.queues(), accountId, facts, new Date(now), [7], QUEUE_AHEAD_MS);

    expect(await schedule(day - QUEUE_AHEAD_MS - DAY_MS)).toEqual({});
    expect(await reminders().getJob(jobId)).toBeUndefined();
    expect(await schedule(day - QUEUE_AHEAD_MS + DAY_MS)).toEqual({ [jobId]: 'added' });
    const job = (await reminders().getJob(jobId))!;
    expect(job.delay).toBe(QUEUE_AHEAD_MS - DAY_MS);
    await job.remove();
  });

  it('turns reminders off only when the link is posted, never when it is opened, as a mail scanner opens every link', async () => {
    const c = await paidLlc();
    const link = `${p.apiUrl}/api/compliance/unsubscribe?token=${complianceUnsubscribeToken(p.env.XSRF_SECRET!, c.id)}`;
    const optedOut = async () =>
      (await query(p.db.url, `SELECT 1 FROM compliance_reminder_optouts WHERE account_id = $1`, [c.id])).length > 0;
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post"');
    expect((await fetch(link, { method: 'HEAD' })).status).toBe(200);
    expect(await optedOut()).toBe(false);
    expect((await fetch(`${p.apiUrl}/api/compliance/unsubscribe?token=forged.token`)).status).toBe(400);
    expect((await fetch(`${p.apiUrl}/api/compliance/unsubscribe?token=forged.token`, { method: 'POST' })).status).toBe(400);

    // What a mail client's RFC 8058 one-click sends: a form body, no session, no XSRF token.
    const oneClick = () =>
      fetch(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect((await oneClick()).status).toBe(200);
    expect((await oneClick()).status).toBe(200);
    expect(await optedOut()).toBe(true);

    await reachDayOf(c.jobId);
    await reachDayOf(reminderJobId(c.id, c.key, 30));
    await p.waitForQuiet();
    expect(remindersTo(c.email)).toEqual([]);
  });

  it('moves the pending reminders when the due date changes', async () => {
    // Nevada's annual list is due at the end of the anniversary month: the state approving the
    // formation a month and a half after payment moves that month.
    const c = await paidLlc('Nevada', 'nv-llc-annual-list');
    const approvedAt = new Date(Date.now() + 45 * DAY_MS);
    await query(
      p.db.url,
      `INSERT INTO order_phase_events (order_id, from_phase, to_phase, created_at) VALUES ($1, 'submitted', 'approved', $2)`,
      [c.orderId, approvedAt],
    );
    await p.runJob('compliance.schedule');

    for (const daysBefore of [30, 7]) {
      const job = (await reminders().getJob(reminderJobId(c.id, c.key, daysBefore)))!;
      expect(await job.getState()).toBe('delayed');
      const moved = job.data as ComplianceReminderPayload;
      expect(moved.dueDate).not.toBe(c.dueDate);
      const expectedDelay = reminderSendAt(moved.dueDate, daysBefore).getTime() - Date.now();
      expect(Math.abs(job.delay - expectedDelay)).toBeLessThan(10 * 60_000);
    }
    expect(remindersTo(c.email)).toEqual([]);
  });

  it('sends one set of reminders for two orders of one company', async () => {
    const c = await paidLlc();
    // The same company: the test orders all name it alike.
    const second = await p.createOrder(c.api, { state: 'Florida' });
    await p.pay(second.intentId);
    await p.waitForStatus(second.orderId, 'in_progress');
    await p.runJob('compliance.schedule');
    const jobs = (await reminders().getJobs(['delayed'])).filter((j) => (j.data as ComplianceReminderPayload).accountId === c.id);
    expect(jobs.map((j) => j.id).sort()).toEqual([reminderJobId(c.id, c.key, 60), reminderJobId(c.id, c.key, 30), c.jobId].sort());
  });

  it('sends nothing for a report the business ordered from us before its reminder day', async () => {
    const c = await paidLlc();
    // The same company orders its annual report: the due date is met through us.
    const res = await c.api.post('/api/order/create', await orderPayload(c.api, 'annual-report', { state: 'Florida' }), {
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(res.status).toBe(201);
    const intentId = String(res.body.clientSecret).split('_secret_')[0]!;
    await p.pay(intentId);
    await c.api.post('/api/order/confirm-payment', { orderId: res.body.order._id, paymentIntentId: intentId });
    await p.waitForStatus(res.body.order._id, 'in_progress');
    const [business] = (await c.api.get('/api/my/businesses')).body.data;
    expect(business.orders).toHaveLength(2);
    const report = (await c.api.get('/api/my/compliance')).body.data[0].filings.find((f: { key: string }) => f.key === c.key);
    expect(report.done).toMatchObject({ by: 'order' });

    await reachDayOf(c.jobId);
    await p.waitForQuiet();
    expect(remindersTo(c.email)).toEqual([]);
  });
});
