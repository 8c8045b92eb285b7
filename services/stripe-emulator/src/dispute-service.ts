import { newId, unixNow } from './ids';
import { invalidRequest, resourceMissing } from './stripe-error';
import type { RequestContext, StripeStore } from './stripe-store';
import type { Dispute } from './stripe-types';

const NO_REQUEST: RequestContext = { requestId: null, idempotencyKey: null };

/**
 * Disputes, which only a cardholder's bank opens: tests open and close them through the
 * emulator's own hooks, and the API reads them back as Stripe's `GET /v1/disputes/:id` does.
 */
export class DisputeService {
  constructor(private readonly store: StripeStore) {}

  /** The bank disputes a charge, in full unless `amount` is given. */
  open(chargeId: string, reason = 'fraudulent', amount?: number): Dispute {
    const charge = this.store.charges.get(chargeId);
    if (!charge || charge.status !== 'succeeded') throw resourceMissing('charge', chargeId, 'charge');
    const dispute: Dispute = {
      id: newId('dp'),
      object: 'dispute',
      amount: amount ?? charge.amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      reason,
      status: 'needs_response',
      metadata: {},
      created: unixNow(),
      livemode: false,
    };
    this.store.disputes.set(dispute.id, dispute);
    this.store.emit('charge.dispute.created', dispute, NO_REQUEST);
    return structuredClone(dispute);
  }

  /** The bank decides the dispute. */
  close(id: string, outcome: 'won' | 'lost'): Dispute {
    const dispute = this.store.disputes.get(id);
    if (!dispute) throw resourceMissing('dispute', id, 'id');
    if (dispute.status === 'won' || dispute.status === 'lost') throw invalidRequest(`Dispute ${id} is already closed.`);
    dispute.status = outcome;
    this.store.emit('charge.dispute.closed', dispute, NO_REQUEST);
    return structuredClone(dispute);
  }

  retrieve(id: string): Dispute {
    const dispute = this.store.disputes.get(id);
    if (!dispute) throw resourceMissing('dispute', id, 'id');
    return structuredClone(dispute);
  }
}
