import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { UnrecoverableError } from 'bullmq';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { intentBelongsToOrder, JOBS, UNPAID_ORDER_STATUSES, type StripeEventPayload } from '@filebridge/contracts';
import {
  addToLogContext,
  type AppliedOutcome,
  applyStripeState,
  applyStripeStateIn,
  CONFIG,
  filingStartOf,
  type AppConfig,
  type FilingStart,
  LOGGER,
  ORDER_MONEY_COLUMNS,
  readIntent,
  readStripeState,
  settledOrderOf,
  STRIPE,
  type StripeStateContext,
  transitionOrder,
  type OrderPaymentRow,
} from '@filebridge/platform';

/** The order's columns the payment paths read, as joined under the alias `o`. */
const ORDER_COLUMNS_OF_O = `${ORDER_MONEY_COLUMNS.map((c) => `o.${c}`).join(', ')}, o.status`;

/** Event types about a charge's refunds: each names a refund, or the charge itself. */
const REFUND_EVENTS = new Set(['charge.refunded', 'charge.refund.updated', 'refund.created', 'refund.updated', 'refund.failed']);
const DISPUTE_EVENTS = new Set([
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
  'charge.dispute.funds_withdrawn',
]);

/**
 * Applies stored Stripe events. An event only says which object to look at: the object is read
 * back from Stripe, and the order is brought to what Stripe's current state implies (paid, refunded
 * in full, its refunds and disputes recorded), so a stale, reordered or forged event (its signature
 * proves only that someone holds the secret) changes nothing Stripe does not confirm, and events
 * arriving in any order end in the same state. A late failure cannot undo a payment (paid is not a
 * "from" state of payment_failed), and duplicates are no-ops.
 */
@Controller()
export class StripeEventHandlers {
  private readonly start: FilingStart;

  constructor(
    private readonly ds: DataSource,
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(LOGGER) private readonly log: Logger,
    @Inject(CONFIG) config: AppConfig,
  ) {
    this.start = filingStartOf(config);
  }

  @EventPattern(JOBS.stripeEvent)
  async apply(@Payload() p: StripeEventPayload) {
    // A Stripe event starts its own chain: its id correlates what it causes, down to the mails.
    const correlationId = p.correlationId ?? p.eventId;
    addToLogContext({ correlationId });
    if (p.paymentIntent) return this.paymentSucceeded(p.paymentIntent, { eventId: p.eventId, correlationId });
    // A payment intent's event is read with the order its intent pays: one round trip, not two.
    const [row] = await this.ds.query<StoredEventRow[]>(
      `SELECT e.payload, e.processed_at IS NOT NULL AS processed, ${ORDER_COLUMNS_OF_O}
         FROM stripe_events e
         LEFT JOIN orders o ON e.type LIKE 'payment\\_intent.%' AND o.payment_intent_id = e.payload #>> '{data,object,id}'
        WHERE e.event_id = $1`,
      [p.eventId],
    );
    if (!row) throw new UnrecoverableError(`Stripe event ${p.eventId} is not stored`);
    if (row.processed) return;
    const event = row.payload as unknown as Stripe.Event;
    const object = event.data?.object as { id?: unknown; object?: unknown } | undefined;
    const objectId = object?.id;
    const intentOrder = async () => this.known(row.id === null ? undefined : row, objectId);
    const applying = { eventId: p.eventId, correlationId };

    let marked = false;
    if (typeof objectId === 'string') {
      if (event.type === 'payment_intent.succeeded') marked = await this.sync(objectId, applying, false, intentOrder);
      else if (event.type === 'payment_intent.payment_failed') marked = await this.failed(objectId, applying, intentOrder);
      else if (REFUND_EVENTS.has(event.type)) marked = await this.refundChanged(objectId, object?.object === 'refund', applying);
      else if (DISPUTE_EVENTS.has(event.type)) await this.disputeChanged(objectId, correlationId);
      else this.log.debug({ type: event.type }, 'ignored Stripe event type');
    }
    if (!marked) await this.ds.query(`UPDATE stripe_events SET processed_at = now() WHERE event_id = $1`, [p.eventId]);
  }

