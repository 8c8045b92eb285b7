import { runInNewContext } from 'node:vm';
import Stripe from 'stripe';
import { createStripeEmulator, type StripeEmulator } from './emulator';

type Result = {
  paymentIntent?: { id: string; status: string };
  error?: { type: string; code?: string; decline_code?: string; message: string; payment_intent?: { status: string } };
};
interface StripeJsInstance {
  elements: (options?: object) => {
    create: (type: string) => unknown;
    getElement: (type: unknown) => unknown;
    update: (o: object) => void;
  };
  createToken: () => Promise<Result>;
  createPaymentMethod: () => Promise<Result>;
  confirmCardPayment: (clientSecret: string, data?: object) => Promise<Result>;
  retrievePaymentIntent: (clientSecret: string) => Promise<Result>;
}
type StripeJsFactory = ((key: string) => StripeJsInstance) & { version: string };

describe('browser side: Stripe.js stand-in and publishable-key confirm', () => {
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

  const newIntent = () => stripe.paymentIntents.create({ amount: 4900, currency: 'usd', metadata: { orderId: 'o1' } });

  /** What the stand-in posts for a card typed into its form. */
  function confirmAsBrowser(id: string, clientSecret: string, cardNumber: string, key = 'pk_test_emulator') {
    const body = new URLSearchParams({
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': cardNumber,
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 3),
      'payment_method_data[card][cvc]': '123',
      'payment_method_data[billing_details][name]': 'Jane Doe',
      'payment_method_data[billing_details][address][postal_code]': '94107',
      'payment_method_data[billing_details][address][country]': 'US',
    });
    return fetch(`${baseUrl}/v1/payment_intents/${id}/confirm`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost:5173' },
      body,
    });
  }

  it('serves a script that defines window.Stripe, to any origin', async () => {
    const response = await fetch(`${baseUrl}/js/stripe.js`);
    expect(response.headers.get('content-type')).toContain('application/javascript');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toContain('window.Stripe = Stripe');
  });

  it('answers CORS preflights for the confirm endpoint', async () => {
    const response = await fetch(`${baseUrl}/v1/payment_intents/pi_x/confirm`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toContain('Authorization');
  });

  it('confirms test card 4242… with a publishable key and the client secret', async () => {
    const intent = await newIntent();
    const response = await confirmAsBrowser(intent.id, intent.client_secret ?? '', '4242424242424242');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: intent.id, status: 'succeeded' });
    const charge = await stripe.charges.retrieve((await stripe.paymentIntents.retrieve(intent.id)).latest_charge as string);
    expect(charge.billing_details).toMatchObject({ name: 'Jane Doe', address: { postal_code: '94107' } });
  });

  it.each([
    ['4000000000000002', 'card_declined', 'Your card was declined.'],
    ['4000000000009995', 'card_declined', 'Your card has insufficient funds.'],
    ['4000002500003155', 'authentication_required', 'This payment requires authentication, which the test emulator does not support.'],
  ])('fails test card %s with a 402 %s', async (number, code, message) => {
    const intent = await newIntent();
    const response = await confirmAsBrowser(intent.id, intent.client_secret ?? '', number);
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({
      error: { type: 'card_error', code, message, payment_intent: { id: intent.id, status: 'requires_payment_method' } },
    });
    expect((await stripe.paymentIntents.retrieve(intent.id)).last_payment_error?.message).toBe(message);
  });

  it('rejects a wrong client secret, a live card number and a publishable key elsewhere', async () => {
    const intent = await newIntent();
    expect((await confirmAsBrowser(intent.id, `${intent.id}_secret_wrong`, '4242424242424242')).status).toBe(400);
    const live = await confirmAsBrowser(intent.id, intent.client_secret ?? '', '4012888888881881');
    expect(await live.json()).toMatchObject({ error: { decline_code: 'test_mode_live_card' } });
    const invalid = await confirmAsBrowser(intent.id, intent.client_secret ?? '', '4242424242424241');
    expect(await invalid.json()).toMatchObject({ error: { code: 'incorrect_number' } });
    expect((await confirmAsBrowser(intent.id, intent.client_secret ?? '', '4242424242424242', 'sk_live_x')).status).toBe(401);
  });

  describe('the script itself', () => {
    let StripeJs: StripeJsFactory;

    beforeAll(async () => {
      const source = await (await fetch(`${baseUrl}/js/stripe.js`)).text();
      const window: { Stripe?: StripeJsFactory } = {};
      const document = { currentScript: { src: `${baseUrl}/js/stripe.js` } };
      runInNewContext(source, { window, document, fetch, URL, setTimeout, Promise, JSON });
      if (!window.Stripe) throw new Error('window.Stripe was not defined');
      StripeJs = window.Stripe;
    });

    it('passes the isStripe check of @stripe/react-stripe-js and reports the expected release train', () => {
      const instance = StripeJs('pk_test_emulator');
      for (const name of ['elements', 'createToken', 'createPaymentMethod', 'confirmCardPayment'] as const) {
        expect(typeof instance[name]).toBe('function');
      }
      expect(StripeJs.version).toBe('endive');
      const elements = instance.elements();
      const card = elements.create('card');
      expect(elements.getElement('card')).toBe(card);
      expect(elements.getElement({ __elementType: 'card' })).toBe(card);
      expect(() => elements.create('card')).toThrow('Can only create one Element of type card');
      expect(() => StripeJs('pk_live_x')).toThrow('test publishable keys');
    });

    it('confirms against the emulator it was loaded from', async () => {
      const instance = StripeJs('pk_test_emulator');
      const paid = await newIntent();
      const success = await instance.confirmCardPayment(paid.client_secret ?? '', { payment_method: 'pm_card_visa' });
      expect(success.paymentIntent).toMatchObject({ id: paid.id, status: 'succeeded' });
      expect((await instance.retrievePaymentIntent(paid.client_secret ?? '')).paymentIntent?.status).toBe('succeeded');

      const declined = await newIntent();
      const failure = await instance.confirmCardPayment(declined.client_secret ?? '', {
        payment_method: 'pm_card_chargeDeclinedInsufficientFunds',
      });
      expect(failure.error).toMatchObject({
        type: 'card_error',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
        payment_intent: { status: 'requires_payment_method' },
      });
    });

    it('refuses to confirm an empty card form without calling the API', async () => {
      const instance = StripeJs('pk_test_emulator');
      const card = instance.elements().create('card');
      const intent = await newIntent();
      const result = await instance.confirmCardPayment(intent.client_secret ?? '', { payment_method: { card } });
      expect(result.error).toMatchObject({
        type: 'validation_error',
        code: 'incomplete_number',
        message: 'Your card number is incomplete.',
      });
      expect(await instance.confirmCardPayment('not-a-secret')).toMatchObject({ error: { code: 'invalid_client_secret' } });
    });
  });
});
