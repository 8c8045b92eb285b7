import { applyMetadata, expandList, fingerprintParams, parseFormParams, parseJsonParams } from './form-params';

describe('parseFormParams', () => {
  it('nests bracket notation the way the stripe SDK encodes it', () => {
    const params = parseFormParams('amount=4900&currency=usd&metadata[orderId]=o1&metadata[note]=a%20b&expand[0]=latest_charge');
    expect(params).toEqual({ amount: '4900', currency: 'usd', metadata: { orderId: 'o1', note: 'a b' }, expand: ['latest_charge'] });
  });

  it('reads deep objects and empty-bracket arrays, encoded or not', () => {
    const raw =
      'payment_method_data%5Btype%5D=card&payment_method_data[card][number]=4242424242424242' +
      '&payment_method_data[billing_details][address][postal_code]=94107&expand[]=a&expand[]=b';
    expect(parseFormParams(raw)).toEqual({
      payment_method_data: { type: 'card', card: { number: '4242424242424242' }, billing_details: { address: { postal_code: '94107' } } },
      expand: ['a', 'b'],
    });
  });
});

describe('parseJsonParams', () => {
  it('turns JSON leaves into the strings form encoding would give', () => {
    expect(parseJsonParams('{"amount":4900,"confirm":true,"metadata":{"orderId":"o1"}}')).toEqual({
      amount: '4900',
      confirm: 'true',
      metadata: { orderId: 'o1' },
    });
  });

  it('rejects a body that is not an object', () => {
    expect(() => parseJsonParams('[1]')).toThrow('Invalid JSON body');
  });
});

describe('fingerprintParams', () => {
  it('ignores key order but not values', () => {
    expect(fingerprintParams(parseFormParams('a=1&b[x]=2'))).toBe(fingerprintParams(parseFormParams('b[x]=2&a=1')));
    expect(fingerprintParams(parseFormParams('a=1'))).not.toBe(fingerprintParams(parseFormParams('a=2')));
  });
});

describe('applyMetadata', () => {
  it('merges keys and removes those set to an empty string, as Stripe does on update', () => {
    expect(applyMetadata({ orderId: 'o1', stale: 'x' }, parseFormParams('metadata[stale]=&metadata[version]=2'))).toEqual({
      orderId: 'o1',
      version: '2',
    });
  });
});

describe('expandList', () => {
  it('accepts a single value or a list', () => {
    expect(expandList({ expand: 'latest_charge' })).toEqual(['latest_charge']);
    expect(expandList({ expand: ['latest_charge', 'payment_method'] })).toEqual(['latest_charge', 'payment_method']);
  });
});
