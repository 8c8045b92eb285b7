import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { createStripeEmulator, type StripeEmulator } from './emulator';
import { signWebhookPayload } from './webhook-signature';

const SECRET = 'whsec_test_emulator';

interface Received {
  raw: string;
  signature: string;
}

/** A webhook endpoint that records what it gets and answers with queued status codes (then 200). */
class Receiver {
  readonly received: Received[] = [];
  readonly statuses: number[] = [];
  /** While set, requests are recorded but answered only once it resolves. */
  private held: Promise<void> | undefined;
  private release: () => void = () => undefined;
  private readonly server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      this.received.push({ raw: Buffer.concat(chunks).toString('utf8'), signature: String(req.headers['stripe-signature']) });
      void (this.held ?? Promise.resolve()).then(() => res.writeHead(this.statuses.shift() ?? 200).end());
    });
  });

  hold(): void {
    this.held = new Promise((resolve) => (this.release = resolve));
  }

  answer(): void {
    this.held = undefined;
    this.release();
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/webhooks/stripe`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  events(stripe: Stripe): Stripe.Event[] {
    return this.received.map(({ raw, signature }) => stripe.webhooks.constructEvent(raw, signature, SECRET));
  }
}

async function waitFor(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('webhooks', () => {
  let receiver: Receiver;
  let emulator: StripeEmulator;
  let stripe: Stripe;
  let emulatorUrl: string;
  let receiverUrl: string;

  beforeEach(async () => {
    receiver = new Receiver();
    receiverUrl = await receiver.start();
    emulator = createStripeEmulator({
      port: 0,
      webhookUrl: receiverUrl,
      webhookSecret: SECRET,
      webhookRetryDelaysMs: [20, 40, 80],
    });
    const { url, port } = await emulator.start();
    emulatorUrl = url;
    stripe = new Stripe('sk_test_emulator', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
  });
  afterEach(async () => {
    await emulator.stop();
    await receiver.stop();
  });

  const payIntent = () =>
    stripe.paymentIntents.create({
      amount: 4900,
      currency: 'usd',
      metadata: { orderId: 'o1' },
      payment_method: 'pm_card_visa',
      confirm: true,
    });

  it('signs payment_intent.succeeded so stripe.webhooks.constructEvent accepts it', async () => {
    const intent = await payIntent();
    await waitFor(() => receiver.received.length === 1);
    const [event] = receiver.events(stripe);
    expect(event).toMatchObject({
      object: 'event',
      type: 'payment_intent.succeeded',
      livemode: false,
      data: { object: { id: intent.id, status: 'succeeded', metadata: { orderId: 'o1' } } },
    });
    expect(event?.id).toMatch(/^evt_/);
    await waitFor(() => emulator.state.deliveries[0]?.status === 'delivered');
    expect(emulator.state.deliveries).toEqual([expect.objectContaining({ eventId: event?.id, status: 'delivered', attempts: 1 })]);
    expect(await stripe.events.retrieve(event?.id ?? '')).toMatchObject({ type: 'payment_intent.succeeded' });
  });

  it('uses exactly the signature scheme Stripe documents', () => {
    const header = signWebhookPayload('{"id":"evt_1"}', SECRET, 1_700_000_000);
    expect(header).toBe(stripe.webhooks.generateTestHeaderString({ payload: '{"id":"evt_1"}', secret: SECRET, timestamp: 1_700_000_000 }));
  });

  it('reports declines and refunds', async () => {
    const declined = await stripe.paymentIntents.create({ amount: 4900, currency: 'usd' });
    await stripe.paymentIntents.confirm(declined.id, { payment_method: 'pm_card_chargeDeclined' }).catch(() => undefined);
    const paid = await payIntent();
    await stripe.refunds.create({ payment_intent: paid.id });
    await waitFor(() => receiver.received.length === 3);
    const events = receiver.events(stripe);
    expect(events.map((event) => event.type).sort()).toEqual([
      'charge.refunded',
      'payment_intent.payment_failed',
      'payment_intent.succeeded',
    ]);
    const failed = events.find((event) => event.type === 'payment_intent.payment_failed');
    expect(failed?.data.object).toMatchObject({ id: declined.id, last_payment_error: { decline_code: 'generic_decline' } });
    const refunded = events.find((event) => event.type === 'charge.refunded');
    expect(refunded?.data.object).toMatchObject({ object: 'charge', payment_intent: paid.id, refunded: true });
  });

  it('retries after the receiver fails, with the same event id', async () => {
    receiver.statuses.push(500);
    await payIntent();
    await waitFor(() => receiver.received.length === 2);
    const [first, second] = receiver.events(stripe);
    expect(second?.id).toBe(first?.id);
    await waitFor(() => emulator.state.deliveries[0]?.status === 'delivered');
    expect(emulator.state.deliveries[0]).toMatchObject({ attempts: 2, lastStatusCode: 200 });
  });

  it('gives up after the configured attempts', async () => {
    receiver.statuses.push(500, 502, 503, 504);
    await payIntent();
    await waitFor(() => emulator.state.deliveries[0]?.status === 'failed');
    expect(receiver.received).toHaveLength(4);
  });

  it('retries connection errors, then gives up', async () => {
    emulator.setWebhookUrl('http://127.0.0.1:1/unreachable');
    await payIntent();
    await waitFor(() => emulator.state.deliveries[0]?.status === 'failed');
    expect(emulator.state.deliveries[0]).toMatchObject({ attempts: 4, lastStatusCode: null, lastError: expect.any(String) });
  });

  it('duplicates deliveries under chaos, with identical event ids', async () => {
    emulator.setChaos({ duplicate: 2 });
    await payIntent();
    await waitFor(() => receiver.received.length === 3);
    const ids = receiver.events(stripe).map((event) => event.id);
    expect(new Set(ids).size).toBe(1);
  });

  it('reorders a burst of events under chaos', async () => {
    // One successful payment raises charge.succeeded and payment_intent.succeeded in the same call,
    // so both fall in one reorder window however slowly the test runs.
    const burst = createStripeEmulator({
      port: 0,
      webhookUrl: receiverUrl,
      webhookSecret: SECRET,
      webhookEvents: ['charge.succeeded', 'payment_intent.succeeded'],
    });
    const { url, port } = await burst.start();
    try {
      const chaos = await fetch(`${url}/_emulator/chaos`, {
        method: 'POST',
        body: JSON.stringify({ reorder: true, reorderWindowMs: 300 }),
      });
      expect(chaos.status).toBe(200);
      await new Stripe('sk_test_emulator', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 }).paymentIntents.create({
        amount: 4900,
        currency: 'usd',
        payment_method: 'pm_card_visa',
        confirm: true,
      });
      await waitFor(() => burst.state.deliveries.length === 2 && burst.state.deliveries.every((d) => d.status === 'delivered'));
      // Deliveries are listed in the order they were sent; the two requests may reach the receiver in either order.
      expect(burst.state.deliveries.map((d) => d.type)).toEqual(['payment_intent.succeeded', 'charge.succeeded']);
      expect(receiver.events(stripe).map((event) => event.type)).toEqual(
        expect.arrayContaining(['charge.succeeded', 'payment_intent.succeeded']),
      );
    } finally {
      await burst.stop();
    }
  });

  it('answers the API before a slow delivery finishes', async () => {
    emulator.setChaos({ delayMs: [300, 300] });
    // The receiver does not answer until told to, so the delivery cannot finish before the API call returns.
    receiver.hold();
    await payIntent();
    expect(emulator.state.deliveries).toEqual([expect.objectContaining({ status: 'pending' })]);
    receiver.answer();
    await waitFor(() => emulator.state.deliveries[0]?.status === 'delivered');
    expect(receiver.received).toHaveLength(1);
  });

  it('is retargeted and reconfigured over HTTP', async () => {
    const post = (path: string, body: unknown) => fetch(`${emulatorUrl}${path}`, { method: 'POST', body: JSON.stringify(body) });
    const target = emulator.state.webhook.url;
    expect((await post('/_emulator/webhook', { url: null })).status).toBe(200);
    await payIntent();
    expect(emulator.state.deliveries).toHaveLength(0);
    await post('/_emulator/webhook', { url: target, secret: SECRET });
    await payIntent();
    await waitFor(() => receiver.received.length === 1);
    expect((await post('/_emulator/chaos', { duplicate: 'lots' })).status).toBe(400);
  });

  it('exposes counters over HTTP and resets them', async () => {
    const intent = await payIntent();
    await waitFor(() => receiver.received.length === 1);
    const state = (await (await fetch(`${emulatorUrl}/_emulator/state`)).json()) as {
      successfulCharges: Record<string, number>;
      deliveries: unknown[];
    };
    expect(state.successfulCharges).toEqual({ [intent.id]: 1 });
    expect(state.deliveries).toHaveLength(1);
    await fetch(`${emulatorUrl}/_emulator/reset`, { method: 'POST' });
    expect(emulator.state).toMatchObject({ paymentIntents: [], deliveries: [], events: [] });
  });
});