  /**
   * A payment's success queued with its intent: Stripe is asked first, then the event and the order
   * are read, checked and settled in one transaction, as confirm-payment settles an order. An order
   * no longer unpaid (confirm-payment got there first) has nothing left to bring, even while Stripe
   * cannot be reached; refunds come by their own events.
   */
  private async paymentSucceeded(intentId: string, applying: Applying): Promise<void> {
    const read = await this.readBack(() => readStripeState(this.stripe, intentId)).catch((err: unknown) => ({ unreachable: err }));
    await this.ds.transaction(async (m) => {
      const [row] = await m.query<EventOrderRow[]>(
        `SELECT e.processed_at IS NOT NULL AS processed, ${ORDER_COLUMNS_OF_O}
           FROM stripe_events e LEFT JOIN orders o ON o.payment_intent_id = $2
          WHERE e.event_id = $1`,
        [applying.eventId, intentId],
      );
      if (!row) throw new UnrecoverableError(`Stripe event ${applying.eventId} is not stored`);
      if (row.processed) return;
      const order = this.known(row.id === null ? undefined : row, intentId);
      if (order && UNPAID_ORDER_STATUSES.includes(order.status)) {
        if (read && 'unreachable' in read) throw read.unreachable;
        if (read) {
          const outcome = await applyStripeStateIn(m, order, read.intent, read.refunds, this.applied(applying, false));
          this.logOutcome(order, read.intent, outcome);
          if (outcome.kind !== 'none') return;
        }
      } else if (order) this.log.info({ changed: false }, 'payment applied to the order');
      await m.query(`UPDATE stripe_events SET processed_at = now() WHERE event_id = $1`, [applying.eventId]);
    });
  }

  /**
   * Reads the intent and its charge back and applies what they imply to the order. Answers whether
   * the event was marked processed with what it applied.
   */
  private async sync(intentId: string, applying: Applying, refundEvent: boolean, read = () => this.orderFor(intentId)) {
    const order = await read();
    if (!order) return false;
    // A payment for an order no longer unpaid has nothing left to bring, so Stripe is not asked;
    // refunds come by their own events.
    if (!refundEvent && !UNPAID_ORDER_STATUSES.includes(order.status)) {
      this.log.info({ changed: false }, 'payment applied to the order');
      return false;
    }
    const intent = await this.readBack(() => readIntent(this.stripe, intentId));
    if (!intent) return false;
    const outcome = await applyStripeState(this.ds, this.stripe, order, intent, this.applied(applying, refundEvent));
    this.logOutcome(order, intent, outcome);
    return outcome.kind !== 'none';
  }

  private applied(applying: Applying, refundEvent: boolean): StripeStateContext {
    return {
      source: 'webhook',
      paidNote: 'Card payment received',
      correlationId: applying.correlationId,
      eventId: applying.eventId,
      start: this.start,
      refundEvent,
    };
  }

  private logOutcome(order: OrderPaymentRow, intent: Stripe.PaymentIntent, outcome: AppliedOutcome): void {
    if (outcome.kind === 'none') {
      const { reason, detail } = outcome.verdict;
      const log = intent.status === 'succeeded' && reason !== 'refunded' ? this.log.error.bind(this.log) : this.log.info.bind(this.log);
      log({ orderId: order.id, intent: intent.id, reason, detail }, 'Stripe state does not settle the order; nothing applied');
      return;
    }
    this.log.info(
      { outcome: outcome.kind, refundedCents: outcome.refundedCents, changed: outcome.changed },
      'Stripe state applied to the order',
    );
  }

