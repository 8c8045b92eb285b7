import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import {
  createTestDatabase,
  deleteKeys,
  freePort,
  query,
  queryOne,
  startWorker,
  testEnv,
  waitUntil,
  type ServiceProcess,
  type TestDatabase,
} from '@filebridge/test-support';

const SCHEDULED = ['compliance.schedule', 'intake.remind', 'orders.expire', 'outbox.sweep', 'payments.reconcile'];

/**
 * The maintenance jobs live in Redis as repeatable jobs. A Redis that comes back empty, or a wipe
 * of the queue keys, loses them: the order-worker must declare them again by itself, and its
 * readiness must not say ready while they are gone.
 */
describe('repeatable maintenance jobs come back after Redis loses them (real order-worker)', () => {
  let db: TestDatabase;
  const workers: ServiceProcess[] = [];
  const queues: Queue[] = [];
  const prefixes: { url: string; prefix: string }[] = [];
  const databases: TestDatabase[] = [];
  beforeAll(async () => databases.push((db = await createTestDatabase())), 60_000);
  afterAll(async () => {
    await Promise.all(queues.map((q) => q.close()));
    await Promise.all(workers.map((w) => w.stop()));
    for (const { url, prefix } of prefixes) await deleteKeys(url, prefix);
    await Promise.all(databases.map((d) => d.drop()));
  }, 30_000);

  async function orderWorker(checkEveryMs: number, database = db) {
    const env = testEnv({
      DATABASE_URL: database.url,
      WORKER_HEALTH_PORT: String(await freePort()),
      SCHEDULER_CHECK_MS: String(checkEveryMs),
    });
    prefixes.push({ url: env.REDIS_URL!, prefix: env.QUEUE_PREFIX! });
    const w = await startWorker('order-worker', env);
    workers.push(w);
    await w.waitForLog('health endpoint listening');
    const maintenance = new Queue('maintenance', { connection: { url: env.REDIS_URL }, prefix: env.QUEUE_PREFIX });
    queues.push(maintenance);
    const schedulers = async () => (await maintenance.getJobSchedulers()).map((s) => s.key).sort();
    const ready = async () => {
      const res = await fetch(`http://127.0.0.1:${env.WORKER_HEALTH_PORT}/health/ready`);
      return { status: res.status, body: (await res.json()) as { checks: Record<string, { status: string; error?: string }> } };
    };
    await waitUntil(async () => (await schedulers()).length === SCHEDULED.length, 20_000, 'the schedulers to be declared');
    return { env, schedulers, ready, wipe: () => deleteKeys(env.REDIS_URL!, env.QUEUE_PREFIX!), maintenance };
  }

  it('declares them again on its own after a wipe, without a restart, queues their jobs and republishes the events whose jobs were lost', async () => {
    const w = await orderWorker(500);
    expect(await w.schedulers()).toEqual(SCHEDULED);
    // A mail delivered to the queue a minute ago, whose job the wipe takes away before any worker ran it.
    const { id } = await queryOne<{ id: string }>(
      db.url,
      `INSERT INTO outbox (topic, payload, job_id, published_at)
       VALUES ('mail.send', $1, 'mail.send/test-wiped', now() - interval '1 minute') RETURNING id`,
      [JSON.stringify({ idempotencyKey: 'test-wiped', template: 'newsletter-welcome', to: 'a@example.com', data: {} })],
    );
    const mail = new Queue('mail', { connection: { url: w.env.REDIS_URL }, prefix: w.env.QUEUE_PREFIX });
    queues.push(mail);
    await w.wipe();
    await waitUntil(async () => (await w.schedulers()).length === SCHEDULED.length, 20_000, 'the schedulers to come back');
    expect(await w.schedulers()).toEqual(SCHEDULED);
    await waitUntil(
      async () => {
        const counts = await w.maintenance.getJobCounts('delayed', 'waiting', 'active', 'completed');
        return Object.values(counts).reduce((a, b) => a + b, 0) >= SCHEDULED.length;
      },
      20_000,
      'a job of every scheduler to be queued',
    );
    await waitUntil(async () => (await mail.getJobCounts('waiting')).waiting === 1, 20_000, 'the lost mail job to be queued again');
    const [row] = await query<{ republished: boolean }>(
      db.url,
      `SELECT published_at > now() - interval '30 seconds' AS republished FROM outbox WHERE id = $1`,
      [id],
    );
    expect(row).toEqual({ republished: true });
    expect((await w.ready()).status).toBe(200);
  });

  it('republishes an event whose job lost its place in the queue but kept its data, as a wipe key by key can leave it', async () => {
    // Its own database: another test's worker relays what it finds in the outbox to its own queues.
    const own = await createTestDatabase();
    databases.push(own);
    // Checked hourly: the readiness probe starts the repair once the job is left so.
    const w = await orderWorker(60 * 60_000, own);
    const jobId = 'mail.send/test-outlived';
    await query(
      own.url,
      `INSERT INTO outbox (topic, payload, job_id, published_at) VALUES ('mail.send', $1, $2, now() - interval '1 minute')`,
      [JSON.stringify({ idempotencyKey: 'test-outlived', template: 'newsletter-welcome', to: 'a@example.com', data: {} }), jobId],
    );
    const mail = new Queue('mail', { connection: { url: w.env.REDIS_URL }, prefix: w.env.QUEUE_PREFIX });
    queues.push(mail);
    await w.wipe();
    // The job's data, in no state: an add under its id would be a no-op.
    await mail.add('mail.send', {}, { jobId, delay: 3_600_000 });
    const redis = new IORedis(w.env.REDIS_URL!, { maxRetriesPerRequest: 1 });
    await redis.zrem(mail.keys.delayed!, jobId).finally(() => redis.disconnect());
    expect(await mail.getJobState(jobId)).toBe('unknown');
    expect((await w.ready()).status).toBe(503);
    await waitUntil(async () => (await mail.getJobState(jobId)) === 'waiting', 20_000, 'the lost mail job to be queued again');
  });

  it('is not ready while a scheduler is missing, names it, and is ready again once it is back', async () => {
    // Checked hourly, so only the readiness probe can notice the wipe in this test.
    const w = await orderWorker(60 * 60_000);
    expect((await w.ready()).status).toBe(200);
    await w.wipe();
    const notReady = await w.ready();
    expect(notReady.status).toBe(503);
    expect(notReady.body.checks.schedulers).toMatchObject({ status: 'down', error: expect.stringContaining('payments.reconcile') });
    await waitUntil(async () => (await w.ready()).status === 200, 20_000, 'readiness to come back');
    expect(await w.schedulers()).toEqual(SCHEDULED);
  });
});
