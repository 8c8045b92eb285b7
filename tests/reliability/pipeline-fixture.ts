import { randomUUID } from 'node:crypto';
import IORedis from 'ioredis';
import Stripe from 'stripe';
import { ALL_QUEUES, QUEUES, TOPIC_QUEUE, type JobName } from '@filebridge/contracts';
import { QueueRegistry } from '@filebridge/platform';
import { createStripeEmulator, type StripeEmulator } from '@filebridge/stripe-emulator';
import {
  ApiClient,
  createTestDatabase,
  deleteKeys,
  freePort,
  orderPayload,
  query,
  ServiceProcess,
  SmtpPeer,
  startBffProcess,
  startWorker,
  testEnv,
  waitUntil,
  type TestDatabase,
} from '@filebridge/test-support';

export const WEBHOOK_SECRET = 'whsec_filebridge_tests';

/** The queues fed by the outbox and the webhooks; the maintenance queue always holds its scheduled jobs. */
const EVENT_QUEUES = ALL_QUEUES.filter((name) => name !== QUEUES.maintenance);
/** Reminders wait weeks for their day: only a reminder that is due or running keeps the pipeline busy. */
const busyStates = (name: string) =>
  name === QUEUES.reminders
    ? (['waiting', 'active', 'prioritized'] as const)
    : (['waiting', 'active', 'delayed', 'prioritized', 'waiting-children'] as const);

/**
 * The order pipeline as real processes: bff, order-worker, payment-webhook-worker and
 * mailing-worker against a fresh database, the shared test Redis (own key prefix), a real SMTP
 * peer and the Stripe emulator, which the unchanged SDK talks to.
 */
export class Pipeline {
  db!: TestDatabase;
  smtp!: SmtpPeer;
  emulator!: StripeEmulator;
  stripe!: Stripe;
  env!: Record<string, string>;
  bff!: ServiceProcess;
  workers: ServiceProcess[] = [];
  apiUrl = '';
  private redis?: IORedis;
  private registry?: QueueRegistry;

  static async start(opts: { redisUrl?: string; envOverrides?: Record<string, string> } = {}): Promise<Pipeline> {
    const p = new Pipeline();
    try {
      await p.boot(opts);
    } catch (err) {
      await p.stop();
      throw err;
    }
    return p;
  }

  private async boot(opts: { redisUrl?: string; envOverrides?: Record<string, string> }): Promise<void> {
    this.db = await createTestDatabase();
    this.smtp = await SmtpPeer.start();
    const bffPort = await freePort();
    this.apiUrl = `http://127.0.0.1:${bffPort}`;
    this.emulator = createStripeEmulator({
      port: 0,
      webhookUrl: `${this.apiUrl}/api/webhooks/stripe`,
      webhookSecret: WEBHOOK_SECRET,
      webhookRetryDelaysMs: [200, 500, 1000, 2000, 3000, 5000, 8000, 13000],
    });
    const { url: stripeUrl, port: stripePort } = await this.emulator.start();
    this.stripe = new Stripe('sk_test_filebridge_tests', {
      host: '127.0.0.1',
      port: stripePort,
      protocol: 'http',
      maxNetworkRetries: 2,
      telemetry: false,
    });
    this.env = testEnv({
      DATABASE_URL: this.db.url,
      SMTP_URL: this.smtp.url,
      MAIL_SERVER_API_URL: this.smtp.apiUrl,
      STRIPE_API_URL: stripeUrl,
      PORT: String(bffPort),
      RECONCILE_AFTER_MS: '2000',
      WORKER_LOCK_DURATION_MS: '2000',
      ...(opts.redisUrl ? { REDIS_URL: opts.redisUrl } : {}),
      ...opts.envOverrides,
    });
    this.bff = await startBffProcess(this.env);
    for (const w of ['order-worker', 'payment-webhook-worker', 'mailing-worker'] as const)
      this.workers.push(await startWorker(w, this.env));
  }

  /** Safe after a partial start: stops whatever did come up. */
  async stop(): Promise<void> {
    await this.registry?.close();
    this.redis?.disconnect();
    await Promise.all([this.bff, ...this.workers].filter(Boolean).map((s) => s.stop('SIGTERM')));
    await this.emulator?.stop();
    await this.smtp?.stop();
    if (this.env) await deleteKeys(this.env.REDIS_URL!, this.env.QUEUE_PREFIX!);
    await this.db?.drop();
  }

