import { ConflictException, Inject, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import Stripe from 'stripe';
import {
  customerMayCancel,
  formatUsd,
  REFUNDABLE_ORDER_STATUSES,
  toDollars,
  type FulfilmentPhase,
  type OrderStatus,
  type RefundDto,
} from '@filebridge/contracts';
import { LOGGER, OrderRefundEntity, STRIPE } from '@filebridge/platform';

const ORDER_NOT_FOUND = { message: 'Order not found', code: 'order_not_found' };
const CANCEL_REASON = 'Cancelled by the customer before the filing was submitted';

export interface RefundAsk {
  orderId: string;
  /** The whole refundable amount when absent. */
  amountCents?: number;
  reason: string;
  /** The admin's address, or `customer`. */
  requestedBy: string;
  /** Only a customer's own order, when set. */
  accountId?: string;
  correlationId: string;
}

/** Statuses of a refund that holds money: given back, or on its way. */
const HOLDING = `status IN ('requested','pending','succeeded')`;

/**
 * Refunds that move money. A refund is created at Stripe, with an idempotency key of its own
 * request, and the order changes only when Stripe's refund event is read back (the webhook
 * worker); until then the refund is shown as on its way, and one Stripe fails is shown failed.
 * One refund per order at a time is on its way to Stripe: a second asked for meanwhile resumes the
 * first when it is the same, so a refund sent twice at once refunds once.
 */
@Injectable()
export class RefundsService {
  constructor(
    private readonly ds: DataSource,
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  /** A customer's cancellation: everything still refundable goes back while the filing is not submitted. */
  cancel(accountId: string, orderId: string, correlationId: string): Promise<RefundDto> {
    return this.refund({ orderId, accountId, reason: CANCEL_REASON, requestedBy: 'customer', correlationId });
  }

  /** What is left to refund on the order (null when there is no such order), for a limit checked before asking. */
  async refundableCents(orderId: string): Promise<number | null> {
    const [row] = await this.ds.query<{ left: number }[]>(
      `SELECT o.total_cents - (SELECT coalesce(sum(amount_cents), 0)::int FROM order_refunds WHERE order_id = o.id AND ${HOLDING}) AS left
         FROM orders o WHERE o.id = $1`,
      [orderId],
    );
    return row ? Number(row.left) : null;
  }

  async refund(ask: RefundAsk): Promise<RefundDto> {
    const row = await this.request(ask);
    return this.send(row, ask);
  }

  /** Records the refund as requested, or finds the same one already on its way, under the order's row lock. */
  private request(ask: RefundAsk): Promise<OrderRefundEntity> {
    return this.ds.transaction(async (m) => {
      const [order] = await m.query<{ status: OrderStatus; phase: FulfilmentPhase | null; total_cents: number; account_id: string }[]>(
        `SELECT status, phase, total_cents, account_id FROM orders WHERE id = $1 FOR UPDATE`,
        [ask.orderId],
      );
      if (!order || (ask.accountId && order.account_id !== ask.accountId)) throw new NotFoundException(ORDER_NOT_FOUND);
      // Read once the lock is held, by a statement of its own: one that waited for the lock would see
      // the refunds as they were when it started, missing the one whose request held the lock.
      const [{ held }] = await m.query<[{ held: number }]>(
        `SELECT coalesce(sum(amount_cents), 0)::int AS held FROM order_refunds WHERE order_id = $1 AND ${HOLDING}`,
        [ask.orderId],
      );
      const refunds = m.getRepository(OrderRefundEntity);
      const inFlight = await refunds.findOneBy({ orderId: ask.orderId, status: 'requested' });
      if (inFlight) {
        if (ask.amountCents === undefined || inFlight.amountCents === ask.amountCents) return inFlight;
        throw new ConflictException({
          message: 'Another refund of this order is being sent to Stripe. Try again in a moment.',
          code: 'refund_in_progress',
        });
      }
      if (ask.accountId ? !customerMayCancel(order.status, order.phase) : !REFUNDABLE_ORDER_STATUSES.includes(order.status)) {
        throw new ConflictException(
          ask.accountId
            ? {
                message: 'This order can no longer be cancelled here: its filing has been submitted. Contact us about a refund.',
                code: 'not_cancellable',
              }
            : { message: `An order that is ${order.status.replace('_', ' ')} cannot be refunded.`, code: 'not_refundable' },
        );
      }
      const refundable = order.total_cents - held;
      const amount = ask.amountCents ?? refundable;
      if (refundable <= 0) throw new ConflictException({ message: 'Nothing is left to refund on this order.', code: 'nothing_to_refund' });
      if (amount > refundable) {
        throw new ConflictException({ message: `At most ${formatUsd(refundable)} can still be refunded.`, code: 'refund_too_large' });
      }
      return refunds.save(
        refunds.create({
          orderId: ask.orderId,
          amountCents: amount,
          reason: ask.reason,
          status: 'requested',
          requestedBy: ask.requestedBy,
        }),
      );
    });
  }

  /** Creates the refund at Stripe under the request's own key: sent again, Stripe answers the same refund. */
  private async send(row: OrderRefundEntity, ask: RefundAsk): Promise<RefundDto> {
    const [order] = await this.ds.query<{ payment_intent_id: string }[]>(`SELECT payment_intent_id FROM orders WHERE id = $1`, [
      row.orderId,
    ]);
    const refunds = this.ds.getRepository(OrderRefundEntity);
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: order!.payment_intent_id,
          amount: row.amountCents,
          ...(ask.requestedBy === 'customer' ? { reason: 'requested_by_customer' as const } : {}),
          metadata: { orderId: row.orderId, refundRequestId: row.id },
        },
        { idempotencyKey: `refund-${row.id}` },
      );
      // Pending until Stripe's refund event is read back; the worker may have got there first.
      await this.ds.query(
        `UPDATE order_refunds SET stripe_refund_id = $2, status = 'pending', updated_at = now() WHERE id = $1 AND status = 'requested'`,
        [row.id, refund.id],
      );
      this.log.info(
        { orderId: row.orderId, correlationId: ask.correlationId, refund: refund.id, amount: row.amountCents },
        'refund sent to Stripe',
      );
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError || err instanceof Stripe.errors.StripeCardError) {
        await refunds.update({ id: row.id, status: 'requested' }, { status: 'failed', failureReason: err.message });
        this.log.warn({ orderId: row.orderId, correlationId: ask.correlationId, err: err.message }, 'Stripe refused the refund');
        throw new ConflictException({ message: `Stripe refused the refund: ${err.message}`, code: 'refund_refused' });
      }
      this.log.error({ orderId: row.orderId, correlationId: ask.correlationId, err: String(err) }, 'refund could not be sent to Stripe');
      throw new ServiceUnavailableException({
        message: 'The refund could not be sent to Stripe. Try again: it will not be made twice.',
        code: 'payment_provider_unavailable',
      });
    }
    return refundDto((await refunds.findOneBy({ id: row.id }))!);
  }
}

export function refundDto(r: OrderRefundEntity): RefundDto {
  return {
    id: r.id,
    amount: toDollars(r.amountCents),
    status: r.status,
    reason: r.reason,
    failureReason: r.failureReason,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
