import {
  applyMetadata,
  expandList,
  optionalBoolean,
  optionalInteger,
  optionalString,
  requiredString,
  type ParamObject,
} from './form-params';
import { newId, randomToken, unixNow } from './ids';
import type { PaymentMethodService } from './payment-method-service';
import { StripeApiError, docUrl, invalidRequest, missingParam, resourceMissing, unexpectedState } from './stripe-error';
import type { RequestContext, StripeStore } from './stripe-store';
import type { Charge, PaymentIntent, PaymentIntentStatus, PaymentMethod, StripeErrorBody, StripeList } from './stripe-types';
import { cardOutcome, type CardOutcome } from './test-cards';

const UPDATABLE: readonly PaymentIntentStatus[] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
const CANCELABLE: readonly PaymentIntentStatus[] = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];
const CANCELLATION_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];

/** PaymentIntent lifecycle with Stripe's state rules, card outcomes and events. */
export class PaymentIntentService {
  constructor(
    private readonly store: StripeStore,
    private readonly methods: PaymentMethodService,
  ) {}

  create(params: ParamObject, request: RequestContext): PaymentIntent {
    const amount = readAmount(params);
    if (amount === undefined) throw missingParam('amount');
    const currency = readCurrency(params);
    if (currency === undefined) throw missingParam('currency');
    assertMinimumAmount(amount, currency);
    const method = this.methods.fromParams(params);
    const id = newId('pi');
    const intent: PaymentIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency,
      status: method ? 'requires_confirmation' : 'requires_payment_method',
      client_secret: `${id}_secret_${randomToken(25)}`,
      metadata: applyMetadata({}, params),
      created: unixNow(),
      description: optionalString(params, 'description') || null,
      receipt_email: optionalString(params, 'receipt_email') || null,
      payment_method: method?.id ?? null,
      payment_method_types: ['card'],
      latest_charge: null,
      last_payment_error: null,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      customer: optionalString(params, 'customer') || null,
      next_action: null,
      livemode: false,
    };
    this.store.paymentIntents.set(id, intent);
    this.store.emit('payment_intent.created', intent, request);
    if (optionalBoolean(params, 'confirm')) this.charge(intent, method, request);
    return this.render(intent, params);
  }

  retrieve(id: string, params: ParamObject): PaymentIntent {
    return this.render(this.find(id), params);
  }

  list(params: ParamObject): StripeList<PaymentIntent> {
    const limit = Math.min(Math.max(optionalInteger(params, 'limit') ?? 10, 1), 100);
    const startingAfter = optionalString(params, 'starting_after');
    const newestFirst = [...this.store.paymentIntents.values()].reverse();
    const start = startingAfter ? newestFirst.findIndex((intent) => intent.id === startingAfter) + 1 : 0;
    const page = newestFirst.slice(start, start + limit);
    return {
      object: 'list',
      data: page.map((intent) => this.render(intent, params)),
      has_more: start + limit < newestFirst.length,
      url: '/v1/payment_intents',
    };
  }

  update(id: string, params: ParamObject): PaymentIntent {
    const intent = this.find(id);
    const amount = readAmount(params);
    const currency = readCurrency(params);
    const method = this.methods.fromParams(params);
    for (const [field, changed] of [
      ['amount', amount],
      ['currency', currency],
      ['payment_method', method],
    ] as const) {
      if (changed !== undefined && !UPDATABLE.includes(intent.status)) {
        throw unexpectedState(
          `This PaymentIntent's ${field} could not be updated because it has a status of ${intent.status}. ` +
            `You may only update the ${field} of a PaymentIntent with one of the following statuses: ${UPDATABLE.join(', ')}.`,
        );
      }
    }
    if (amount !== undefined || currency !== undefined) assertMinimumAmount(amount ?? intent.amount, currency ?? intent.currency);
    if (amount !== undefined) intent.amount = amount;
    if (currency !== undefined) intent.currency = currency;
    if (method) {
      intent.payment_method = method.id;
      intent.status = 'requires_confirmation';
    }
    intent.metadata = applyMetadata(intent.metadata, params);
    const description = optionalString(params, 'description');
    if (description !== undefined) intent.description = description || null;
    const receiptEmail = optionalString(params, 'receipt_email');
    if (receiptEmail !== undefined) intent.receipt_email = receiptEmail || null;
    return this.render(intent, params);
  }

  /** Confirms with the card given now or attached before; a decline answers 402 and leaves the intent retryable. */
  confirm(id: string, params: ParamObject, request: RequestContext): PaymentIntent {
    const intent = this.find(id);
    if (intent.status === 'succeeded') {
      throw unexpectedState('You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.');
    }
    if (!UPDATABLE.includes(intent.status)) {
      throw unexpectedState(
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. ` +
          `Only a PaymentIntent with one of the following statuses may be confirmed: ${UPDATABLE.join(', ')}.`,
      );
    }
    const receiptEmail = optionalString(params, 'receipt_email');
    if (receiptEmail !== undefined) intent.receipt_email = receiptEmail || null;
    const method = this.methods.fromParams(params) ?? (intent.payment_method ? this.methods.retrieve(intent.payment_method) : undefined);
    this.charge(intent, method, request);
    return this.render(intent, params);
  }

  cancel(id: string, params: ParamObject, request: RequestContext): PaymentIntent {
    const intent = this.find(id);
    if (!CANCELABLE.includes(intent.status)) {
      throw unexpectedState(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. ` +
          `Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
      );
    }
    const reason = optionalString(params, 'cancellation_reason');
    if (reason !== undefined && !CANCELLATION_REASONS.includes(reason)) {
      throw invalidRequest(`Invalid cancellation_reason: must be one of ${CANCELLATION_REASONS.join(', ')}`, {
        param: 'cancellation_reason',
      });
    }
    intent.status = 'canceled';
    intent.canceled_at = unixNow();
    intent.cancellation_reason = reason ?? null;
    this.store.emit('payment_intent.canceled', intent, request);
    return this.render(intent, params);
  }

  /** Returns a copy with `expand[]=latest_charge` / `payment_method` honoured, so callers can't mutate stored state. */
  render(intent: PaymentIntent, params: ParamObject): PaymentIntent {
    const view = structuredClone(intent);
    const expand = expandList(params);
    if (expand.includes('latest_charge') && typeof intent.latest_charge === 'string') {
      view.latest_charge = structuredClone(this.store.charges.get(intent.latest_charge) ?? null);
    }
    if (expand.includes('payment_method') && intent.payment_method) {
      (view as unknown as { payment_method: PaymentMethod }).payment_method = structuredClone(this.methods.retrieve(intent.payment_method));
    }
    return view;
  }

  find(id: string): PaymentIntent {
    const intent = this.store.paymentIntents.get(id);
    if (!intent) throw resourceMissing('payment_intent', id, 'intent');
    return intent;
  }

  private charge(intent: PaymentIntent, method: PaymentMethod | undefined, request: RequestContext): void {
    if (!method) {
      throw unexpectedState(
        "You cannot confirm this PaymentIntent because it's missing a payment method. " +
          'You can either update the PaymentIntent with a payment method and then confirm it again, or confirm it again directly with a payment method.',
      );
    }
    const outcome = cardOutcome(this.methods.cardNumber(method.id));
    const charge = this.recordCharge(intent, method, outcome);
    intent.latest_charge = charge.id;
    if (outcome.kind === 'success') {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.payment_method = method.id;
      intent.last_payment_error = null;
      this.store.emit('charge.succeeded', charge, request);
      this.store.emit('payment_intent.succeeded', intent, request);
      return;
    }
    const error: StripeErrorBody = {
      type: 'card_error',
      code: outcome.code,
      ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
      message: outcome.message,
      doc_url: docUrl(outcome.code),
      charge: charge.id,
      payment_method: structuredClone(method),
    };
    intent.status = 'requires_payment_method';
    intent.payment_method = null;
    intent.last_payment_error = error;
    this.store.emit('charge.failed', charge, request);
    this.store.emit('payment_intent.payment_failed', intent, request);
    throw new StripeApiError(402, { ...error, payment_intent: structuredClone(intent) });
  }

  private recordCharge(intent: PaymentIntent, method: PaymentMethod, outcome: CardOutcome): Charge {
    const succeeded = outcome.kind === 'success';
    const charge: Charge = {
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: succeeded ? intent.amount : 0,
      amount_refunded: 0,
      captured: succeeded,
      currency: intent.currency,
      status: succeeded ? 'succeeded' : 'failed',
      paid: succeeded,
      refunded: false,
      payment_intent: intent.id,
      payment_method: method.id,
      payment_method_details: {
        type: 'card',
        card: {
          brand: method.card.brand,
          last4: method.card.last4,
          exp_month: method.card.exp_month,
          exp_year: method.card.exp_year,
        },
      },
      billing_details: structuredClone(method.billing_details),
      receipt_email: intent.receipt_email,
      description: intent.description,
      failure_code: outcome.kind === 'failure' ? outcome.code : null,
      failure_message: outcome.kind === 'failure' ? outcome.message : null,
      metadata: { ...intent.metadata },
      created: unixNow(),
      livemode: false,
    };
    this.store.charges.set(charge.id, charge);
    return charge;
  }
}

function readAmount(params: ParamObject): number | undefined {
  const amount = optionalInteger(params, 'amount');
  if (amount !== undefined && amount < 1) {
    throw invalidRequest('This value must be greater than or equal to 1.', { code: 'parameter_invalid_integer', param: 'amount' });
  }
  return amount;
}

function readCurrency(params: ParamObject): string | undefined {
  if (params['currency'] === undefined) return undefined;
  const currency = requiredString(params, 'currency').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw invalidRequest(`Invalid currency: ${currency}.`, { param: 'currency' });
  return currency;
}

/** Stripe's minimum charge for USD is 50 cents. */
function assertMinimumAmount(amount: number, currency: string): void {
  if (currency === 'usd' && amount < 50) {
    throw invalidRequest('Amount must be at least $0.50 usd', { code: 'amount_too_small', param: 'amount' });
  }
}