  api(): ApiClient {
    return new ApiClient(this.apiUrl);
  }

  /** The queues of this pipeline, as a producer sees them. */
  queues(): QueueRegistry {
    if (!this.registry) this.registry = new QueueRegistry(this.redisClient(), this.env.QUEUE_PREFIX);
    return this.registry;
  }

  /** The pipeline's Redis, for a test that changes what the queues hold behind BullMQ's back. */
  redisClient(): IORedis {
    this.redis ??= new IORedis(this.env.REDIS_URL!, { maxRetriesPerRequest: 1 });
    return this.redis;
  }

  /** Runs one maintenance pass now, as the scheduler would, and resolves once the worker finished it. */
  async runJob(job: Extract<JobName, 'payments.reconcile' | 'orders.expire' | 'outbox.sweep' | 'compliance.schedule'>): Promise<void> {
    const added = await this.queues().add(job, {}, `${job.replace('.', '-')}-now-${randomUUID()}`);
    const queue = this.queues().get(TOPIC_QUEUE[job]);
    let state = '';
    await waitUntil(
      async () => {
        // Attempts before state: a job that finishes between the two reads is then seen completed,
        // not as an active job with an attempt behind it, i.e. one that failed and is retrying.
        const attempts = (await queue.getJob(added.id!))?.attemptsMade ?? 0;
        state = await added.getState();
        return state === 'completed' || state === 'failed' || attempts > 0;
      },
      120_000,
      `${job} to run`,
    );
    const done = (await queue.getJob(added.id!))!;
    if (state !== 'completed') throw new Error(`${job} failed: ${done.failedReason}`);
  }

  /** An administrator's API client, signed in. */
  async admin(): Promise<ApiClient> {
    const admin = this.api();
    await admin.adminLogin();
    return admin;
  }