  private async failed(intentId: string, applying: Applying, read: () => Promise<OrderPaymentRow | undefined>) {
    const intent = await this.readBack(() => readIntent(this.stripe, intentId));
    if (!intent) return false;
    // A failure Stripe no longer shows (the customer paid with another card since) is history:
    // what Stripe shows now is applied instead.
    if (intent.status === 'succeeded') return this.sync(intentId, applying, false, read);
    const order = await read();
    if (!order || !intentBelongsToOrder(intent, settledOrderOf(order)).ok) return false;
    await transitionOrder(this.ds.manager, {
      orderId: order.id,
      to: 'payment_failed',
      source: 'webhook',
      note: intent.last_payment_error?.message ?? 'The card payment did not go through',
      correlationId: applying.correlationId,
    });
    this.log.info('payment failure applied to the order');
    return false;
  }

  /** A refund event names a refund or its charge: either leads to the intent, whose whole state is applied. */
  private async refundChanged(objectId: string, isRefund: boolean, applying: Applying) {
    const source = await this.readBack<{ payment_intent: string | { id: string } | null }>(() =>
      isRefund ? this.stripe.refunds.retrieve(objectId) : this.stripe.charges.retrieve(objectId),
    );
    const intentId = idOf(source?.payment_intent);
    return intentId ? this.sync(intentId, applying, true) : false;
  }

  /** A dispute is recorded as Stripe shows it now, on the order its charge paid. */
  private async disputeChanged(disputeId: string, correlationId: string) {
    const dispute = await this.readBack(() => this.stripe.disputes.retrieve(disputeId));
    if (!dispute) return;
    const chargeId = idOf(dispute.charge);
    const charge = chargeId ? await this.readBack(() => this.stripe.charges.retrieve(chargeId)) : undefined;
    const intentId = idOf(charge?.payment_intent);
    const order = intentId ? await this.orderFor(intentId) : undefined;
    if (!order) return;
    await this.ds.query(
      `INSERT INTO order_disputes (id, order_id, amount_cents, reason, status) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET amount_cents = excluded.amount_cents, reason = excluded.reason, status = excluded.status, updated_at = now()
        WHERE order_disputes.status IS DISTINCT FROM excluded.status OR order_disputes.amount_cents <> excluded.amount_cents`,
      [dispute.id, order.id, dispute.amount, dispute.reason ?? null, dispute.status],
    );
    this.log.info({ dispute: dispute.id, status: dispute.status, amount: dispute.amount, correlationId }, 'dispute recorded on the order');
  }

  /**
   * Reads an object back from Stripe. One Stripe does not have (a forged or foreign id) is
   * nothing to apply; any other failure throws, so the job retries.
   */
  private async readBack<T>(read: () => Promise<T>): Promise<T | undefined> {
    try {
      return await read();
    } catch (err) {
      if ((err as { code?: string }).code === 'resource_missing') {
        this.log.warn({ err: String(err) }, 'Stripe event names an object Stripe does not have; ignored');
        return undefined;
      }
      throw err;
    }
  }

  /** The order an intent pays for; the same row shape the reconciler claims, so both feed one settle check. */
  private async orderFor(intentId: string): Promise<OrderPaymentRow | undefined> {
    const [order] = await this.ds.query<OrderPaymentRow[]>(
      `SELECT ${ORDER_MONEY_COLUMNS.join(', ')}, status FROM orders WHERE payment_intent_id = $1`,
      [intentId],
    );
    return this.known(order, intentId);
  }

  /** An order read for an intent, logged: its id joins the job's log context, or its absence is warned about. */
  private known(order: OrderPaymentRow | undefined, intentId: unknown): OrderPaymentRow | undefined {
    if (!order) this.log.warn({ intentId }, 'Stripe event for an unknown order; ignored');
    else addToLogContext({ orderId: order.id });
    return order;
  }
}

/** What applying one stored event carries down to the order it changes. */
interface Applying {
  eventId: string;
  correlationId: string;
}

/** A stored event's state, with the order its payment intent pays (its columns null when there is none). */
type EventOrderRow = { processed: boolean } & (OrderPaymentRow | { [K in keyof OrderPaymentRow]: null });
/** A stored event, with the order its payment intent pays when it is a payment intent's event. */
type StoredEventRow = EventOrderRow & { payload: unknown };

const idOf = (ref: string | { id: string } | null | undefined): string | undefined => (typeof ref === 'string' ? ref : ref?.id);
