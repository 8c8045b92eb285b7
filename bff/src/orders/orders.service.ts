import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  ServiceUnavailableException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import {
  INACTIVE_SERVICE_TEXT,
  orderQuoteInputs,
  ADMIN_TRANSITIONS,
  PAID_ORDER_STATUSES,
  formatUsd,
  toCents,
  TOO_MANY_UNPAID_ORDERS_MESSAGE,
  withDefaultInputs,
  type OrderStatus,
  type ResponseOf,
  type ENDPOINTS,
  type TransitionResult,
} from '@filebridge/contracts';
import {
  applyStripeStateIn,
  CONFIG,
  filingStartOf,
  LOGGER,
  ORDER_MONEY_COLUMNS,
  OrderEntity,
  readStripeState,
  STRIPE,
  transitionOrder,
  type AppConfig,
  type AppliedOutcome,
  type FilingStart,
  type OrderPaymentRow,
} from '@filebridge/platform';
import { QuoteService } from '../catalog';
import type { BodyIn } from '../common';
import { HeldPaymentEvents } from '../webhooks';
import { reserveOrderIdentity, requestDigest } from './order-create-keys';
import { placeOrder, type OrderIdentity } from './place-order';

const CREATE_FAILED = { message: 'Failed to create order', code: 'order_create_failed' };
const TOO_MANY_UNPAID = { message: TOO_MANY_UNPAID_ORDERS_MESSAGE, code: 'too_many_unpaid_orders' };
const KEY_REUSED = {
  message: 'This Idempotency-Key was already used for a different order. Send a new key for a new order.',
  code: 'idempotency_key_reused',
};
const CONFIRM_FAILED = 'Failed to confirm payment';
const ORDER_NOT_FOUND = { message: 'Order not found', code: 'order_not_found' };

/** What confirming a payment found: an order paid already, or what Stripe's intent brought to it. */
type Settling = { alreadyPaid: OrderStatus } | { intent: Stripe.PaymentIntent; outcome: AppliedOutcome };

/** Who moves an order by hand, and why; the request's id follows the events it causes. */
export interface HandTransition {
  orderId: string;
  to: OrderStatus;
  note?: string;
  actor: string;
  correlationId: string;
}

@Injectable()
export class OrdersService {
  private readonly start: FilingStart;

  constructor(
    private readonly ds: DataSource,
    private readonly quotes: QuoteService,
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(LOGGER) private readonly log: Logger,
    @Inject(CONFIG) config: AppConfig,
    private readonly held: HeldPaymentEvents,
  ) {
    this.start = filingStartOf(config);
  }

  /**
   * A repeat of an attempt (same Idempotency-Key, or the same body within a short window) answers
   * with the order the first one made: same identity, so Stripe replays the same intent and the
   * order row is stored once.
   */
  async create(
    accountId: string,
    input: BodyIn<'orderCreate'>,
    correlationId: string,
    idempotencyKey?: string,
  ): Promise<ResponseOf<typeof ENDPOINTS.orderCreate>> {
    // Stored as priced: a UCR order that named no year keeps the year it was charged for.
    const quoteInputs = withDefaultInputs(input.serviceSlug, input.quoteInputs ?? {}, new Date());
    const priced = await this.quotes.price(
      input.serviceSlug,
      input.packageId,
      input.additionalServices,
      orderQuoteInputs(input.businessInfo, quoteInputs),
      true,
    );
    if (priced.service.status !== 'active') {
      throw new ConflictException({ message: INACTIVE_SERVICE_TEXT, code: 'service_inactive' });
    }
    const { quote } = priced;
    if (toCents(input.pricing.total) !== quote.totalCents) {
      throw new ConflictException({
        message: `The price has changed: the total is now ${formatUsd(quote.totalCents)}. Please review it before paying.`,
        code: 'price_changed',
        quote: QuoteService.toDto(priced),
      });
    }

    const reservation = await reserveOrderIdentity(this.ds, accountId, idempotencyKey, requestDigest(input));
    if (reservation.kind === 'too_many_unpaid') throw new ConflictException(TOO_MANY_UNPAID);
    if (reservation.kind === 'key_reused') throw new UnprocessableEntityException(KEY_REUSED);
    const order = { ...reservation.identity, accountId, totalCents: quote.totalCents };

    // Before the order is stored and outside any transaction: a slow or failing Stripe call must
    // not hold a database lock, and an order is never stored without the intent that pays it.
    const intent = await this.createIntent(order, input.customerInfo.email).catch((err) => {
      this.log.error({ orderId: order.id, correlationId, err: String(err) }, 'payment intent creation failed; no order stored');
      throw new ServiceUnavailableException(CREATE_FAILED);
    });
    const placed = await placeOrder(this.ds, {
      ...order,
      paymentIntentId: intent.id,
      serviceId: priced.service.id,
      packageId: priced.packageId,
      businessInfo: input.businessInfo,
      customerInfo: input.customerInfo,
      items: quote.lines,
      additionalServices: priced.addOns,
      includedAddOns: priced.included,
      quoteInputs,
      subtotalCents: quote.subtotalCents,
      taxCents: quote.taxCents,
    });
    if (!placed) {
      // Another order of the account took the last place meanwhile: its intent will never be paid.
      void this.stripe.paymentIntents
        .cancel(intent.id)
        .catch((err) => this.log.warn({ intent: intent.id, err: String(err) }, 'could not cancel an unused intent'));
      throw new ConflictException(TOO_MANY_UNPAID);
    }
    this.log.info({ orderId: order.id, correlationId, orderNumber: order.orderNumber }, 'order placed');
    return {
      success: true,
      order: { _id: order.id, orderNumber: order.orderNumber },
      clientSecret: intent.client_secret ?? '',
    };
  }

