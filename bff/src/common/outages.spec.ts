import { randomUUID } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import Stripe from 'stripe';
import { ENDPOINTS, type EndpointDef } from '@filebridge/contracts';
import { createStripeEmulator, type StripeEmulator } from '@filebridge/stripe-emulator';
import {
  ApiClient,
  createTestDatabase,
  orderPayload,
  startApp,
  testEnv,
  testRedisUrl,
  validBodies,
  type RunningApp,
  type TestDatabase,
} from '@filebridge/test-support';

/**
 * A TCP relay in front of a dependency, so a test can take it down as an outage does while the
 * real server keeps running for the other suites: cut (every open connection closed, new ones
 * refused) or frozen (connections stay open and nothing answers, as a stopped process does).
 */
class Relay {
  private readonly sockets = new Set<Socket>();
  private down = false;
  private frozen = false;
  private server?: Server;
  port = 0;

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<this> {
    this.server = createServer((client) => {
      if (this.down) return client.destroy();
      this.track(client);
      if (this.frozen) return client.pause();
      const upstream = this.track(connect(this.targetPort, this.host));
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
    return this;
  }

  private track(socket: Socket): Socket {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    return socket;
  }

  cut(): void {
    this.down = true;
    for (const s of this.sockets) s.destroy();
  }

  freeze(): void {
    this.frozen = true;
    for (const s of this.sockets) s.pause();
  }

  /** Back up; connections that lived through a freeze are closed, as a restarted server's are. */
  restore(): void {
    if (this.frozen) for (const s of this.sockets) s.destroy();
    this.down = false;
    this.frozen = false;
  }

  async stop(): Promise<void> {
    this.cut();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

const viaRelay = (url: string, relay: Relay) => {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  u.port = String(relay.port);
  return u.href.replace(/\/$/, '');
};

type Name = keyof typeof ENDPOINTS;

/** How long a request may take with a dependency down: past the bff's own limits (a database query 15 s). */
const BOUND_MS = 30_000;

/**
 * Every route of the endpoint table, with PostgreSQL, Redis or Stripe down: each answers within a
 * bound (the request is aborted past it) with 503 and Retry-After, or with the answer it gives
 * without that dependency, and never 500.
 */
describe('every route with a dependency down', () => {
  let db: TestDatabase;
  let app: RunningApp;
  let emulator: StripeEmulator;
  let stripe: Stripe;
  const relays: Record<'database' | 'redis' | 'stripe', Relay> = {} as never;
  let customer: ApiClient;
  let admin: ApiClient;
  let order: { orderId: string; paymentIntentId: string };
  let payload: Awaited<ReturnType<typeof orderPayload>>;
  let service: { id: string; packages: { id: string }[] } & Record<string, any>;

  beforeAll(async () => {
    db = await createTestDatabase();
    emulator = createStripeEmulator({ port: 0 });
    const { url: stripeUrl, port: stripePort } = await emulator.start();
    stripe = new Stripe('sk_test_outages', { host: '127.0.0.1', port: stripePort, protocol: 'http', telemetry: false });
    const pg = new URL(db.url);
    const redis = new URL(testRedisUrl());
    relays.database = await new Relay(pg.hostname, Number(pg.port)).start();
    relays.redis = await new Relay(redis.hostname, Number(redis.port)).start();
    relays.stripe = await new Relay('127.0.0.1', Number(new URL(stripeUrl).port)).start();
    app = await startApp(
      testEnv({
        DATABASE_URL: viaRelay(db.url, relays.database),
        REDIS_URL: viaRelay(testRedisUrl(), relays.redis),
        STRIPE_API_URL: viaRelay(stripeUrl, relays.stripe),
      }),
    );
    customer = new ApiClient(app.url);
    await customer.signup();
    admin = new ApiClient(app.url);
    await admin.adminLogin();
    payload = await orderPayload(customer);
    const created = await customer.post('/api/order/create', payload);
    order = { orderId: created.body.order._id, paymentIntentId: String(created.body.clientSecret).split('_secret_')[0]! };
    service = (await customer.get('/api/services/slug/llc-formation')).body.data;
  }, 60_000);
  afterAll(async () => {
    await app.close();
    for (const r of Object.values(relays)) await r.stop();
    await emulator.stop();
    await db.drop();
  });

  /** A request each route would take as valid, as the client it belongs to sends it. */
  function requestFor(name: Name): {
    client: ApiClient;
    path: string;
    body?: unknown;
    opts?: { raw?: string; headers?: Record<string, string> };
  } {
    const e = ENDPOINTS[name] as EndpointDef;
    const client = e.audience === 'admin' ? admin : customer;
    const params: Record<string, string> = {
      slug: 'llc-formation',
      serviceId: service.id,
      id: name === 'adminUpdatePackage' ? service.packages[0]!.id : name === 'adminUpdateService' ? service.id : order.orderId,
      queue: 'orders',
      jobId: 'no-such-job',
    };
    const path = e.path.replace(/:(\w+)/g, (_, k: string) => params[k]!);
    const bodies: Partial<Record<Name, () => unknown>> = {
      signup: validBodies.signup,
      login: validBodies.login,
      adminLogin: validBodies.login,
      updateMe: validBodies.profile,
      orderCreate: () => payload,
      confirmPayment: () => validBodies.confirmPayment(order),
      subscribe: validBodies.newsletter,
      contact: validBodies.contact,
      apply: validBodies.application,
      adminTransition: validBodies.transition,
      adminUpdateService: () => validBodies.serviceEdit(service as never),
      adminUpdatePackage: () => validBodies.packageEdit(service as never),
    };
    if (name === 'stripeWebhook') return { client, path, opts: { raw: '{}', headers: { 'stripe-signature': 't=1,v1=00' } } };
    const query = name === 'quote' ? '?fleetSize=3' : name === 'unsubscribe' || name === 'complianceUnsubscribe' ? '?token=nope' : '';
    return { client, path: path + query, body: e.method === 'GET' ? undefined : (bodies[name]?.() ?? {}) };
  }

  // Logging out revokes the token the other calls use; it is one more write of the same kinds.
  const routes = (Object.keys(ENDPOINTS) as Name[]).filter((name) => name !== 'logout' && name !== 'adminLogout');

  async function sweep(): Promise<string[]> {
    const answers = await Promise.all(
      routes.map(async (name) => {
        const { client, path, body, opts } = requestFor(name);
        const method = (ENDPOINTS[name] as EndpointDef).method;
        const answer = await client
          .request(method, path, body, { ...opts, signal: AbortSignal.timeout(BOUND_MS) })
          .catch((err: Error) => ({ status: 0, headers: new Headers(), body: String(err) }));
        const ok = answer.status > 0 && answer.status < 500 ? true : answer.status === 503 && answer.headers.get('retry-after') !== null;
        return ok ? null : `${method} ${path} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
      }),
    );
    return answers.filter((a): a is string => a !== null);
  }

  it.each([
    ['database', 'cut'],
    ['redis', 'cut'],
    ['stripe', 'cut'],
    ['database', 'freeze'],
    ['redis', 'freeze'],
  ] as const)(
    'answers every route without a 500 while %s is down (%s)',
    async (dependency, how) => {
      relays[dependency][how]();
      try {
        expect(await sweep()).toEqual([]);
      } finally {
        relays[dependency].restore();
      }
    },
    300_000,
  );

  it('confirms a payment already applied while Stripe is down, and answers 503 for one it would have to ask about', async () => {
    // A customer of its own: the sweeps above leave the other one with all the unpaid orders it may hold.
    const buyer = new ApiClient(app.url);
    await buyer.signup();
    const order = await orderPayload(buyer);
    const place = async () => {
      const created = await buyer.post('/api/order/create', order, { headers: { 'idempotency-key': randomUUID() } });
      return { orderId: created.body.order._id as string, paymentIntentId: String(created.body.clientSecret).split('_secret_')[0]! };
    };
    const paid = await place();
    const unpaid = await place();
    await stripe.paymentIntents.confirm(paid.paymentIntentId, { payment_method: 'pm_card_visa' });
    await stripe.paymentIntents.confirm(unpaid.paymentIntentId, { payment_method: 'pm_card_visa' });
    expect((await buyer.post('/api/order/confirm-payment', paid)).status).toBe(200);

    relays.stripe.cut();
    try {
      const again = await buyer.post('/api/order/confirm-payment', paid);
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ success: true, status: 'in_progress' });
      const down = await buyer.post('/api/order/confirm-payment', unpaid);
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).not.toBeNull();
      expect(down.body).toMatchObject({ code: 'payment_provider_unavailable' });
    } finally {
      relays.stripe.restore();
    }
  }, 60_000);
});