  /** Posts an event to the bff's webhook endpoint signed with the webhook secret, as Stripe (or a holder of the secret) would. */
  async postEvent(event: { id: string }): Promise<void> {
    const payload = JSON.stringify(event);
    const res = await fetch(`${this.apiUrl}/api/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': this.stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      body: payload,
    });
    if (res.status !== 200) throw new Error(`webhook ${event.id}: ${res.status} ${await res.text()}`);
  }

  /** Resolves once the payment-webhook-worker has applied (or deliberately ignored) the stored event. */
  async waitForEventApplied(eventId: string, timeoutMs = 30_000): Promise<void> {
    await waitUntil(
      async () =>
        (await query(this.db.url, `SELECT 1 FROM stripe_events WHERE event_id = $1 AND processed_at IS NOT NULL`, [eventId])).length === 1,
      timeoutMs,
      `Stripe event ${eventId} to be applied`,
    );
  }

  /** Resolves once every stored event about this Stripe object of the given type has been applied. */
  async waitForEventsAbout(objectId: string, type: string, timeoutMs = 30_000): Promise<void> {
    await waitUntil(
      async () => {
        const rows = await query<{ processed: boolean }>(
          this.db.url,
          `SELECT processed_at IS NOT NULL AS processed FROM stripe_events WHERE type = $1 AND payload->'data'->'object'->>'id' = $2`,
          [type, objectId],
        );
        return rows.length > 0 && rows.every((r) => r.processed);
      },
      timeoutMs,
      `${type} for ${objectId} to be applied`,
    );
  }

  /** Runs `fn` with the emulator's webhook deliveries switched off, as when Stripe cannot reach us. */
  async withoutWebhooks<T>(fn: () => Promise<T>): Promise<T> {
    this.emulator.setWebhookUrl(undefined);
    try {
      return await fn();
    } finally {
      this.emulator.setWebhookUrl(`${this.apiUrl}/api/webhooks/stripe`, WEBHOOK_SECRET);
    }
  }

  async customer(): Promise<{ api: ApiClient; email: string; id: string }> {
    const api = this.api();
    const { user } = await api.signup();
    return { api, email: user.email, id: user.id };
  }

  async createOrder(api: ApiClient, overrides: Parameters<typeof orderPayload>[2] = {}) {
    const payload = await orderPayload(api, 'llc-formation', overrides);
    payload.customerInfo.email = (await api.get('/api/auth/me')).body.user.email;
    // Each call is a checkout attempt of its own, with its own key, as the checkout sends.
    const res = await api.post('/api/order/create', payload, { headers: { 'idempotency-key': randomUUID() } });
    if (res.status !== 201) throw new Error(`order create failed: ${res.status} ${JSON.stringify(res.body)}`);
    const intentId = String(res.body.clientSecret).split('_secret_')[0]!;
    return {
      orderId: res.body.order._id as string,
      orderNumber: res.body.order.orderNumber as string,
      clientSecret: res.body.clientSecret as string,
      intentId,
      email: payload.customerInfo.email,
    };
  }

  /** What the browser's confirmCardPayment does, done with the SDK. */
  pay(intentId: string, paymentMethod = 'pm_card_visa') {
    return this.stripe.paymentIntents.confirm(intentId, { payment_method: paymentMethod });
  }

  async status(orderId: string): Promise<string> {
    const [row] = await query<{ status: string }>(this.db.url, `SELECT status FROM orders WHERE id = $1`, [orderId]);
    return row!.status;
  }

  async waitForStatus(orderId: string, status: string, timeoutMs = 30_000): Promise<void> {
    await waitUntil(async () => (await this.status(orderId)) === status, timeoutMs, `order ${orderId} to be ${status}`);
  }

  transitions(orderId: string) {
    return query<{ from_status: string | null; to_status: string; source: string }>(
      this.db.url,
      `SELECT from_status, to_status, source FROM order_events WHERE order_id = $1 ORDER BY id`,
      [orderId],
    );
  }

  /** The mails an address got about its orders: all of them but the one verifying the address of its new account. */
  orderMailsTo(email: string) {
    return this.smtp.to(email).filter((m) => !/^Verify your email for /.test(m.subject ?? ''));
  }

  receiptsTo(email: string) {
    return this.smtp.to(email).filter((m) => /receipt/i.test(m.subject ?? ''));
  }

  /** The status mails a customer received for one order, by the status they announce. */
  statusMailsTo(email: string, orderNumber: string, label: string) {
    return this.smtp.to(email).filter((m) => m.subject === `Your order ${orderNumber} is now: ${label}`);
  }

  /** Resolves once the mail with this idempotency key is recorded as sent. */
  async waitForMailSent(key: string, timeoutMs = 30_000): Promise<void> {
    await waitUntil(
      async () => (await query(this.db.url, `SELECT 1 FROM mail_log WHERE idempotency_key = $1 AND status = 'sent'`, [key])).length === 1,
      timeoutMs,
      `mail ${key} to be sent`,
    );
  }

  /**
   * Resolves once nothing more can happen without new input: every outbox row published, every
   * stored Stripe event applied, and no job waiting, running or due for a retry in the event
   * queues, seen twice in a row. Checking that something did not happen (a second mail, a second
   * transition) means something only from here.
   */
  async waitForQuiet(timeoutMs = 30_000): Promise<void> {
    const connection = new IORedis(this.env.REDIS_URL!, { maxRetriesPerRequest: 1 });
    const queues = new QueueRegistry(connection, this.env.QUEUE_PREFIX);
    let quietInARow = 0;
    try {
      await waitUntil(
        async () => {
          quietInARow = (await this.isQuiet(queues)) ? quietInARow + 1 : 0;
          return quietInARow >= 2;
        },
        timeoutMs,
        'the pipeline to go quiet',
      );
    } finally {
      await queues.close();
      connection.disconnect();
    }
  }

  /** Queues, then the database, then the queues again: a job that wrote an outbox row and finished in between shows in one of them. */
  private async isQuiet(queues: QueueRegistry): Promise<boolean> {
    const queuesIdle = async () => {
      for (const name of EVENT_QUEUES) {
        const counts = await queues.get(name).getJobCounts(...busyStates(name));
        if (Object.values(counts).some((n) => n > 0)) return false;
      }
      return true;
    };
    if (!(await queuesIdle())) return false;
    const [pending] = await query<{ n: number }>(
      this.db.url,
      `SELECT (SELECT count(*) FROM outbox WHERE published_at IS NULL) + (SELECT count(*) FROM stripe_events WHERE processed_at IS NULL) AS n`,
    );
    return Number(pending!.n) === 0 && (await queuesIdle());
  }
}
