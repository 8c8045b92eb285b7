/* istanbul ignore file -- the served script embeds these functions' source; coverage counters would break it */
/**
 * Card-field rules shared by the server (test cards) and the Stripe.js stand-in. The stand-in embeds
 * every exported function's compiled source (stripe-js-asset.ts), so each calls only the others.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';
export type CardField = 'number' | 'expiry' | 'cvc' | 'postal';

export interface CardFields {
  number: string;
  expiry: string;
  cvc: string;
  postal: string;
}

export interface CardValidationContext {
  /** Current calendar month, 1-12, and four-digit year. */
  now: { year: number; month: number };
  /** Fields the customer has left: "incomplete" errors only show for those, as in Stripe Elements. */
  blurred: Partial<Record<CardField, boolean>>;
  hidePostalCode: boolean;
}

export interface CardValidationError {
  type: 'validation_error';
  code: string;
  message: string;
}

export interface CardValidation {
  empty: boolean;
  complete: boolean;
  brand: CardBrand;
  error: CardValidationError | undefined;
}

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

export function cardBrand(number: string): CardBrand {
  const digits = number.replace(/\D/g, '');
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (/^35/.test(digits)) return 'jcb';
  if (/^(6011|64[4-9]|65)/.test(digits)) return 'discover';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

export function cardNumberLength(brand: CardBrand): number {
  if (brand === 'amex') return 15;
  if (brand === 'diners') return 14;
  return 16;
}

export function cvcLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

export function luhnValid(number: string): boolean {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 12) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Groups digits as printed on the card: 4-6-5 for American Express, fours otherwise. */
export function formatCardNumber(value: string): string {
  const brand = cardBrand(value);
  const digits = digitsOnly(value).slice(0, cardNumberLength(brand));
  const groups = brand === 'amex' ? [4, 6, 5] : [4, 4, 4, 4];
  const parts: string[] = [];
  let offset = 0;
  for (const size of groups) {
    if (offset >= digits.length) break;
    parts.push(digits.slice(offset, offset + size));
    offset += size;
  }
  return parts.join(' ');
}

/** Formats typed digits as `MM / YY`; a leading 2-9 can only be a single-digit month. */
export function formatExpiry(value: string): string {
  let digits = digitsOnly(value);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** Month and four-digit year of a `MM / YY` value, or undefined while incomplete. */
export function parseExpiry(value: string): { month: number; year: number } | undefined {
  const digits = digitsOnly(value);
  if (digits.length !== 4) return undefined;
  return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
}

export function fieldError(code: string, message: string): CardValidationError {
  return { type: 'validation_error', code, message };
}

export function validateCardFields(fields: CardFields, context: CardValidationContext): CardValidation {
  const brand = cardBrand(fields.number);
  const number = digitsOnly(fields.number);
  const expiry = digitsOnly(fields.expiry);
  const cvc = digitsOnly(fields.cvc);
  const postal = fields.postal.trim();
  const blurred = context.blurred;
  const errors: Array<CardValidationError | undefined> = [];
  let complete = true;

  if (number.length < cardNumberLength(brand)) {
    complete = false;
    if (blurred.number) errors.push(fieldError('incomplete_number', 'Your card number is incomplete.'));
  } else if (!luhnValid(number)) {
    complete = false;
    errors.push(fieldError('invalid_number', 'Your card number is invalid.'));
  }

  const parsed = parseExpiry(expiry);
  if (!parsed) {
    complete = false;
    if (blurred.expiry) errors.push(fieldError('incomplete_expiry', "Your card's expiration date is incomplete."));
  } else if (parsed.month < 1 || parsed.month > 12) {
    complete = false;
    errors.push(fieldError('invalid_expiry_month', "Your card's expiration date is invalid."));
  } else if (parsed.year < context.now.year) {
    complete = false;
    errors.push(fieldError('invalid_expiry_year_past', "Your card's expiration year is in the past."));
  } else if (parsed.year === context.now.year && parsed.month < context.now.month) {
    complete = false;
    errors.push(fieldError('invalid_expiry_month_past', "Your card's expiration date is in the past."));
  } else if (parsed.year > context.now.year + 50) {
    complete = false;
    errors.push(fieldError('invalid_expiry_year', "Your card's expiration year is invalid."));
  }

  if (cvc.length < cvcLength(brand)) {
    complete = false;
    if (blurred.cvc) errors.push(fieldError('incomplete_cvc', "Your card's security code is incomplete."));
  }

  const postalIncomplete = postal === '' || (/^\d+$/.test(postal) && postal.length < 5);
  if (!context.hidePostalCode && postalIncomplete) {
    complete = false;
    if (blurred.postal) errors.push(fieldError('incomplete_zip', 'Your postal code is incomplete.'));
  }

  const empty = number === '' && expiry === '' && cvc === '' && (context.hidePostalCode || postal === '');
  return { empty, complete, brand, error: errors[0] };
}
