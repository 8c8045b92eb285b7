import Stripe from 'stripe';
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
    this.stripe = new Stripe('sk_test_filebridge_tests', { host: '127.0.0.1', port: stripePort, protocol: 'http', maxNetworkRetries: 2 });
    this.env = testEnv({
      DATABASE_URL: this.db.url,
      SMTP_URL: this.smtp.url,
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
    await Promise.all([this.bff, ...this.workers].filter(Boolean).map((s) => s.stop('SIGTERM')));
    await this.emulator?.stop();
    await this.smtp?.stop();
    if (this.env) await deleteKeys(this.env.REDIS_URL!, this.env.QUEUE_PREFIX!);
    await this.db?.drop();
  }

  api(): ApiClient {
    return new ApiClient(this.apiUrl);
  }

  async customer(): Promise<{ api: ApiClient; email: string; id: string }> {
    const api = this.api();
    const { user } = await api.signup();
    return { api, email: user.email, id: user.id };
  }

  async createOrder(api: ApiClient, overrides: Parameters<typeof orderPayload>[2] = {}) {
    const payload = await orderPayload(api, 'llc-formation', overrides);
    payload.customerInfo.email = (await api.get('/api/auth/me')).body.user.email;
    const res = await api.post('/api/order/create', payload);
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

  receiptsTo(email: string) {
    return this.smtp.to(email).filter((m) => /receipt/i.test(m.subject ?? ''));
  }
}
