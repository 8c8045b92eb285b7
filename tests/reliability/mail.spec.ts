import IORedis from 'ioredis';
import { QueueRegistry } from '@filebridge/platform';
import { query, startWorker, waitUntil } from '@filebridge/test-support';
import { Pipeline } from './pipeline-fixture';

describe('newsletter and mail (real mailing worker, real SMTP peer)', () => {
  let p: Pipeline;
  let queues: QueueRegistry;
  let conn: IORedis;
  beforeAll(async () => {
    // A mail server that cannot be asked what it holds: a mail of unknown fate waits for its lease, then an admin.
    p = await Pipeline.start({ envOverrides: { MAIL_SERVER_API_URL: '' } });
    conn = new IORedis(p.env.REDIS_URL!, { maxRetriesPerRequest: 1 });
    queues = new QueueRegistry(conn, p.env.QUEUE_PREFIX);
  }, 120_000);
  afterAll(async () => {
    await queues?.close();
    conn?.disconnect();
    await p?.stop();
  }, 60_000);

  const subscribe = (email: unknown) => p.api().post('/api/newsletter/subscribe', email === undefined ? {} : { email });
  const confirmations = (email: string) => p.smtp.to(email).filter((m) => /confirm/i.test(m.subject ?? ''));
  const mailLog = (key: string) =>
    query<{ status: string; attempts: number }>(p.db.url, `SELECT status, attempts FROM mail_log WHERE idempotency_key = $1`, [key]);

  it('validates the email with the field rule’s texts', async () => {
    expect((await subscribe(undefined)).body.message).toBe('Email is required');
    expect((await subscribe('')).body.message).toBe('Email is required');
    const bad = await subscribe('not-an-email');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Enter a valid email address');
  });

  it('delivers once after SMTP comes back from an outage', async () => {
    const email = `outage${Date.now()}@example.com`;
    const key = async () =>
      (await query<{ key: string }>(p.db.url, `SELECT idempotency_key AS key FROM mail_log WHERE recipient = $1`, [email]))[0]?.key ?? '';
    await p.smtp.stop();
    try {
      await subscribe(email);
      await waitUntil(async () => (await mailLog(await key()))[0]?.status === 'failed', 20_000, 'a failed attempt');
    } finally {
      await p.smtp.listen();
    }
    await p.smtp.waitFor(() => confirmations(email).length > 0, 40_000);
    await p.waitForQuiet();
    expect(confirmations(email)).toHaveLength(1);
    const [row] = await mailLog(await key());
    expect(row).toMatchObject({ status: 'sent' });
    expect(row!.attempts).toBeGreaterThan(1);
  });

  it('does not mail twice when a job runs again after its mail was sent', async () => {
    const email = `dup${Date.now()}@example.com`;
    const payload = {
      idempotencyKey: `test-dup-${email}`,
      template: 'newsletter-welcome' as const,
      to: email,
      data: { email, unsubscribeUrl: 'https://filebridge.example/u' },
    };
    await queues.add('mail.send', payload, `first-${Date.now()}`);
    await p.smtp.waitFor(() => p.smtp.to(email).length > 0);
    // The same mail job delivered again, as BullMQ does when a worker dies before acking.
    const again = await queues.add('mail.send', payload, `again-${Date.now()}`);
    await waitUntil(async () => (await again.getState()) === 'completed', 20_000, 'the repeated job to complete');
    expect(p.smtp.to(email)).toHaveLength(1);
  });

  it('fails a permanently refused recipient without retrying and keeps it in the failed set', async () => {
    const email = `refused${Date.now()}@example.com`;
    p.smtp.rejectRecipients.add(email);
    const job = await queues.add(
      'mail.send',
      {
        idempotencyKey: `test-refused-${email}`,
        template: 'newsletter-welcome',
        to: email,
        data: { email, unsubscribeUrl: 'https://filebridge.example/u' },
      },
      `refused-${Date.now()}`,
    );
    await waitUntil(async () => (await job.getState()) === 'failed', 20_000, 'the job to fail');
    const failed = (await queues.get('mail').getJob(job.id!))!;
    expect(failed.attemptsMade).toBe(1);
    expect(failed.failedReason).toMatch(/SMTP refused the mail/);
    expect((await mailLog(`test-refused-${email}`))[0]!.status).toBe('failed');

    // The admin sees it in the failed list and retries it once the mailbox accepts mail again.
    const admin = p.api();
    await admin.adminLogin();
    const mailQueue = (await admin.get('/api/admin/queues')).body.data.find((q: { name: string }) => q.name === 'mail');
    expect(mailQueue.failed).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: job.id, attemptsMade: 1, reason: expect.stringMatching(/SMTP refused/) })]),
    );
    p.smtp.rejectRecipients.delete(email);
    expect((await admin.post(`/api/admin/queues/mail/jobs/${job.id}/retry`)).status).toBe(200);
    await p.smtp.waitFor(() => p.smtp.to(email).length === 1);
    expect((await mailLog(`test-refused-${email}`))[0]!.status).toBe('sent');
  });

  it('shows a mail whose worker died right after SMTP accepted it as "may have been sent" and resends it only when confirmed, with the same Message-ID', async () => {
    const { api, email } = await p.customer();
    const order = await p.createOrder(api);
    const key = `test-unknown-fate-${order.orderId}`;
    const messageId = `<${key}@filebridge.mail>`;
    const copies = () => p.smtp.mails.filter((m) => m.messageId === messageId);
    const mailer = p.workers.findIndex((w) => w.name === 'mailing-worker');
    p.smtp.beforeReply = async (m) => {
      if (m.messageId === messageId && copies().length === 1) await p.workers[mailer]!.stop('SIGKILL');
    };
    try {
      // One attempt only, so the job fails for good once its worker is gone mid-send.
      const job = await queues.add(
        'mail.send',
        {
          idempotencyKey: key,
          template: 'order-status-changed',
          to: email,
          data: {
            orderId: order.orderId,
            orderNumber: order.orderNumber,
            fromStatus: 'in_progress',
            toStatus: 'completed',
            orderUrl: `http://localhost:5173/my/account/x/orders/${order.orderId}`,
          },
        },
        `unknown-fate-${Date.now()}`,
        { attempts: 1 },
      );
      await waitUntil(() => !p.workers[mailer]!.running, 30_000, 'the mailing worker to be killed after SMTP accepted the mail');
      // However long the restart takes on a loaded machine, the dead sender's lease is still live when
      // the job comes back, so the new worker must refuse to send it a second time.
      await query(p.db.url, `UPDATE mail_log SET lease_until = now() + interval '10 minutes' WHERE idempotency_key = $1`, [key]);
      p.workers[mailer] = await startWorker('mailing-worker', p.env);
      await waitUntil(async () => (await job.getState()) === 'failed', 60_000, 'the interrupted job to fail');
      expect((await mailLog(key))[0]!.status).toBe('sending');
      // Time passes: the sending lease runs out and nobody knows whether the mail went out.
      await query(p.db.url, `UPDATE mail_log SET lease_until = now() - interval '1 second' WHERE idempotency_key = $1`, [key]);

      const admin = await p.admin();
      const detail = await admin.get(`/api/admin/orders/${order.orderId}`);
      expect(detail.body.data.mails.find((m: { key: string }) => m.key === key)).toMatchObject({
        status: 'sending',
        mayHaveBeenSent: true,
      });
      const mailQueue = (await admin.get('/api/admin/queues')).body.data.find((q: { name: string }) => q.name === 'mail');
      expect(mailQueue.failed.find((j: { id: string }) => j.id === job.id)).toMatchObject({
        mail: { key, status: 'sending', mayHaveBeenSent: true },
      });

      const unconfirmed = await admin.post(`/api/admin/queues/mail/jobs/${job.id}/retry`);
      expect(unconfirmed.status).toBe(409);
      expect(unconfirmed.body).toMatchObject({ success: false, code: 'mail_may_have_been_sent' });
      expect(unconfirmed.body.message).toMatch(/may already have been sent/);
      expect(await job.getState()).toBe('failed');
      // Retrying the whole failed list leaves it out too, and says so.
      const all = await admin.post('/api/admin/queues/mail/retry-failed');
      expect(all.status).toBe(200);
      expect(all.body.data.skipped).toBeGreaterThanOrEqual(1);
      expect(await job.getState()).toBe('failed');
      expect(copies()).toHaveLength(1);

      const confirmed = await admin.post(`/api/admin/queues/mail/jobs/${job.id}/retry`, { confirm: true });
      expect(confirmed.status).toBe(200);
      await waitUntil(async () => (await mailLog(key))[0]?.status === 'sent', 60_000, 'the confirmed retry to send the mail');
      expect(copies()).toHaveLength(2);
      expect(new Set(copies().map((m) => m.messageId))).toEqual(new Set([messageId]));
    } finally {
      p.smtp.beforeReply = undefined;
    }
  }, 180_000);

  it('stores a contact message and mails support through the queue', async () => {
    const res = await p.api().post('/api/contact', {
      name: 'Sam Carter',
      email: 'sam@example.com',
      topic: 'Billing',
      message: 'Please call me about my invoice.',
    });
    expect(res.status).toBe(200);
    await p.smtp.waitFor(() =>
      p.smtp.to('support@filebridge.example').some((m) => (m.text ?? '').includes('Please call me about my invoice.')),
    );
    const bad = await p.api().post('/api/contact', { name: '', email: 'sam@example.com', topic: 'Billing', message: 'Please call me.' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Name is required.');
  });
});

