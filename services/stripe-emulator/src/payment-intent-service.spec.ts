import Stripe from 'stripe';
import { createStripeEmulator, type StripeEmulator } from './emulator';

describe('PaymentIntents and refunds through the real stripe SDK', () => {
  let emulator: StripeEmulator;
  let stripe: Stripe;
  let baseUrl: string;

  beforeAll(async () => {
    emulator = createStripeEmulator({ port: 0 });
    const { url, port } = await emulator.start();
    baseUrl = url;
    stripe = new Stripe('sk_test_emulator', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
  });
  afterAll(() => emulator.stop());
  beforeEach(() => emulator.reset());

  const createIntent = (extra: Stripe.PaymentIntentCreateParams = { amount: 4900, currency: 'usd' }) =>
    stripe.paymentIntents.create({ metadata: { orderId: 'o1' }, ...extra });

  async function expectCardError(promise: Promise<unknown>): Promise<Stripe.errors.StripeCardError> {
    const error = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    return error as Stripe.errors.StripeCardError;
  }

  it('creates, retrieves and confirms an intent with pm_card_visa', async () => {
    const created = await createIntent();
    expect(created).toMatchObject({
      object: 'payment_intent',
      amount: 4900,
      amount_received: 0,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: { orderId: 'o1' },
      latest_charge: null,
      last_payment_error: null,
      livemode: false,
    });
    expect(created.id).toMatch(/^pi_/);
    expect(created.client_secret).toMatch(new RegExp(`^${created.id}_secret_`));

    expect(await stripe.paymentIntents.retrieve(created.id)).toEqual(created);

    const confirmed = await stripe.paymentIntents.confirm(created.id, { payment_method: 'pm_card_visa' });
    expect(confirmed).toMatchObject({ status: 'succeeded', amount_received: 4900 });
    expect(confirmed.latest_charge).toMatch(/^ch_/);
    expect(confirmed.payment_method).toMatch(/^pm_/);
    expect(emulator.state.successfulCharges[created.id]).toBe(1);

    const expanded = await stripe.paymentIntents.retrieve(created.id, { expand: ['latest_charge'] });
    expect(expanded.latest_charge).toMatchObject({ object: 'charge', status: 'succeeded', amount: 4900, payment_intent: created.id });
  });

  it('creates and confirms in one call with confirm=true', async () => {
    const intent = await createIntent({ amount: 1500, currency: 'usd', payment_method: 'pm_card_mastercard', confirm: true });
    expect(intent.status).toBe('succeeded');
  });

  it.each([
    ['pm_card_chargeDeclined', 'card_declined', 'generic_decline', 'Your card was declined.'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
    [
      'pm_card_authenticationRequired',
      'authentication_required',
      'authentication_required',
      'This payment requires authentication, which the test emulator does not support.',
    ],
  ])('fails %s with StripeCardError %s/%s and leaves the intent retryable', async (paymentMethod, code, declineCode, message) => {
    const intent = await createIntent();
    const error = await expectCardError(stripe.paymentIntents.confirm(intent.id, { payment_method: paymentMethod }));
    expect(error).toMatchObject({ statusCode: 402, code, decline_code: declineCode, message });
    expect(error.payment_intent).toMatchObject({ id: intent.id, status: 'requires_payment_method' });

    const after = await stripe.paymentIntents.retrieve(intent.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error).toMatchObject({ type: 'card_error', code, decline_code: declineCode, message });
    expect(after.latest_charge).toMatch(/^ch_/);

    const retried = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    expect(retried).toMatchObject({ status: 'succeeded', last_payment_error: null });
    expect(emulator.state.successfulCharges[intent.id]).toBe(1);
  });

  it('replays the stored response for a repeated idempotency key', async () => {
    const params = { amount: 4900, currency: 'usd', metadata: { orderId: 'o1' } };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'pi-create:o1:1' });
    const again = await stripe.paymentIntents.create(params, { idempotencyKey: 'pi-create:o1:1' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(emulator.state.paymentIntents).toHaveLength(1);
  });

  it('replays a card error too, without charging again', async () => {
    const intent = await createIntent();
    const confirm = () =>
      stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' }, { idempotencyKey: 'confirm-1' });
    const first = await expectCardError(confirm());
    const second = await expectCardError(confirm());
    expect(second.charge).toBe(first.charge);
    expect(emulator.state.charges).toHaveLength(1);
  });

  it('refuses a reused idempotency key with different parameters', async () => {
    await stripe.paymentIntents.create({ amount: 4900, currency: 'usd' }, { idempotencyKey: 'k-mismatch' });
    const error = await stripe.paymentIntents
      .create({ amount: 5900, currency: 'usd' }, { idempotencyKey: 'k-mismatch' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect((error as Error).message).toMatch(
      /^Keys for idempotent requests can only be used with the same parameters they were first used with/,
    );
  });

  it('updates metadata and amount before payment, then only metadata', async () => {
    const intent = await createIntent();
    const updated = await stripe.paymentIntents.update(intent.id, { amount: 5900, metadata: { version: '2' } });
    expect(updated).toMatchObject({ amount: 5900, metadata: { orderId: 'o1', version: '2' } });
    await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
    const error = await stripe.paymentIntents.update(intent.id, { amount: 100 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((error as Stripe.errors.StripeError).code).toBe('payment_intent_unexpected_state');
    expect((await stripe.paymentIntents.update(intent.id, { metadata: { note: 'paid' } })).metadata).toEqual({
      orderId: 'o1',
      version: '2',
      note: 'paid',
    });
  });

  it('cancels an unpaid intent and refuses to confirm it afterwards', async () => {
    const intent = await createIntent();
    const canceled = await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'abandoned' });
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    const error = await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('refunds a paid intent partially, then fully, and refuses more', async () => {
    const intent = await createIntent({ amount: 4900, currency: 'usd', payment_method: 'pm_card_visa', confirm: true });
    const partial = await stripe.refunds.create({ payment_intent: intent.id, amount: 900 });
    expect(partial).toMatchObject({ object: 'refund', amount: 900, status: 'succeeded', payment_intent: intent.id });
    const rest = await stripe.refunds.create({ payment_intent: intent.id });
    expect(rest.amount).toBe(4000);
    const charge = await stripe.charges.retrieve(rest.charge as string);
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 4900 });
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it("creates a refund once for a key sent twice at once, and lists a charge's refunds", async () => {
    const intent = await createIntent({ amount: 4900, currency: 'usd', payment_method: 'pm_card_visa', confirm: true });
    const [a, b] = await Promise.all(
      [1, 2].map(() => stripe.refunds.create({ payment_intent: intent.id, amount: 1000 }, { idempotencyKey: 'refund-once' })),
    );
    expect(a!.id).toBe(b!.id);
    const listed = await stripe.refunds.list({ charge: a!.charge as string });
    expect(listed.data.map((r) => [r.id, r.amount, r.status])).toEqual([[a!.id, 1000, 'succeeded']]);
  });

  it('answers a refund the bank will fail as pending, then fails it and gives the charge its amount back', async () => {
    const intent = await createIntent({ amount: 4900, currency: 'usd', payment_method: 'pm_card_visa', confirm: true });
    emulator.failNextRefund(intent.id);
    const refund = await stripe.refunds.create({ payment_intent: intent.id });
    expect(refund.status).toBe('pending');
    let read = await stripe.refunds.retrieve(refund.id);
    while (read.status === 'pending') read = await stripe.refunds.retrieve(refund.id);
    expect(read).toMatchObject({ status: 'failed', failure_reason: 'expired_or_canceled_card' });
    expect(await stripe.charges.retrieve(refund.charge as string)).toMatchObject({ amount_refunded: 0, refunded: false });
    expect(emulator.state.events.map((e) => e.type)).toEqual(expect.arrayContaining(['refund.failed', 'charge.refund.updated']));
    // Only the next refund fails.
    expect((await stripe.refunds.create({ payment_intent: intent.id })).status).toBe('succeeded');
  });

  it('opens and closes a dispute the SDK reads back, with its events', async () => {
    const intent = await createIntent({ amount: 4900, currency: 'usd', payment_method: 'pm_card_visa', confirm: true });
    const opened = emulator.openDispute(intent.latest_charge as string, { reason: 'fraudulent' });
    expect(await stripe.disputes.retrieve(opened.id)).toMatchObject({ amount: 4900, status: 'needs_response', reason: 'fraudulent' });
    emulator.closeDispute(opened.id, 'won');
    expect(await stripe.disputes.retrieve(opened.id)).toMatchObject({ status: 'won' });
    expect(emulator.state.events.map((e) => e.type)).toEqual(expect.arrayContaining(['charge.dispute.created', 'charge.dispute.closed']));
    const hook = await fetch(`${baseUrl}/_emulator/disputes/${opened.id}/close`, {
      method: 'POST',
      body: JSON.stringify({ status: 'lost' }),
    });
    expect(hook.status).toBe(400);
  });

  it('refuses to refund an unpaid intent', async () => {
    const intent = await createIntent();
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toThrow('does not have a successful charge to refund');
  });

  it('answers Stripe-shaped errors for bad input and unknown ids', async () => {
    await expect(stripe.paymentIntents.create({ currency: 'usd' } as Stripe.PaymentIntentCreateParams)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'parameter_missing',
      param: 'amount',
    });
    await expect(stripe.paymentIntents.create({ amount: 10, currency: 'usd' })).rejects.toMatchObject({ code: 'amount_too_small' });
    await expect(stripe.paymentIntents.retrieve('pi_missing')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('requires a secret test key', async () => {
    const anonymous = await fetch(`${baseUrl}/v1/payment_intents`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { type: 'invalid_request_error' } });

    const live = new Stripe('sk_live_nope', { host: '127.0.0.1', port: Number(new URL(baseUrl).port), protocol: 'http' });
    await expect(live.paymentIntents.list()).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);

    const publishable = await fetch(`${baseUrl}/v1/payment_intents`, { method: 'POST', headers: { Authorization: 'Bearer pk_test_x' } });
    expect(publishable.status).toBe(401);
  });

  it('lists intents newest first', async () => {
    const first = await createIntent();
    const second = await createIntent();
    const list = await stripe.paymentIntents.list({ limit: 1 });
    expect(list.data.map((intent) => intent.id)).toEqual([second.id]);
    expect(list.has_more).toBe(true);
    const next = await stripe.paymentIntents.list({ limit: 1, starting_after: second.id });
    expect(next.data.map((intent) => intent.id)).toEqual([first.id]);
  });
});
