import Stripe from 'stripe';
import { createStripeEmulator } from '@filebridge/stripe-emulator';
import {
  ApiClient,
  createTestDatabase,
  freePort,
  orderPayload,
  query,
  startApp,
  startBffProcess,
  testEnv,
  waitUntil,
} from '@filebridge/test-support';

interface LogLine {
  msg?: string;
  requestId?: string;
  method?: string;
  route?: string;
  status?: number;
  responseTime?: number;
}

const lines = (output: string): LogLine[] =>
  output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as LogLine);

describe('the request log (bff process)', () => {
  it('writes one line per call with its id, method, route pattern, status and time, and never a token, body or header', async () => {
    const db = await createTestDatabase();
    const port = await freePort();
    const bff = await startBffProcess(testEnv({ DATABASE_URL: db.url, PORT: String(port) }));
    try {
      const api = new ApiClient(`http://127.0.0.1:${port}`);
      const unsubscribe = await api.get('/api/newsletter/unsubscribe?token=Secret-unsubscribe-token-42', {
        headers: { 'x-request-id': 'trace-unsub-1' },
      });
      expect(unsubscribe.status).toBe(400);
      expect(unsubscribe.headers.get('x-request-id')).toBe('trace-unsub-1');
      await api.post('/api/auth/signup', {
        firstName: 'A',
        lastName: 'B',
        email: 'log-line@example.com',
        password: 'Secret-never-logged-7',
      });
      const unsafe = await api.get('/api/health', { headers: { 'x-request-id': 'no spaces <or> angle brackets' } });
      const given = unsafe.headers.get('x-request-id')!;
      expect(given).toMatch(/^[0-9a-f-]{36}$/);

      await waitUntil(() => lines(bff.output).some((l) => l.requestId === given), 10_000, 'the health call to be logged');
      const logged = lines(bff.output).filter((l) => l.msg === 'request');
      expect(logged.filter((l) => l.requestId === 'trace-unsub-1')).toEqual([
        expect.objectContaining({ method: 'GET', route: '/api/newsletter/unsubscribe', status: 400, responseTime: expect.any(Number) }),
      ]);
      expect(logged.find((l) => l.route === '/api/auth/signup')).toMatchObject({ method: 'POST', status: 201 });
      for (const secret of ['Secret-unsubscribe-token-42', 'Secret-never-logged-7', 'log-line@example.com', 'XSRF-TOKEN', 'fb_sid'])
        expect(bff.output).not.toContain(secret);
    } finally {
      await bff.stop();
      await db.drop();
    }
  });

  it("writes the call's request id into the events it causes as their correlation id", async () => {
    const db = await createTestDatabase();
    const emulator = createStripeEmulator({ port: 0 });
    const { url: stripeUrl, port } = await emulator.start();
    const stripe = new Stripe('sk_test_request_log', { host: '127.0.0.1', port, protocol: 'http', telemetry: false, maxNetworkRetries: 0 });
    const app = await startApp(testEnv({ DATABASE_URL: db.url, STRIPE_API_URL: stripeUrl }));
    try {
      const customer = new ApiClient(app.url);
      await customer.signup();
      const created = await customer.post('/api/order/create', await orderPayload(customer));
      expect(created.status).toBe(201);
      const paymentIntentId = String(created.body.clientSecret).split('_secret_')[0]!;
      await stripe.paymentIntents.confirm(paymentIntentId, { payment_method: 'pm_card_visa' });
      const confirmed = await customer.post(
        '/api/order/confirm-payment',
        { orderId: created.body.order._id, paymentIntentId },
        { headers: { 'x-request-id': 'checkout-7f3a' } },
      );
      expect(confirmed.status).toBe(200);
      const [row] = await query<{ payload: { correlationId: string } }>(
        db.url,
        `SELECT payload FROM outbox WHERE topic = 'mail.send' AND payload->>'template' = 'payment-receipt'`,
      );
      expect(row!.payload.correlationId).toBe('checkout-7f3a');
    } finally {
      await app.close();
      await emulator.stop();
      await db.drop();
    }
  });
});
