import { ConflictException, Inject, Injectable, NotFoundException, ServiceUnavailableException, BadRequestException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { toDollars } from '@filebridge/contracts';
import { STRIPE, LOGGER, transitionOrder, writeOutbox } from '@filebridge/platform';
import { QuoteService } from '../catalog/quote.service';
import type { ConfirmPaymentDto, OrderCreateDto } from './order.dto';

const CREATE_FAILED = { message: 'Failed to create order', code: 'order_create_failed' };
const CONFIRM_FAILED = 'Failed to confirm payment';
const PAID_OR_LATER = new Set(['paid', 'in_progress', 'completed']);

@Injectable()
export class OrdersService {
  constructor(
    private readonly ds: DataSource,
    private readonly quotes: QuoteService,
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  async create(accountId: string, dto: OrderCreateDto, correlationId: string) {
    const priced = await this.quotes.price(
      dto.serviceSlug,
      dto.packageId,
      dto.additionalServices,
      { state: dto.businessInfo.state, fleetSize: dto.quoteInputs?.fleetSize },
      true,
    );
    if (priced.service.status !== 'active') {
      throw new ConflictException({ message: 'This service is currently inactive and not available.', code: 'service_inactive' });
    }
    const { quote } = priced;
    if (Math.round(dto.pricing.total * 100) !== quote.totalCents) {
      throw new ConflictException({
        message: `The price has changed: the total is now $${toDollars(quote.totalCents).toFixed(2)}. Please review it before paying.`,
        code: 'price_changed',
        quote: QuoteService.toDto(priced),
      });
    }

    const order = await this.ds.transaction(async (m) => {
      const [row] = await m.query(
        `INSERT INTO orders (account_id, service_id, package_id, status, business_info, customer_info, items, additional_services,
                             subtotal_cents, tax_cents, total_cents)
         VALUES ($1, $2, $3, 'pending_payment', $4, $5, $6, $7, $8, $9, $10) RETURNING id, order_number`,
        [
          accountId,
          priced.service.id,
          priced.packageId,
          dto.businessInfo,
          dto.customerInfo,
          JSON.stringify(quote.lines),
          dto.additionalServices,
          quote.subtotalCents,
          quote.taxCents,
          quote.totalCents,
        ],
      );
      await m.query(
        `INSERT INTO order_events (order_id, from_status, to_status, source, note) VALUES ($1, NULL, 'pending_payment', 'api', 'Order placed')`,
        [row.id],
      );
      await writeOutbox(m, 'order.created', { orderId: row.id, correlationId }, `order-created-${row.id}`);
      return row as { id: string; order_number: string };
    });

    // Outside any transaction: a slow or failing Stripe call must not hold a database lock.
    const intent = await this.createIntent(order.id, order.order_number, accountId, quote.totalCents, dto.customerInfo.email).catch(
      (err) => {
        this.log.error({ orderId: order.id, err: String(err) }, 'payment intent creation failed; the order will expire unpaid');
        throw new ServiceUnavailableException(CREATE_FAILED);
      },
    );
    await this.ds.query(`UPDATE orders SET payment_intent_id = $2 WHERE id = $1`, [order.id, intent.id]);
    return { success: true, order: { _id: order.id, id: order.id, orderNumber: order.order_number }, clientSecret: intent.client_secret };
  }

  /** The idempotency key covers every input of the call, so a retry returns the same intent. */
  private createIntent(orderId: string, orderNumber: string, accountId: string, amount: number, email: string) {
    return this.stripe.paymentIntents.create(
      {
        amount,
        currency: 'usd',
        description: `Filebridge order ${orderNumber}`,
        receipt_email: email,
        metadata: { orderId, orderNumber, accountId },
      },
      { idempotencyKey: `pi-create-${orderId}-${amount}-usd` },
    );
  }

  async confirmPayment(accountId: string, dto: ConfirmPaymentDto, correlationId: string) {
    const [order] = await this.ds.query(
      `SELECT id, status, total_cents, currency, payment_intent_id FROM orders WHERE id = $1 AND account_id = $2`,
      [dto.orderId, accountId],
    );
    if (!order) throw new NotFoundException({ message: CONFIRM_FAILED, code: 'order_not_found' });
    if (order.payment_intent_id !== dto.paymentIntentId)
      throw new BadRequestException({ message: CONFIRM_FAILED, code: 'intent_mismatch' });
    if (PAID_OR_LATER.has(order.status)) return { success: true, status: order.status };

    const intent = await this.stripe.paymentIntents.retrieve(dto.paymentIntentId).catch(() => {
      throw new ServiceUnavailableException({ message: CONFIRM_FAILED, code: 'payment_provider_unavailable' });
    });
    const matches =
      intent.status === 'succeeded' &&
      intent.metadata?.orderId === order.id &&
      intent.metadata?.accountId === accountId &&
      intent.amount === order.total_cents &&
      intent.currency === order.currency;
    if (!matches) throw new ConflictException({ message: CONFIRM_FAILED, code: 'payment_not_succeeded' });

    await this.ds.transaction((m) =>
      transitionOrder(m, { orderId: order.id, to: 'paid', source: 'api', note: 'Card payment confirmed', correlationId }),
    );
    return { success: true, status: 'paid' };
  }
}
