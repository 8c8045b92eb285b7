import {
  cardBrand,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  parseExpiry,
  validateCardFields,
  type CardFields,
  type CardValidationContext,
} from './card-validation';

const NOW = { year: 2030, month: 6 };
const ALL_BLURRED = { number: true, expiry: true, cvc: true, postal: true };
const VALID: CardFields = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', postal: '94107' };

function validate(fields: Partial<CardFields>, blurred: CardValidationContext['blurred'] = ALL_BLURRED, hidePostalCode = false) {
  return validateCardFields({ ...VALID, ...fields }, { now: NOW, blurred, hidePostalCode });
}

describe('card helpers', () => {
  it('checks Luhn and detects brands', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardBrand('4000')).toBe('visa');
    expect(cardBrand('5555')).toBe('mastercard');
    expect(cardBrand('3782')).toBe('amex');
    expect(cardBrand('9')).toBe('unknown');
  });

  it('formats numbers and expiry dates as the customer types', () => {
    expect(formatCardNumber('4242424242424242999')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('12 / ')).toBe('12');
    expect(parseExpiry('12 / 34')).toEqual({ month: 12, year: 2034 });
    expect(parseExpiry('12 / 3')).toBeUndefined();
  });
});

describe('validateCardFields', () => {
  it('accepts a complete valid card', () => {
    expect(validate({})).toEqual({ empty: false, complete: true, brand: 'visa', error: undefined });
  });

  it.each([
    [{ number: '4242 4242' }, 'incomplete_number', 'Your card number is incomplete.'],
    [{ number: '4242 4242 4242 4241' }, 'invalid_number', 'Your card number is invalid.'],
    [{ expiry: '12' }, 'incomplete_expiry', "Your card's expiration date is incomplete."],
    [{ expiry: '12 / 29' }, 'invalid_expiry_year_past', "Your card's expiration year is in the past."],
    [{ expiry: '05 / 30' }, 'invalid_expiry_month_past', "Your card's expiration date is in the past."],
    [{ expiry: '13 / 31' }, 'invalid_expiry_month', "Your card's expiration date is invalid."],
    [{ cvc: '12' }, 'incomplete_cvc', "Your card's security code is incomplete."],
    [{ postal: '941' }, 'incomplete_zip', 'Your postal code is incomplete.'],
  ])('reports %j as %s', (fields, code, message) => {
    const result = validate(fields);
    expect(result.complete).toBe(false);
    expect(result.error).toEqual({ type: 'validation_error', code, message });
  });

  it('holds back "incomplete" errors until the field is left, but shows invalid ones at once', () => {
    expect(validate({ number: '4242' }, {}).error).toBeUndefined();
    expect(validate({ number: '4242 4242 4242 4241' }, {}).error?.code).toBe('invalid_number');
  });

  it('needs a 4-digit CVC for American Express and no ZIP when it is hidden', () => {
    expect(validate({ number: '378282246310005', cvc: '123' }).error?.code).toBe('incomplete_cvc');
    expect(validate({ number: '378282246310005', cvc: '1234' }).complete).toBe(true);
    expect(validate({ postal: '' }, ALL_BLURRED, true).complete).toBe(true);
  });

  it('reports an untouched form as empty', () => {
    const result = validateCardFields({ number: '', expiry: '', cvc: '', postal: '' }, { now: NOW, blurred: {}, hidePostalCode: false });
    expect(result).toMatchObject({ empty: true, complete: false, error: undefined });
  });
});
