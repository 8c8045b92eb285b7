import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { parseDataKeys, SealedValueError, SealedValues } from './sealed-values';

const key = () => randomBytes(32).toString('base64');

describe('SealedValues', () => {
  const k1 = key();
  const k2 = key();
  const before = new SealedValues(parseDataKeys(`k1:${k1}`));
  const rotated = new SealedValues(parseDataKeys(`k2:${k2},k1:${k1}`));

  it('opens what it sealed, and never stores a value in clear', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^[a-z]{1,10}$/), fc.stringMatching(/^\d{9,11}$/)), fc.uuid(), (values, orderId) => {
        const sealed = before.seal(values, orderId);
        expect(before.open(sealed, orderId)).toEqual(values);
        const stored = JSON.stringify(sealed);
        for (const v of Object.values(values)) expect(stored).not.toContain(v);
      }),
    );
  });

  it('seals each record with its own data key', () => {
    const a = before.seal({ ssn: '123456789' }, 'order-1');
    const b = before.seal({ ssn: '123456789' }, 'order-1');
    expect(a.dek).not.toBe(b.dek);
    expect(a.values.ssn).not.toBe(b.values.ssn);
  });

  it('after rotation seals with the new key and still opens records of the old one', () => {
    const old = before.seal({ ssn: '123456789' }, 'order-1');
    expect(rotated.open(old, 'order-1')).toEqual({ ssn: '123456789' });
    const fresh = rotated.seal({ ssn: '123456789' }, 'order-1');
    expect(fresh.kid).toBe('k2');
    expect(() => before.open(fresh, 'order-1')).toThrow('The key k2 that sealed this record is no longer in DATA_KEYS');
  });

  it('refuses a value moved to another record or field, or altered', () => {
    const sealed = before.seal({ ssn: '123456789', ein: '121234567' }, 'order-1');
    expect(() => before.open(sealed, 'order-2')).toThrow(SealedValueError);
    expect(() => before.open({ ...sealed, values: { ssn: sealed.values.ein! } }, 'order-1')).toThrow(SealedValueError);
    const bytes = Buffer.from(sealed.values.ssn!, 'base64');
    bytes[bytes.length - 1]! ^= 1;
    expect(() => before.open({ ...sealed, values: { ssn: bytes.toString('base64') } }, 'order-1')).toThrow(SealedValueError);
  });
});
