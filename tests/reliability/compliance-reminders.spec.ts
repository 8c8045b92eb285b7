import { reminderJobId, reminderSendAt, type ComplianceReminderPayload } from '@filebridge/contracts';
import { complianceUnsubscribeToken, scheduleComplianceReminders } from '@filebridge/platform';
import { query, waitUntil } from '@filebridge/test-support';
import { Pipeline } from './pipeline-fixture';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Reminder mails through the real pipeline. The scheduler is given the clock ("now"), so a
 * reminder due tomorrow is scheduled one day out; promoting its job is the clock reaching that day.
 */
describe('compliance reminders (real workers, real SMTP peer, a given clock)', () => {
  let p: Pipeline;
  beforeAll(async () => {
    p = await Pipeline.start();
  }, 120_000);
  afterAll(async () => {
    await p?.stop();
  }, 60_000);

  const reminders = () => p.queues().get('reminders');
  const remindersTo = (email: string) => p.smtp.to(email).filter((m) => /^Due in \d+ days:/.test(m.subject ?? ''));

  /** A customer whose Florida LLC formation is paid: its annual report falls due May 1 of next year or later. */
  const paidFloridaLlc = async () => {
    const customer = await p.customer();
    const order = await p.createOrder(customer.api, { state: 'Florida' });
    await p.pay(order.intentId);
    await p.waitForStatus(order.orderId, 'in_progress');
    const jobId = reminderJobId(order.orderId, 'annual-report', 7);
    await waitUntil(async () => (await reminders().getJob(jobId)) !== undefined, 30_000, 'the reminders to be scheduled');
    const job = (await reminders().getJob(jobId))!;
    return { ...customer, ...order, jobId, dueDate: (job.data as ComplianceReminderPayload).dueDate };
  };
  const factsOf = (orderId: string) => ({ orderId, serviceSlug: 'llc-formation', paidAt: new Date(), state: 'Florida' });

  /** The clock reaches the reminder's day: its job runs now. */
  const reachDayOf = async (jobId: string) => {
    const job = (await reminders().getJob(jobId))!;
    await job.promote();
    await waitUntil(async () => (await job.getState()) === 'completed', 30_000, `reminder ${jobId} to run`);
  };

  it('sends a reminder due tomorrow exactly once', async () => {
    const c = await paidFloridaLlc();
    const tomorrow = reminderSendAt(c.dueDate, 7);
    const now = new Date(tomorrow.getTime() - DAY_MS);
    await (await reminders().getJob(c.jobId))!.remove();
    const changes = await scheduleComplianceReminders(p.queues(), factsOf(c.orderId), now);
    expect(changes[c.jobId]).toBe('added');
    expect(changes[reminderJobId(c.orderId, 'annual-report', 30)]).toBeUndefined();
    expect((await reminders().getJob(c.jobId))!.delay).toBe(DAY_MS);

    await reachDayOf(c.jobId);
    expect(await scheduleComplianceReminders(p.queues(), factsOf(c.orderId), now)).toEqual({ [c.jobId]: 'kept' });
    const again = await p.queues().add('compliance.reminder', (await reminders().getJob(c.jobId))!.data, `${c.jobId}-redelivered`);
    await waitUntil(async () => (await again.getState()) === 'completed', 30_000, 'the redelivered reminder to run');
    await p.waitForQuiet();

    const mails = remindersTo(c.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Due in 7 days: Florida LLC annual report/);
    expect(mails[0]!.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toContain('/api/compliance/unsubscribe?token=');
    expect(mails[0]!.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toContain('List-Unsubscribe=One-Click');
  });

  it('turns reminders off only when the link is posted, never when it is opened, as a mail scanner opens every link', async () => {
    const c = await paidFloridaLlc();
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
    await reachDayOf(reminderJobId(c.orderId, 'annual-report', 30));
    await p.waitForQuiet();
    expect(remindersTo(c.email)).toEqual([]);
  });

  it('moves the pending reminders when the due date changes', async () => {
    const c = await paidFloridaLlc();
    // Georgia's report is due April 1: the same order, now formed there, falls due on another day.
    await query(p.db.url, `UPDATE orders SET business_info = jsonb_set(business_info, '{state}', '"Georgia"') WHERE id = $1`, [c.orderId]);
    await p.runJob('compliance.schedule');

    for (const daysBefore of [30, 7]) {
      const job = (await reminders().getJob(reminderJobId(c.orderId, 'annual-report', daysBefore)))!;
      expect(await job.getState()).toBe('delayed');
      const moved = job.data as ComplianceReminderPayload;
      expect(moved.dueDate).toMatch(/-04-01$/);
      expect(moved.dueDate).not.toBe(c.dueDate);
      const expectedDelay = reminderSendAt(moved.dueDate, daysBefore).getTime() - Date.now();
      expect(Math.abs(job.delay - expectedDelay)).toBeLessThan(10 * 60_000);
    }
    expect(remindersTo(c.email)).toEqual([]);
  });
});
