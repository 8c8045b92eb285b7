import { newId, unixNow } from './ids';
import type { Charge, Dispute, EventObject, PaymentIntent, PaymentMethod, Refund, StripeEvent } from './stripe-types';

/** The API version stamped on events: the one the bundled stripe SDK (v23) pins. */
export const API_VERSION = '2026-10-28.endive';

/** Which request caused a change; Stripe copies it onto the events it emits. */
export interface RequestContext {
  /** Null for what happens at the bank, not through the API (a dispute). */
  requestId: string | null;
  idempotencyKey: string | null;
}

/** Where events go once recorded; the webhook dispatcher implements it. */
export interface EventSink {
  accepts(type: string): boolean;
  enqueue(event: StripeEvent): void;
}

/** In-memory state of the emulated Stripe account. */
export class StripeStore {
  readonly paymentIntents = new Map<string, PaymentIntent>();
  readonly charges = new Map<string, Charge>();
  readonly refunds = new Map<string, Refund>();
  readonly disputes = new Map<string, Dispute>();
  /** PaymentIntents whose next refund the bank will fail (a test hook), with the reason Stripe gives. */
  readonly failingRefunds = new Map<string, string>();
  readonly paymentMethods = new Map<string, PaymentMethod>();
  /** Card numbers of created PaymentMethods, kept apart because Stripe never echoes them. */
  readonly cardNumbers = new Map<string, string>();
  readonly events: StripeEvent[] = [];

  constructor(private readonly sink: EventSink) {}

  /** Records an event with a snapshot of the object as it is now, then hands it to the sink. */
  emit(type: string, object: EventObject, request: RequestContext): StripeEvent {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      type,
      api_version: API_VERSION,
      created: unixNow(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: this.sink.accepts(type) ? 1 : 0,
      request: { id: request.requestId, idempotency_key: request.idempotencyKey },
    };
    this.events.push(event);
    this.sink.enqueue(event);
    return event;
  }

  successfulChargeCount(paymentIntentId: string): number {
    let count = 0;
    for (const charge of this.charges.values()) {
      if (charge.payment_intent === paymentIntentId && charge.status === 'succeeded') count += 1;
    }
    return count;
  }

  reset(): void {
    this.paymentIntents.clear();
    this.charges.clear();
    this.refunds.clear();
    this.disputes.clear();
    this.failingRefunds.clear();
    this.paymentMethods.clear();
    this.cardNumbers.clear();
    this.events.length = 0;
  }
}
