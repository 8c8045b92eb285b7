import { ALL_QUEUES, reminderMailKey, type ComplianceReminderPayload } from '@filebridge/contracts';
import {
  deleteKeysLeavingJobData,
  OwnRedis,
  query,
  queryOne,
  seeded,
  ServiceProcess,
  startBffProcess,
  startWorker,
  waitUntil,
  type ApiClient,
} from '@filebridge/test-support';
import { toJobId } from '@filebridge/platform';
import { Pipeline } from './pipeline-fixture';

const WORKER_KINDS = ['order-worker', 'payment-webhook-worker', 'mailing-worker'] as const;

/** Victims and timings of every scenario come from this seed; CHAOS_SEED replays a run. */
const SEED = Number(process.env.CHAOS_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.log(`chaos seed ${SEED} (CHAOS_SEED=${SEED} replays this run)`);
/** Each scenario draws from its own stream, so one scenario's draws never shift another's. */
const rngFor = (scenario: number) => seeded(SEED * 7919 + scenario);

async function inBatches<T, R>(items: T[], size: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

/** `count` customers with `perCustomer` orders each, within the cap on unpaid orders per account. */
async function placeOrders(p: Pipeline, count: number, perCustomer: number) {
  const customers: { api: ApiClient; email: string }[] = await inBatches(Array.from({ length: count }), 5, () => p.customer());
  const orders = await inBatches(
    Array.from({ length: count * perCustomer }, (_, i) => customers[i % count]!),
    10,
    async (c) => ({ ...(await p.createOrder(c.api)), api: c.api }),
  );
  return orders;
}

/** Every order's mail (its receipt) recorded as sent. */
async function waitForOrderMails(p: Pipeline, ids: string[], timeoutMs: number): Promise<void> {
  await waitUntil(
    async () =>
      (
        await query<{ n: number }>(
          p.db.url,
          `SELECT count(*)::int AS n FROM mail_log
            WHERE order_id = ANY($1) AND status = 'sent' AND template = 'payment-receipt'`,
          [ids],
        )
      )[0]!.n === ids.length,
    timeoutMs,
    'every receipt to be sent',
  );
}

interface Tally {
  orders: number;
  kills: number;
  killsAfterSmtpAccept: number;
  lost: number;
  doubleCharged: number;
  duplicateMails: number;
  stuckJobs: number;
  /** From the last fault cleared to every order paid, in progress and mailed, and the outbox drained. */
  recoverySeconds?: number;
}

/** What a chaos run leaves behind, counted from the database, the emulator, the SMTP peer and the queues. */
async function tally(
  p: Pipeline,
  orders: { orderId: string; orderNumber: string; intentId: string }[],
  kills: { total: number; afterSmtpAccept: number },
): Promise<Tally & { messageIdsPerMail: Map<string, Set<string>> }> {
  const ids = orders.map((o) => o.orderId);
  const { n: unfinished } = await queryOne<{ n: number }>(
    p.db.url,
    `SELECT count(*)::int AS n FROM orders o
      WHERE o.id = ANY($1) AND (o.status <> 'in_progress'
        OR NOT EXISTS (SELECT 1 FROM mail_log m WHERE m.order_id = o.id AND m.template = 'payment-receipt' AND m.status = 'sent'))`,
    [ids],
  );
  // Every delivery, grouped by the mail it is (order number and subject): copies of one mail must share one Message-ID.
  const messageIdsPerMail = new Map<string, Set<string>>();
  let deliveries = 0;
  for (const m of p.smtp.mails) {
    const number = /FB-\d+/.exec(m.subject ?? '')?.[0];
    if (!number || !orders.some((o) => o.orderNumber === number)) continue;
    deliveries++;
    const mail = `${number} ${m.subject}`;
    messageIdsPerMail.set(mail, (messageIdsPerMail.get(mail) ?? new Set()).add(m.messageId ?? ''));
  }
  const failedJobs = await Promise.all(ALL_QUEUES.map(async (q) => (await p.queues().get(q).getJobCounts('failed')).failed ?? 0));
  const { n: unsent } = await queryOne<{ n: number }>(
    p.db.url,
    `SELECT count(*)::int AS n FROM mail_log WHERE order_id = ANY($1) AND status <> 'sent'`,
    [ids],
  );
  return {
    orders: orders.length,
    kills: kills.total,
    killsAfterSmtpAccept: kills.afterSmtpAccept,
    lost: unfinished,
    doubleCharged: orders.filter((o) => (p.emulator.state.successfulCharges[o.intentId] ?? 0) > 1).length,
    duplicateMails: deliveries - messageIdsPerMail.size,
    stuckJobs: failedJobs.reduce((a, b) => a + b, 0) + unsent,
    messageIdsPerMail,
  };
}

const describeTally = (name: string, t: Tally) =>
  `chaos[${name}] seed ${SEED}: orders ${t.orders}, kills ${t.kills} (${t.killsAfterSmtpAccept} right after SMTP acceptance), ` +
  `lost ${t.lost}, double-charged ${t.doubleCharged}, duplicate mails ${t.duplicateMails}, stuck jobs ${t.stuckJobs}` +
  (t.recoverySeconds === undefined ? '' : `, time to recover ${t.recoverySeconds.toFixed(1)} s`);

/**
 * 200 orders paid while workers are SIGKILLed nine times, one every couple of seconds, Redis is
 * killed and comes back, the bff restarts, Redis is wiped key by key of every queue key but the data
 * of half the jobs still to run (left in no queue state, as such a wipe can leave them), and
 * PostgreSQL goes away for a few seconds. Every order must end in_progress with one charge and one receipt, no mail
 * may go out twice, nothing may be left stuck, and the outbox must drain.
 */
describe('chaos: the pipeline survives killed workers, a Redis kill and wipe, and a PostgreSQL stop', () => {
  const CUSTOMERS = 40;
  const ORDERS_EACH = 5;
  const WORKER_KILLS = 9;
  const rng = rngFor(1);
  let redis: OwnRedis;
  let p: Pipeline;

  beforeAll(async () => {
    redis = await OwnRedis.start();
    p = await Pipeline.start({ redisUrl: redis.url });
    // Two of each worker, so a kill always leaves one consuming.
    for (const kind of WORKER_KINDS) p.workers.push(await startWorker(kind, p.env));
  }, 180_000);
  afterAll(async () => {
    await p?.db.resume();
    await p?.stop();
    await redis?.stop();
  }, 180_000);

  it('ends every paid order in_progress with exactly one receipt and one charge, and sends no mail twice', async () => {
    const orders = await placeOrders(p, CUSTOMERS, ORDERS_EACH);

    const events: string[] = [];
    let jobDataLeft = 0;
    const pause = () => new Promise((r) => setTimeout(r, 1500 + Math.floor(rng() * 1000)));
    const chaosLoop = (async () => {
      for (let round = 1; round <= WORKER_KILLS; round++) {
        await pause();
        const victim = p.workers[Math.floor(rng() * p.workers.length)]!;
        await victim.stop('SIGKILL');
        events.push(`killed ${victim.name}`);
        p.workers[p.workers.indexOf(victim)] = new ServiceProcess(victim.name, p.env).start();
        if (round === 2) {
          await redis.kill();
          events.push('killed redis');
          await pause();
          await redis.start();
          events.push('started redis');
        }
        if (round === 4) {
          await p.bff.stop('SIGKILL');
          p.bff = await startBffProcess(p.env);
          events.push('restarted bff');
        }
        if (round === 5) {
          jobDataLeft = await deleteKeysLeavingJobData(redis.url, p.env.QUEUE_PREFIX!, () => rng() < 0.5);
          events.push('wiped redis');
        }
        if (round === 7) {
          // A process that is still starting when the database goes away exits, and no supervisor
          // runs here to start it again: the database stops only once every worker consumes.
          await Promise.all(p.workers.map((w) => w.waitForLog('consuming', 60_000)));
          await p.db.suspend();
          events.push('stopped postgresql');
          await pause();
          await p.db.resume();
          events.push('started postgresql');
        }
      }
    })();

    // Pay everything while the chaos runs; confirm-payment may fail while the bff or the database
    // is down: the webhook (retried by Stripe) or the reconciler must still get each order paid.
    await inBatches(orders, 8, async (o) => {
      await p.pay(o.intentId);
      await o.api.post('/api/order/confirm-payment', { orderId: o.orderId, paymentIntentId: o.intentId }).catch(() => undefined);
    });
    await chaosLoop;
    const cleared = performance.now();
    expect(events.filter((e) => e.startsWith('killed ') && !e.endsWith('redis'))).toHaveLength(WORKER_KILLS);
    expect(events).toEqual(
      expect.arrayContaining(['killed redis', 'started redis', 'restarted bff', 'wiped redis', 'stopped postgresql', 'started postgresql']),
    );

    const ids = orders.map((o) => o.orderId);
    /**
     * Fails with where things stand: the rows that are behind, every queue's failed jobs and each
     * process's last warnings, in the error itself, which a run's summary of failures keeps where a
     * log line scrolls away.
     */
    const failWithState = async (err: unknown, behind: string, rows: unknown[]): Promise<never> => {
      const lines = (w: ServiceProcess) =>
        w.output
          .split('\n')
          .filter((l) => /"level":(40|50|60)/.test(l))
          .slice(-5);
      const failed = await Promise.all(
        ALL_QUEUES.map(async (q) =>
          (await p.queues().get(q).getFailed(0, 3)).map((j) => [q, j.name, j.id, j.attemptsMade, j.failedReason]),
        ),
      );
      throw new Error(
        [
          (err as Error).message,
          `seed ${SEED}`,
          `${behind} ${JSON.stringify(rows)}`,
          `failed jobs ${JSON.stringify(failed.flat())}`,
          ...[p.bff, ...p.workers].map((w) => `${w.name} ${w.running ? 'running' : 'stopped'}: ${lines(w).join('\n  ')}`),
        ].join('\n'),
      );
    };
    await waitUntil(
      async () =>
        (
          await query<{ n: number }>(p.db.url, `SELECT count(*)::int AS n FROM orders WHERE id = ANY($1) AND status = 'in_progress'`, [ids])
        )[0]!.n === orders.length,
      240_000,
      'every order to reach in_progress',
    ).catch(async (err) =>
      failWithState(
        err,
        'orders not in progress, with their Stripe payment events',
        await query(
          p.db.url,
          `SELECT o.id, o.status, o.paid_at, e.event_id, e.received_at, e.processed_at
             FROM orders o LEFT JOIN stripe_events e ON e.type = 'payment_intent.succeeded' AND e.payload #>> '{data,object,id}' = o.payment_intent_id
            WHERE o.id = ANY($1) AND o.status <> 'in_progress' LIMIT 10`,
          [ids],
        ),
      ),
    );
    await waitForOrderMails(p, ids, 180_000).catch(async (err) =>
      failWithState(
        err,
        'missing receipts',
        await query(
          p.db.url,
          `SELECT o.id, m.status, m.attempts, m.last_error, m.lease_until, x.published_at, x.attempts AS outbox_attempts
             FROM orders o LEFT JOIN mail_log m ON m.idempotency_key = 'receipt-' || o.id
             LEFT JOIN outbox x ON x.job_id = 'mail.send/receipt-' || o.id
            WHERE o.id = ANY($1) AND m.status IS DISTINCT FROM 'sent' LIMIT 10`,
          [ids],
        ),
      ),
    );
    await waitUntil(
      async () => (await query(p.db.url, `SELECT 1 FROM outbox WHERE published_at IS NULL`)).length === 0,
      60_000,
      'the outbox to drain',
    );
    const recoverySeconds = (performance.now() - cleared) / 1000;
    // Jobs that failed while a dependency was down wait out their backoff (minutes at most) first.
    await p.waitForQuiet(300_000).catch(async (err) => {
      const counts = await Promise.all(
        ALL_QUEUES.map(async (q) => [q, await p.queues().get(q).getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'failed')]),
      );
      const delayed = await Promise.all(
        ALL_QUEUES.map(async (q) =>
          (await p.queues().get(q).getDelayed(0, 3)).map((j) => [q, j.name, j.id, j.attemptsMade, j.failedReason]),
        ),
      );
      const unapplied = await Promise.all(
        (
          await query<{ event_id: string; type: string }>(
            p.db.url,
            `SELECT event_id, type FROM stripe_events WHERE processed_at IS NULL LIMIT 5`,
          )
        ).map(async (e) => ({ ...e, job: await p.queues().get('stripe-events').getJobState(toJobId(e.event_id)) })),
      );
      throw new Error(`${(err as Error).message}\nseed ${SEED}, not quiet: ${JSON.stringify({ counts, delayed, unapplied })}`);
    });

    const paid = await query<{ id: string; n: number }>(
      p.db.url,
      `SELECT order_id AS id, count(*)::int AS n FROM order_events WHERE to_status = 'paid' AND order_id = ANY($1) GROUP BY order_id`,
      [ids],
    );
    expect(paid.filter((r) => r.n !== 1)).toEqual([]);
    expect(paid).toHaveLength(orders.length);

    const kills = events.filter((e) => e.startsWith('killed')).length;
    const result = { ...(await tally(p, orders, { total: kills, afterSmtpAccept: 0 })), recoverySeconds };
    console.log(
      describeTally(`9 worker kills, redis kill and wipe (${jobDataLeft} jobs' data left), bff restart, postgresql stop`, result),
    );
    expect([...result.messageIdsPerMail.values()].filter((ids) => ids.size !== 1)).toEqual([]);
    expect(result).toMatchObject({ lost: 0, doubleCharged: 0, duplicateMails: 0, stuckJobs: 0 });
  }, 900_000);
});

/**
 * The mailing worker killed right after the SMTP server accepted a message and before it could
 * record that: the worst moment for mail. The worker that takes the mail over asks the mail server
 * for its Message-ID and records it as sent, so no kill costs a second copy; nothing is lost and no
 * job is left stuck.
 */
describe('chaos: the mailing worker is killed right after SMTP accepts a mail', () => {
  const CUSTOMERS = 10;
  const ORDERS_EACH = 5;
  const KILL_CHANCE = 0.3;
  const MAX_KILLS = 9;
  const rng = rngFor(2);
  let p: Pipeline;

  beforeAll(async () => {
    p = await Pipeline.start({ envOverrides: { MAILING_WORKER_CONCURRENCY: '1' } });
  }, 180_000);
  afterAll(() => p?.stop(), 180_000);

  it('sends every mail once, however many sends a kill interrupted', async () => {
    const orders = await placeOrders(p, CUSTOMERS, ORDERS_EACH);
    const mailer = p.workers.findIndex((w) => w.name === 'mailing-worker');
    let kills = 0;
    let restarting: Promise<void> = Promise.resolve();
    const accepted = new Set<string>();
    p.smtp.onAccept = (mail) => {
      const first = !accepted.has(mail.messageId ?? '');
      accepted.add(mail.messageId ?? '');
      const worker = p.workers[mailer]!;
      if (!first || kills >= MAX_KILLS || !worker.running || rng() >= KILL_CHANCE) return;
      kills++;
      void worker.stop('SIGKILL');
      const pause = Math.floor(rng() * 1500);
      restarting = restarting.then(async () => {
        await new Promise((r) => setTimeout(r, pause));
        p.workers[mailer] = await startWorker('mailing-worker', p.env);
      });
    };

    try {
      await inBatches(orders, 6, async (o) => {
        await p.pay(o.intentId);
        await o.api.post('/api/order/confirm-payment', { orderId: o.orderId, paymentIntentId: o.intentId });
      });
      await waitForOrderMails(
        p,
        orders.map((o) => o.orderId),
        240_000,
      );
    } finally {
      p.smtp.onAccept = undefined;
      await restarting;
    }
    await p.waitForQuiet(60_000);

    const result = await tally(p, orders, { total: kills, afterSmtpAccept: kills });
    console.log(describeTally('mailing worker after SMTP acceptance', result));
    expect(kills).toBeGreaterThan(0);
    expect([...result.messageIdsPerMail.values()].filter((ids) => ids.size !== 1)).toEqual([]);
    expect(result.messageIdsPerMail.size).toBe(orders.length);
    expect(result.duplicateMails).toBe(0);
    expect(result).toMatchObject({ lost: 0, doubleCharged: 0, stuckJobs: 0 });
  }, 360_000);
});

/**
 * Phase mails while their workers die: the order-worker that turns a phase move into its mail and
 * the mailing worker that sends it are each SIGKILLed at random as staff move filings through
 * review, submission and approval. Every move the customer hears about still mails exactly once,
 * under the one Message-ID its timeline row gives it.
 */
describe('chaos: workers killed while phase mails are being sent', () => {
  const ORDERS = 12;
  const KILL_CHANCE = 0.35;
  const MAX_KILLS = 8;
  const rng = rngFor(3);
  let p: Pipeline;

  beforeAll(async () => {
    p = await Pipeline.start({ envOverrides: { MAILING_WORKER_CONCURRENCY: '1' } });
  }, 180_000);
  afterAll(() => p?.stop(), 180_000);

  it('mails each submitted and approved filing once, however many sends a kill interrupted', async () => {
    const orders = await placeOrders(p, 4, ORDERS / 4);
    await inBatches(orders, 6, async (o) => {
      await p.pay(o.intentId);
      await o.api.post('/api/order/confirm-payment', { orderId: o.orderId, paymentIntentId: o.intentId });
      await p.waitForStatus(o.orderId, 'in_progress');
    });
    const admin = await p.admin();
    let kills = 0;
    let restarting: Promise<void> = Promise.resolve();
    // Moves run side by side: a worker already being killed is not killed (and restarted) twice.
    const dying = new Set<ServiceProcess>();
    const kill = (name: (typeof WORKER_KINDS)[number]) => {
      const index = p.workers.findIndex((w) => w.name === name);
      const worker = p.workers[index]!;
      if (kills >= MAX_KILLS || !worker.running || dying.has(worker) || rng() >= KILL_CHANCE) return;
      dying.add(worker);
      kills++;
      void worker.stop('SIGKILL');
      const pause = Math.floor(rng() * 1000);
      restarting = restarting.then(async () => {
        await new Promise((r) => setTimeout(r, pause));
        p.workers[index] = await startWorker(name, p.env);
      });
    };
    p.smtp.onAccept = () => kill('mailing-worker');

    const move = async (orderId: string, body: Record<string, unknown>) => {
      const res = await admin.post(`/api/admin/orders/${orderId}/phase`, body);
      expect(res.status).toBe(200);
      kill('order-worker');
    };
    try {
      await inBatches(orders, 4, async (o) => {
        await move(o.orderId, { to: 'in_review' });
        await move(o.orderId, {
          to: 'submitted',
          agency: 'Texas Secretary of State',
          confirmationNumber: `TX-${o.orderNumber}`,
          submittedOn: '2026-11-20',
        });
        await move(o.orderId, { to: 'approved' });
      });
      await restarting;
      await waitUntil(
        async () =>
          (await queryOne<{ n: number }>(
            p.db.url,
            `SELECT count(*)::int AS n FROM mail_log WHERE order_id = ANY($1) AND status = 'sent' AND template = 'order-phase-changed'`,
            [orders.map((o) => o.orderId)],
          ))!.n ===
          orders.length * 2,
        240_000,
        'every submitted and approved mail to be sent',
      );
    } finally {
      p.smtp.onAccept = undefined;
      await restarting;
    }
    await p.waitForQuiet(60_000);

    const phaseEvents = await query<{ id: string; to_phase: string }>(
      p.db.url,
      `SELECT id::text, to_phase FROM order_phase_events WHERE order_id = ANY($1) AND to_phase IN ('submitted', 'approved')`,
      [orders.map((o) => o.orderId)],
    );
    expect(phaseEvents).toHaveLength(orders.length * 2);
    const copies = phaseEvents.map((e) => p.smtp.mails.filter((m) => m.messageId === `<phase-event-${e.id}@filebridge.mail>`).length);
    console.log(`chaos[phase mails] seed ${SEED}: orders ${orders.length}, kills ${kills}, phase mails ${copies.length}`);
    expect(copies.filter((n) => n !== 1)).toEqual([]);
  }, 420_000);
});

/**
 * Compliance reminders whose day comes while their workers die: the mailing worker that sends them
 * is SIGKILLed at random right after SMTP accepts one, and the order-worker that schedules them
 * while it schedules every account again. Every reminder still goes out exactly once, under one
 * Message-ID; a due date the customer marked done in the meantime sends nothing, and neither does
 * a reminder day the customer no longer has.
 */
describe('chaos: workers killed while compliance reminders are sent', () => {
  const CUSTOMERS = 8;
  const KILL_CHANCE = 0.35;
  const MAX_KILLS = 8;
  const rng = rngFor(4);
  let p: Pipeline;

  beforeAll(async () => {
    // The reports fall due next year: every reminder is put on the queue at payment, so the test can bring its day.
    p = await Pipeline.start({ envOverrides: { MAILING_WORKER_CONCURRENCY: '1', REMINDER_QUEUE_AHEAD_DAYS: '3650' } });
  }, 180_000);
  afterAll(() => p?.stop(), 180_000);

  it('sends each due reminder once, and none for a due date marked done or a day no longer chosen', async () => {
    const customers = await inBatches(Array.from({ length: CUSTOMERS }), 4, async () => {
      const c = await p.customer();
      const order = await p.createOrder(c.api, { state: 'Florida' });
      await p.pay(order.intentId);
      await c.api.post('/api/order/confirm-payment', { orderId: order.orderId, paymentIntentId: order.intentId });
      await p.waitForStatus(order.orderId, 'in_progress');
      return c;
    });
    const reminders = p.queues().get('reminders');
    const jobsOf = async (accountId: string) =>
      (await reminders.getJobs(['delayed'])).filter((j) => (j.data as ComplianceReminderPayload).accountId === accountId);
    await waitUntil(
      async () => (await Promise.all(customers.map(async (c) => (await jobsOf(c.id)).length >= 3))).every(Boolean),
      60_000,
      'every customer’s reminders to be scheduled',
    );

    // One customer files the report themselves; another keeps only the 30-day reminder.
    const [filedIt, fewerDays] = customers;
    const filed = (await jobsOf(filedIt!.id))[0]!.data as ComplianceReminderPayload;
    const [business] = (await filedIt!.api.get('/api/my/businesses')).body.data;
    const marked = await filedIt!.api.post('/api/my/compliance/done', {
      businessId: business.id,
      filingKey: filed.filingKey,
      dueDate: filed.dueDate,
      doneOn: new Date().toISOString().slice(0, 10),
    });
    expect(marked.status).toBe(200);
    expect((await fewerDays!.api.put('/api/my/compliance/reminders', { daysBefore: [30] })).status).toBe(200);

    const due = (await Promise.all(customers.map((c) => jobsOf(c.id)))).flat();
    const expected = due
      .map((j) => j.data as ComplianceReminderPayload)
      .filter((r) => r.accountId !== filedIt!.id && (r.accountId !== fewerDays!.id || r.daysBefore === 30))
      .map((r) => reminderMailKey(r.accountId, r.filingKey, r.dueDate, r.daysBefore));

    let kills = 0;
    let restarting: Promise<void> = Promise.resolve();
    const dying = new Set<ServiceProcess>();
    const kill = (name: (typeof WORKER_KINDS)[number]) => {
      const index = p.workers.findIndex((w) => w.name === name);
      const worker = p.workers[index]!;
      if (kills >= MAX_KILLS || !worker.running || dying.has(worker) || rng() >= KILL_CHANCE) return;
      dying.add(worker);
      kills++;
      void worker.stop('SIGKILL');
      const pause = Math.floor(rng() * 1000);
      restarting = restarting.then(async () => {
        await new Promise((r) => setTimeout(r, pause));
        p.workers[index] = await startWorker(name, p.env);
      });
    };
    p.smtp.onAccept = () => kill('mailing-worker');
    const sent = async () =>
      (await queryOne<{ n: number }>(
        p.db.url,
        `SELECT count(*)::int AS n FROM mail_log WHERE idempotency_key = ANY($1) AND status = 'sent'`,
        [expected],
      ))!.n;
    try {
      // The clock reaches every reminder's day at once, while the scheduler runs over every account again.
      await Promise.all(due.map((j) => j.promote()));
      for (let pass = 0; pass < 3; pass++) {
        await p.queues().add('compliance.schedule', {}, `compliance-schedule-chaos-${pass}-${SEED}`);
        kill('order-worker');
      }
      await restarting;
      await waitUntil(async () => (await sent()) === expected.length, 240_000, 'every due reminder to be sent');
    } finally {
      p.smtp.onAccept = undefined;
      await restarting;
    }
    await p.waitForQuiet(120_000);

    const reminderMails = p.smtp.mails.filter((m) => /^Due in \d+ days:/.test(m.subject ?? ''));
    const copies = new Map<string, number>();
    for (const m of reminderMails) copies.set(m.messageId ?? '', (copies.get(m.messageId ?? '') ?? 0) + 1);
    console.log(`chaos[reminders] seed ${SEED}: reminders ${expected.length}, kills ${kills}, mails ${reminderMails.length}`);
    expect([...copies.values()].filter((n) => n !== 1)).toEqual([]);
    expect(copies.size).toBe(expected.length);
    expect(p.smtp.to(filedIt!.email).filter((m) => /^Due in/.test(m.subject ?? ''))).toEqual([]);
    expect(
      p.smtp
        .to(fewerDays!.email)
        .map((m) => m.subject)
        .filter((s) => /^Due in/.test(s ?? '')),
    ).toEqual([expect.stringMatching(/^Due in 30 days:/)]);
    const stuck = await query(p.db.url, `SELECT 1 FROM mail_log WHERE template = 'compliance-reminder' AND status <> 'sent'`);
    expect(stuck).toEqual([]);
  }, 600_000);
});
