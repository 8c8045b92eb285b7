import { cardBrand, luhnValid } from './browser/card-validation';
import { optionalInteger, optionalObject, optionalString, requiredString, type ParamObject } from './form-params';
import { newId, unixNow } from './ids';
import { StripeApiError, docUrl, invalidRequest, missingParam, resourceMissing } from './stripe-error';
import type { Address, BillingDetails, PaymentMethod } from './stripe-types';
import type { StripeStore } from './stripe-store';
import { TEST_PAYMENT_METHODS } from './test-cards';

/** Creates and looks up card PaymentMethods: Stripe's `pm_card_*` test ids, created ones, or inline `payment_method_data`. */
export class PaymentMethodService {
  constructor(private readonly store: StripeStore) {}

  /** `POST /v1/payment_methods`: `type=card&card[number]=…&card[exp_month]=…&card[exp_year]=…&billing_details[…]`. */
  create(params: ParamObject): PaymentMethod {
    const type = requiredString(params, 'type');
    if (type !== 'card') throw invalidRequest(`The emulator only supports card payment methods, not '${type}'.`, { param: 'type' });
    const card = optionalObject(params, 'card');
    if (!card) throw missingParam('card');
    const number = requiredString(card, 'number').replace(/\s/g, '');
    const expMonth = optionalInteger(card, 'exp_month');
    const expYear = optionalInteger(card, 'exp_year');
    if (expMonth === undefined) throw missingParam('card[exp_month]');
    if (expYear === undefined) throw missingParam('card[exp_year]');
    assertCardUsable(number, expMonth, expYear);
    return this.save(number, expMonth, expYear, readBillingDetails(optionalObject(params, 'billing_details')));
  }

  retrieve(id: string): PaymentMethod {
    const method = this.store.paymentMethods.get(id);
    if (!method) throw resourceMissing('PaymentMethod', id, 'payment_method');
    return method;
  }

  /** The card a confirm or create call names through `payment_method` or `payment_method_data`, if any. */
  fromParams(params: ParamObject): PaymentMethod | undefined {
    const data = optionalObject(params, 'payment_method_data');
    if (data) return this.create(data);
    const id = optionalString(params, 'payment_method');
    return id ? this.resolve(id) : undefined;
  }

  /** Stripe turns a `pm_card_*` shortcut into a fresh PaymentMethod on every use. */
  resolve(id: string): PaymentMethod {
    const testNumber = TEST_PAYMENT_METHODS[id];
    if (!testNumber) return this.retrieve(id);
    return this.save(testNumber, 12, new Date().getFullYear() + 2, readBillingDetails(undefined));
  }

  cardNumber(paymentMethodId: string): string {
    return this.store.cardNumbers.get(paymentMethodId) ?? '';
  }

  private save(number: string, expMonth: number, expYear: number, billing: BillingDetails): PaymentMethod {
    const method: PaymentMethod = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      card: {
        brand: cardBrand(number),
        last4: number.slice(-4),
        exp_month: expMonth,
        exp_year: expYear,
        funding: number === TEST_PAYMENT_METHODS['pm_card_visa_debit'] ? 'debit' : 'credit',
        country: 'US',
      },
      billing_details: billing,
      created: unixNow(),
      customer: null,
      livemode: false,
      metadata: {},
    };
    this.store.paymentMethods.set(method.id, method);
    this.store.cardNumbers.set(method.id, number);
    return method;
  }
}

/** The checks Stripe makes when card details are tokenised, before any charge is attempted. */
function assertCardUsable(number: string, expMonth: number, expYear: number): void {
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) {
    throw cardDataError('incorrect_number', 'Your card number is incorrect.', 'number');
  }
  if (expMonth < 1 || expMonth > 12) {
    throw cardDataError('invalid_expiry_month', "Your card's expiration month is invalid.", 'exp_month');
  }
  const now = new Date();
  const fullYear = expYear < 100 ? 2000 + expYear : expYear;
  const expired = fullYear < now.getFullYear() || (fullYear === now.getFullYear() && expMonth < now.getMonth() + 1);
  if (expired) throw cardDataError('invalid_expiry_year', "Your card's expiration year is invalid.", 'exp_year');
}

function cardDataError(code: string, message: string, param: string): StripeApiError {
  return new StripeApiError(402, { type: 'card_error', code, message, param, doc_url: docUrl(code) });
}

function readBillingDetails(params: ParamObject | undefined): BillingDetails {
  const source = params ?? {};
  const address = optionalObject(source, 'address') ?? {};
  const field = (from: ParamObject, name: string): string | null => optionalString(from, name) || null;
  const readAddress: Address = {
    line1: field(address, 'line1'),
    line2: field(address, 'line2'),
    city: field(address, 'city'),
    state: field(address, 'state'),
    postal_code: field(address, 'postal_code'),
    country: field(address, 'country'),
  };
  return { name: field(source, 'name'), email: field(source, 'email'), phone: field(source, 'phone'), address: readAddress };
}
