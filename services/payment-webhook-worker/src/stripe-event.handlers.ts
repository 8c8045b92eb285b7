import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { UnrecoverableError } from 'bullmq';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import {
  allowedFrom,
  intentBelongsToOrder,
  paymentSettlesOrder,
  refundSettlesOrder,
  type OrderStatus,
  type StripeEventPayload,
} from '@filebridge/contracts';
import {
  addToLogContext,
  LOGGER,
  ORDER_MONEY_COLUMNS,
  settledOrderOf,
  STRIPE,
  StripeEventEntity,
  transitionOrder,
  type OrderMoneyRow,
} from '@filebridge/platform';

/**
 * Applies stored Stripe events through the shared transition function. An event only says which
 * object to look at: the object is read back from Stripe and its current state decides, so a
 * stale, reordered or forged event (its signature proves only that someone holds the secret)
 * changes nothing Stripe does not confirm. A late failure cannot undo a payment (paid is not a
 * "from" state of payment_failed), and duplicates are no-ops.
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
    const events = this.ds.getRepository(StripeEventEntity);
    const row = await events.findOne({ select: { payload: true, processedAt: true }, where: { eventId: p.eventId } });
    if (!row) throw new UnrecoverableError(`Stripe event ${p.eventId} is not stored`);
    // A Stripe event starts its own chain: its id correlates what it causes, down to the mails.
    const correlationId = p.correlationId ?? p.eventId;
    addToLogContext({ correlationId });
    if (row.processedAt) return;
    const event = row.payload as unknown as Stripe.Event;
    const objectId = (event.data?.object as { id?: unknown } | undefined)?.id;

    if (typeof objectId === 'string') {
      switch (event.type) {
        case 'payment_intent.succeeded':
          await this.succeeded(objectId, correlationId);
          break;
        case 'payment_intent.payment_failed':
          await this.failed(objectId, correlationId);
          break;
        case 'charge.refunded':
          await this.refunded(objectId, correlationId);
          break;
        default:
          this.log.debug({ type: event.type }, 'ignored Stripe event type');
      }
    }
    await events.update({ eventId: p.eventId }, { processedAt: () => 'now()' });
  }

  private async succeeded(intentId: string, correlationId: string) {
    const order = await this.orderFor(intentId);
    if (!order) return;
    // Usually the customer's confirm-payment got there first: an order no longer unpaid cannot
    // move to paid, so Stripe is not asked about it.
    if (!allowedFrom('paid').includes(order.status)) {
      this.log.info({ changed: false }, 'payment applied to the order');
      return;
    }
    const intent = await this.readBack(() => this.stripe.paymentIntents.retrieve(intentId));
    if (!intent) return;
    const verdict = paymentSettlesOrder(intent, settledOrderOf(order));
    if (!verdict.ok) {
      const log = intent.status === 'succeeded' ? this.log.error.bind(this.log) : this.log.info.bind(this.log);
      log(
        { orderId: order.id, intent: intent.id, reason: verdict.reason, detail: verdict.detail },
        'payment does not settle the order; not marking it paid',
      );
      return;
    }
    const r = await transitionOrder(this.ds.manager, {
      orderId: order.id,
      to: 'paid',
      source: 'webhook',
      note: 'Card payment received',
      correlationId,
    });
    this.log.info({ changed: r.changed }, 'payment applied to the order');
  }

  private async failed(intentId: string, correlationId: string) {
    const intent = await this.readBack(() => this.stripe.paymentIntents.retrieve(intentId));
    // A failure Stripe no longer shows (the customer paid with another card since) is history.
    if (!intent || intent.status === 'succeeded') return;
    const order = await this.orderFor(intent.id);
    if (!order || !intentBelongsToOrder(intent, settledOrderOf(order)).ok) return;
    await transitionOrder(this.ds.manager, {
      orderId: order.id,
      to: 'payment_failed',
      source: 'webhook',
      note: intent.last_payment_error?.message ?? 'The card payment did not go through',
      correlationId,
    });
    this.log.info('payment failure applied to the order');
  }

  private async refunded(chargeId: string, correlationId: string) {
    const charge = await this.readBack(() => this.stripe.charges.retrieve(chargeId));
    if (!charge) return;
    const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    if (!intentId) return;
    const order = await this.orderFor(intentId);
    if (!order) return;
    const verdict = refundSettlesOrder(charge, settledOrderOf(order));
    if (!verdict.ok) {
      this.log.warn(
        { orderId: order.id, charge: charge.id, reason: verdict.reason, detail: verdict.detail },
        'refund not confirmed by Stripe; ignored',
      );
      return;
    }
    await transitionOrder(this.ds.manager, {
      orderId: order.id,
      to: 'refunded',
      source: 'webhook',
      note: 'Payment refunded',
      correlationId,
    });
    this.log.info('refund applied to the order');
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

  /**
   * The order an intent pays for. No transaction around this read and the transition after it:
   * the transition is one conditional statement, and the columns the checks read never change.
   */
  private async orderFor(intentId: string): Promise<(OrderMoneyRow & { status: OrderStatus }) | undefined> {
    // The same row shape the reconciler claims with SKIP LOCKED, so both feed one settle check.
    const [order] = await this.ds.query<(OrderMoneyRow & { status: OrderStatus })[]>(
      `SELECT ${ORDER_MONEY_COLUMNS.join(', ')}, status FROM orders WHERE payment_intent_id = $1`,
      [intentId],
    );
    if (!order) this.log.warn({ intentId }, 'Stripe event for an unknown order; ignored');
    else addToLogContext({ orderId: order.id });
    return order;
  }
}
