import { applyMetadata, optionalInteger, optionalString, type ParamObject } from './form-params';
import { newId, unixNow } from './ids';
import { invalidRequest, resourceMissing } from './stripe-error';
import type { RequestContext, StripeStore } from './stripe-store';
import type { Charge, Refund, StripeList } from './stripe-types';

const REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'];

/**
 * `POST /v1/refunds` against a PaymentIntent's successful charge, full or partial. A refund the
 * bank will fail (see `failNextRefund`) is answered `pending`, as Stripe does, and fails right
 * after: the charge gets its amount back and `refund.failed` is emitted.
 */
export class RefundService {
  constructor(private readonly store: StripeStore) {}

  create(params: ParamObject, request: RequestContext): Refund {
    const charge = this.refundableCharge(params);
    const remaining = charge.amount - charge.amount_refunded;
    const amount = optionalInteger(params, 'amount') ?? remaining;
    if (amount < 1) throw invalidRequest('Invalid positive integer', { code: 'parameter_invalid_integer', param: 'amount' });
    if (amount > remaining) {
      throw invalidRequest(
        `Refund amount (${formatMoney(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatMoney(remaining, charge.currency)})`,
        { param: 'amount' },
      );
    }
    const reason = optionalString(params, 'reason');
    if (reason !== undefined && !REASONS.includes(reason)) {
      throw invalidRequest(`Invalid reason: must be one of ${REASONS.join(', ')}`, { param: 'reason' });
    }
    const failure = this.store.failingRefunds.get(charge.payment_intent);
    this.store.failingRefunds.delete(charge.payment_intent);
    const refund: Refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      status: failure ? 'pending' : 'succeeded',
      reason: reason ?? null,
      failure_reason: null,
      metadata: applyMetadata({}, params),
      created: unixNow(),
    };
    this.store.refunds.set(refund.id, refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    this.store.emit('refund.created', refund, request);
    this.store.emit('charge.refunded', charge, request);
    const answer = structuredClone(refund);
    if (failure) setImmediate(() => this.fail(refund, charge, failure, request));
    return answer;
  }

  retrieve(id: string): Refund {
    const refund = this.store.refunds.get(id);
    if (!refund) throw resourceMissing('refund', id, 'id');
    return structuredClone(refund);
  }

  /** `GET /v1/refunds?charge=…|payment_intent=…`, newest first. */
  list(params: ParamObject): StripeList<Refund> {
    const charge = optionalString(params, 'charge');
    const intent = optionalString(params, 'payment_intent');
    const limit = Math.min(Math.max(optionalInteger(params, 'limit') ?? 10, 1), 100);
    const matching = [...this.store.refunds.values()]
      .filter((r) => (!charge || r.charge === charge) && (!intent || r.payment_intent === intent))
      .reverse();
    return { object: 'list', data: structuredClone(matching.slice(0, limit)), has_more: matching.length > limit, url: '/v1/refunds' };
  }

  /** Test hook: the next refund of this PaymentIntent's charge fails at the bank with `reason`. */
  failNextRefund(paymentIntentId: string, reason: string): void {
    if (!this.store.paymentIntents.has(paymentIntentId)) throw resourceMissing('payment_intent', paymentIntentId, 'payment_intent');
    this.store.failingRefunds.set(paymentIntentId, reason);
  }

  private fail(refund: Refund, charge: Charge, reason: string, request: RequestContext): void {
    refund.status = 'failed';
    refund.failure_reason = reason;
    charge.amount_refunded -= refund.amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    this.store.emit('refund.failed', refund, request);
    this.store.emit('charge.refund.updated', refund, request);
  }

  private refundableCharge(params: ParamObject): Charge {
    const chargeId = optionalString(params, 'charge');
    const intentId = optionalString(params, 'payment_intent');
    if (chargeId) {
      const charge = this.store.charges.get(chargeId);
      if (!charge) throw resourceMissing('charge', chargeId, 'charge');
      if (charge.status !== 'succeeded')
        throw invalidRequest(`Charge ${chargeId} has not succeeded and cannot be refunded.`, { param: 'charge' });
      return assertNotRefunded(charge);
    }
    if (intentId) {
      if (!this.store.paymentIntents.has(intentId)) throw resourceMissing('payment_intent', intentId, 'payment_intent');
      const charge = [...this.store.charges.values()].find((item) => item.payment_intent === intentId && item.status === 'succeeded');
      if (!charge) {
        throw invalidRequest(`This PaymentIntent (${intentId}) does not have a successful charge to refund.`, { param: 'payment_intent' });
      }
      return assertNotRefunded(charge);
    }
    throw invalidRequest('One of the following params should be provided for this request: payment_intent or charge.');
  }
}

function assertNotRefunded(charge: Charge): Charge {
  if (charge.refunded) throw invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
  return charge;
}

function formatMoney(amount: number, currency: string): string {
  const symbol = currency === 'usd' ? '$' : `${currency.toUpperCase()} `;
  return `${symbol}${(amount / 100).toFixed(2)}`;
}
