import { renderStripeJs, STAND_IN_FUNCTIONS } from '../stripe-js-asset';
import { encodeParams, intentIdFromSecret } from './api-client';
import { cardFieldSpecs, cardLayoutCss, fieldOfError } from './card-element';
import { createEmitter } from './emitter';

describe('the Stripe.js stand-in’s parts', () => {
  it('are served as functions that call each other by name, never through a compiled module lookup', () => {
    expect(renderStripeJs('http://127.0.0.1:12111')).not.toMatch(/\bexports\b|\brequire\(|\(0,\s*[\w$]+\.[\w$]+\)/);
    const names = STAND_IN_FUNCTIONS.map((fn) => fn.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['validateCardFields', 'createCardElement', 'createElements', 'installStripeJs']));
  });

  it('names the inputs as Stripe does', () => {
    expect(cardFieldSpecs().map((field) => field.name)).toEqual(['cardnumber', 'exp-date', 'cvc', 'postal']);
  });

  it('keeps a whole card number on its row and lets expiry, CVC and ZIP wrap below it instead of crushing it', () => {
    const css = cardLayoutCss('scope', {});
    expect(css).toContain('.scope{display:flex;flex-wrap:wrap;');
    expect(css).toContain('.scope input[name=cardnumber]{flex:1 1 20ch;min-width:min(20ch,100%)}');
    for (const name of ['exp-date', 'cvc', 'postal'])
      expect(css).toMatch(new RegExp(`\\.scope input\\[name=${name}\\]\\{flex:0 0 [\\d.]+em;`));
  });

  it('applies the page’s placeholder and invalid colours', () => {
    const css = cardLayoutCss('scope', { style: { base: { '::placeholder': { color: '#123456' } }, invalid: { color: '#abcdef' } } });
    expect(css).toContain('.scope input::placeholder{color:#123456}');
    expect(css).toContain('.scope input.is-invalid{color:#abcdef}');
  });

  it('form-encodes nested parameters with Stripe’s bracket notation', () => {
    expect(
      encodeParams({ client_secret: 'pi_1_secret_2', payment_method_data: { card: { number: '4242' }, billing_details: { name: 'A B' } } }),
    ).toEqual([
      'client_secret=pi_1_secret_2',
      `${encodeURIComponent('payment_method_data[card][number]')}=4242`,
      `${encodeURIComponent('payment_method_data[billing_details][name]')}=A%20B`,
    ]);
  });

  it('reads the PaymentIntent id from a client secret and nothing else', () => {
    expect(intentIdFromSecret('pi_123_secret_abc')).toBe('pi_123');
    expect(intentIdFromSecret('pi_123')).toBeNull();
    expect(intentIdFromSecret(undefined)).toBeNull();
  });

  it('colours the input an error is about', () => {
    expect(['incomplete_number', 'invalid_expiry_year_past', 'incomplete_cvc', 'incomplete_zip'].map(fieldOfError)).toEqual([
      'number',
      'expiry',
      'cvc',
      'postal',
    ]);
  });

  it('keeps calling the other listeners when one throws, and stops calling one that is removed', () => {
    jest.useFakeTimers();
    try {
      const emitter = createEmitter();
      const heard: string[] = [];
      const removed = () => heard.push('removed');
      emitter.on('change', () => {
        throw new Error('listener bug');
      });
      emitter.on('change', (payload) => heard.push(String(payload)));
      emitter.on('change', removed);
      emitter.off('change', removed);
      emitter.emit('change', 'complete');
      expect(heard).toEqual(['complete']);
      expect(() => jest.runAllTimers()).toThrow('listener bug');
    } finally {
      jest.useRealTimers();
    }
  });
});
