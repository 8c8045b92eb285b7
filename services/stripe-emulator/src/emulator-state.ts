import type { StripeStore } from './stripe-store';
import type { Charge, Dispute, PaymentIntent, Refund, StripeEvent } from './stripe-types';
import type { ChaosOptions, WebhookDelivery, WebhookDispatcher } from './webhook-dispatcher';

/** What `GET /_emulator/state` and `emulator.state` report, for tests to assert on. */
export interface EmulatorState {
  paymentIntents: PaymentIntent[];
  /** Successful charges per PaymentIntent id: more than one would mean a double charge. */
  successfulCharges: Record<string, number>;
  charges: Charge[];
  refunds: Refund[];
  disputes: Dispute[];
  events: StripeEvent[];
  deliveries: WebhookDelivery[];
  webhook: { url: string | null; chaos: ChaosOptions };
}

export function snapshotState(store: StripeStore, dispatcher: WebhookDispatcher): EmulatorState {
  const paymentIntents = [...store.paymentIntents.values()];
  return structuredClone({
    paymentIntents,
    successfulCharges: Object.fromEntries(paymentIntents.map((intent) => [intent.id, store.successfulChargeCount(intent.id)])),
    charges: [...store.charges.values()],
    refunds: [...store.refunds.values()],
    disputes: [...store.disputes.values()],
    events: store.events,
    deliveries: dispatcher.deliveries,
    webhook: { url: dispatcher.url ?? null, chaos: dispatcher.chaos },
  });
}