  /** The idempotency key covers every input of the call, so a retry returns the same intent. */
  private createIntent(order: OrderIdentity & { accountId: string; totalCents: number }, email: string) {
    return this.stripe.paymentIntents.create(
      {
        amount: order.totalCents,
        currency: 'usd',
        description: `Filebridge order ${order.orderNumber}`,
        receipt_email: email,
        metadata: { orderId: order.id, orderNumber: order.orderNumber, accountId: order.accountId },
      },
      { idempotencyKey: `pi-create-${order.id}-${order.totalCents}-usd` },
    );
  }

  /**
   * Settles the caller's order by what Stripe shows of its intent. Stripe is asked first, so the
   * order is read, checked and brought to Stripe's state in one transaction. An order already paid
   * is confirmed whether or not Stripe could be reached; one that needs Stripe is answered 503.
   * The intent's payment event, when this process holds it, is settled in the same transaction
   * (HeldPaymentEvents), and queued for the worker when the order is left unsettled.
   */
  async confirmPayment(
    accountId: string,
    input: BodyIn<'confirmPayment'>,
    correlationId: string,
  ): Promise<ResponseOf<typeof ENDPOINTS.confirmPayment>> {
    const read = await readStripeState(this.stripe, input.paymentIntentId).catch(() => null);
    // Taken once Stripe has answered: a webhook sent as the card was confirmed has had that long to arrive.
    const heldEvents = this.held.take(input.paymentIntentId);
    const settled = await this.ds
      .transaction(async (m): Promise<Settling> => {
        const [order] = await m.query<OrderPaymentRow[]>(
          `SELECT ${ORDER_MONEY_COLUMNS.join(', ')}, status FROM orders WHERE id = $1 AND account_id = $2`,
          [input.orderId, accountId],
        );
        if (!order) throw new NotFoundException({ message: CONFIRM_FAILED, code: 'order_not_found' });
        if (order.payment_intent_id !== input.paymentIntentId)
          throw new BadRequestException({ message: CONFIRM_FAILED, code: 'intent_mismatch' });
        if (PAID_ORDER_STATUSES.includes(order.status)) {
          await this.held.settleIn(m, heldEvents);
          return { alreadyPaid: order.status };
        }
        if (order.status === 'refunded') throw new ConflictException({ message: CONFIRM_FAILED, code: 'payment_refunded' });
        if (!read) throw new ServiceUnavailableException({ message: CONFIRM_FAILED, code: 'payment_provider_unavailable' });
        const outcome = await applyStripeStateIn(m, order, read.intent, read.refunds, {
          source: 'api',
          paidNote: 'Card payment confirmed',
          correlationId,
          start: this.start,
        });
        if (outcome.kind !== 'none') await this.held.settleIn(m, heldEvents);
        return { intent: read.intent, outcome };
      })
      .catch(async (err: unknown) => {
        await this.held.queue(heldEvents);
        throw err;
      });
    if ('alreadyPaid' in settled) return { success: true, status: settled.alreadyPaid };
    const { intent, outcome } = settled;
    if (outcome.kind === 'none') await this.held.queue(heldEvents);
    if (outcome.kind === 'refunded') {
      this.log.warn({ orderId: input.orderId, correlationId, intent: intent.id }, 'payment confirmed for a charge refunded in full');
      throw new ConflictException({ message: CONFIRM_FAILED, code: 'payment_refunded' });
    }
    if (outcome.kind === 'none') {
      const { reason, detail } = outcome.verdict;
      if (intent.status === 'succeeded') {
        this.log.error({ orderId: input.orderId, correlationId, intent: intent.id, reason, detail }, 'payment does not settle the order');
      }
      throw new ConflictException({
        message: CONFIRM_FAILED,
        code: reason === 'not_succeeded' ? 'payment_not_succeeded' : 'payment_mismatch',
      });
    }
    this.log.info({ orderId: input.orderId, correlationId, changed: outcome.changed }, 'payment confirmed');
    return { success: true, status: 'paid' };
  }

  /**
   * Moves an order on by hand (start, complete, refund) in the caller's transaction, so what the
   * caller records about it commits with it; only the moves an admin may make are allowed.
   */
  async transitionByHand(m: EntityManager, t: HandTransition): Promise<TransitionResult> {
    const order = await m.getRepository(OrderEntity).findOne({
      select: { id: true, status: true },
      where: { id: t.orderId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    if (!(ADMIN_TRANSITIONS[order.status] ?? []).includes(t.to)) {
      throw new BadRequestException({
        message: `An order that is ${order.status.replace('_', ' ')} cannot move to ${t.to.replace('_', ' ')}.`,
        code: 'transition_not_allowed',
      });
    }
    const r = await transitionOrder(m, { ...t, source: 'admin' });
    this.log.info({ orderId: t.orderId, correlationId: t.correlationId, to: t.to, changed: r.changed }, 'order moved by hand');
    return { changed: r.changed, from: r.from, to: t.to };
  }
}
