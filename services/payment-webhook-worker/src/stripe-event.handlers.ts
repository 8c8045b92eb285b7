import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { UnrecoverableError } from 'bullmq';
import { DataSource, type EntityManager } from 'typeorm';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import type { StripeEventPayload } from '@filebridge/contracts';
import { STRIPE, LOGGER, transitionOrder } from '@filebridge/platform';

interface OrderRow {
  id: string;
  status: string;
  total_cents: number;
  payment_intent_id: string | null;
}

/**
 * Applies stored Stripe events through the shared transition function. Order of arrival does not
 * matter: a success is re-checked against Stripe's current intent, a late failure cannot undo a
 * payment (paid is not a "from" state of payment_failed), and duplicates are no-ops.
 */
@Controller()
export class StripeEventHandlers {
  constructor(
    private readonly ds: DataSource,
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  @EventPattern('stripe.event')
  async apply(@Payload() p: StripeEventPayload) {
    const [row] = await this.ds.query(`SELECT payload, processed_at FROM stripe_events WHERE event_id = $1`, [p.eventId]);
    if (!row) throw new UnrecoverableError(`Stripe event ${p.eventId} is not stored`);
    if (row.processed_at) return;
    const event = row.payload as Stripe.Event;

    switch (event.type) {
      case 'payment_intent.succeeded':
        await this.succeeded(event.data.object as Stripe.PaymentIntent, p);
        break;
      case 'payment_intent.payment_failed':
        await this.failed(event.data.object as Stripe.PaymentIntent, p);
        break;
      case 'charge.refunded':
        await this.refunded(event.data.object as Stripe.Charge, p);
        break;
      default:
        this.log.debug({ type: event.type }, 'ignored Stripe event type');
    }
    await this.ds.query(`UPDATE stripe_events SET processed_at = now() WHERE event_id = $1`, [p.eventId]);
  }

  private async succeeded(pi: Stripe.PaymentIntent, p: StripeEventPayload) {
    // Re-read the intent: the event may be stale or out of order; Stripe's current state decides.
    const intent = await this.stripe.paymentIntents.retrieve(pi.id);
    if (intent.status !== 'succeeded') return;
    await this.ds.transaction(async (m) => {
      const order = await this.orderFor(m, intent.metadata?.orderId, intent.id);
      if (!order) return;
      if (order.total_cents !== intent.amount) {
        this.log.error(
          { orderId: order.id, intent: intent.id, amount: intent.amount, expected: order.total_cents },
          'paid amount differs from the order total; not marking paid',
        );
        return;
      }
      await transitionOrder(m, {
        orderId: order.id,
        to: 'paid',
        source: 'webhook',
        note: 'Card payment received',
        correlationId: p.correlationId,
      });
    });
  }

  private async failed(pi: Stripe.PaymentIntent, p: StripeEventPayload) {
    await this.ds.transaction(async (m) => {
      const order = await this.orderFor(m, pi.metadata?.orderId, pi.id);
      if (!order) return;
      const reason = pi.last_payment_error?.message ?? 'The card payment did not go through';
      await transitionOrder(m, {
        orderId: order.id,
        to: 'payment_failed',
        source: 'webhook',
        note: reason,
        correlationId: p.correlationId,
      });
    });
  }

  private async refunded(charge: Stripe.Charge, p: StripeEventPayload) {
    const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    if (!intentId || !charge.refunded) return;
    await this.ds.transaction(async (m) => {
      const order = await this.orderFor(m, charge.metadata?.orderId, intentId);
      if (!order) return;
      await transitionOrder(m, {
        orderId: order.id,
        to: 'refunded',
        source: 'webhook',
        note: 'Payment refunded',
        correlationId: p.correlationId,
      });
    });
  }

  /** The order must be the one the intent names and still point at that same intent. */
  private async orderFor(m: EntityManager, orderId: string | undefined, intentId: string): Promise<OrderRow | undefined> {
    const [order]: OrderRow[] = await m.query(
      `SELECT id, status, total_cents, payment_intent_id FROM orders WHERE payment_intent_id = $1`,
      [intentId],
    );
    if (!order || (orderId && order.id !== orderId)) {
      this.log.warn({ intentId, orderId }, 'Stripe event for an unknown order; ignored');
      return undefined;
    }
    return order;
  }
}