describe('a mail of unknown fate, with a mail server that can be asked (real mailing worker, real SMTP peer)', () => {
  let p: Pipeline;
  beforeAll(async () => (p = await Pipeline.start()), 120_000);
  afterAll(() => p?.stop(), 60_000);

  it('is recorded as sent from the server’s answer when its worker died after SMTP accepted it, and never sent twice', async () => {
    const { api, email } = await p.customer();
    const order = await p.createOrder(api);
    const key = `test-found-${order.orderId}`;
    const messageId = `<${key}@filebridge.mail>`;
    const copies = () => p.smtp.mails.filter((m) => m.messageId === messageId);
    const mailer = p.workers.findIndex((w) => w.name === 'mailing-worker');
    p.smtp.beforeReply = async (m) => {
      if (m.messageId === messageId && copies().length === 1) await p.workers[mailer]!.stop('SIGKILL');
    };
    const conn = new IORedis(p.env.REDIS_URL!, { maxRetriesPerRequest: 1 });
    const queues = new QueueRegistry(conn, p.env.QUEUE_PREFIX);
    try {
      const job = await queues.add(
        'mail.send',
        {
          idempotencyKey: key,
          template: 'order-status-changed',
          to: email,
          data: {
            orderId: order.orderId,
            orderNumber: order.orderNumber,
            fromStatus: 'in_progress',
            toStatus: 'completed',
            orderUrl: `http://localhost:5173/my/account/x/orders/${order.orderId}`,
          },
        },
        `found-${Date.now()}`,
      );
      await waitUntil(() => !p.workers[mailer]!.running, 30_000, 'the mailing worker to be killed after SMTP accepted the mail');
      p.workers[mailer] = await startWorker('mailing-worker', p.env);
      // The dead sender's lease is still live when the job comes back: the server's answer settles it at once.
      await waitUntil(async () => (await job.getState()) === 'completed', 60_000, 'the interrupted job to complete');
      const [row] = await query<{ status: string; provider_message_id: string }>(
        p.db.url,
        `SELECT status, provider_message_id FROM mail_log WHERE idempotency_key = $1`,
        [key],
      );
      expect(row).toEqual({ status: 'sent', provider_message_id: messageId });
      await p.waitForQuiet();
      expect(copies()).toHaveLength(1);
    } finally {
      p.smtp.beforeReply = undefined;
      await queues.close();
      conn.disconnect();
    }
  }, 180_000);
});
