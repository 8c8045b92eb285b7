import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import {
  ORDER_EXPIRY_MS,
  type OrderCreatedPayload,
  type OrderStatusChangedPayload,
  type PaymentSucceededPayload,
} from '@filebridge/contracts';
import {
  STRIPE,
  CONFIG,
  LOGGER,
  QUEUES,
  QueueRegistry,
  queueStripeEvents,
  STRANDED_EVENT_AGE_MS,
  transitionOrder,
  writeOutbox,
  type AppConfig,
} from '@filebridge/platform';
import { loadOrderForMail, orderReceivedMail, receiptMail, statusChangedMail } from './order-mails';

/**
 * Every handler is idempotent: mails carry an idempotency key (outbox job id + mail_log), and
 * transitions are conditional, so a redelivered job changes nothing twice.
 */
@Controller()
export class OrderHandlers {
  private readonly site: string;

  constructor(
    private readonly ds: DataSource,
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(LOGGER) private readonly log: Logger,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(QUEUES) private readonly queues: QueueRegistry,
  ) {
    this.site = config.FRONTEND_ORIGIN;
  }

  @EventPattern('order.created')
  async orderCreated(@Payload() p: OrderCreatedPayload) {
    await this.ds.transaction(async (m) => {
      const order = await loadOrderForMail(m, p.orderId);
      if (!order) return;
      const mail = orderReceivedMail(order, this.site);
      await writeOutbox(m, 'mail.send', { ...mail, correlationId: p.correlationId }, mail.idempotencyKey);
    });
  }

  /** Receipt mail, then work starts: paid → in_progress with the fulfilment checklist as its note. */
  @EventPattern('payment.succeeded')
  async paymentSucceeded(@Payload() p: PaymentSucceededPayload) {
    await this.ds.transaction(async (m) => {
      const order = await loadOrderForMail(m, p.orderId);
      if (!order) return;
      const mail = receiptMail(order, this.site);
      await writeOutbox(m, 'mail.send', { ...mail, correlationId: p.correlationId }, mail.idempotencyKey);
      await transitionOrder(m, {
        orderId: p.orderId,
        to: 'in_progress',
        source: 'worker',
        note: `Filing started: ${order.service_name} (${order.package_title})`,
        correlationId: p.correlationId,
      });
    });
  }

  @EventPattern('order.status-changed')
  async statusChanged(@Payload() p: OrderStatusChangedPayload) {
    await this.ds.transaction(async (m) => {
      const order = await loadOrderForMail(m, p.orderId);
      if (!order) return;
      const [event] = await m.query(`SELECT note FROM order_events WHERE order_id = $1 AND to_status = $2 ORDER BY id DESC LIMIT 1`, [
        p.orderId,
        p.to,
      ]);
      const mail = statusChangedMail(order, this.site, p.from, p.to, event?.note ?? undefined);
      await writeOutbox(m, 'mail.send', { ...mail, correlationId: p.correlationId }, mail.idempotencyKey);
    });
  }

  /**
   * Queues stored Stripe events that were never queued, then asks Stripe about orders still unpaid
   * after a while and applies what it finds.
   */
  @EventPattern('payments.reconcile')
  async reconcile() {
    await this.queueStrandedEvents();
    const orders: { id: string; payment_intent_id: string; total_cents: number }[] = await this.ds.query(
      `SELECT id, payment_intent_id, total_cents FROM orders
        WHERE status IN ('pending_payment','payment_failed') AND payment_intent_id IS NOT NULL
          AND created_at < now() - ($1::int * interval '1 millisecond') ORDER BY created_at LIMIT 200`,
      [this.config.RECONCILE_AFTER_MS],
    );
    let paid = 0;
    for (const o of orders) {
      const intent = await this.stripe.paymentIntents.retrieve(o.payment_intent_id);
      if (intent.status === 'succeeded' && intent.amount === o.total_cents && intent.metadata?.orderId === o.id) {
        const r = await this.ds.transaction((m) =>
          transitionOrder(m, { orderId: o.id, to: 'paid', source: 'reconciler', note: 'Payment found by reconciliation' }),
        );
        if (r.changed) paid++;
      }
    }
    if (orders.length) this.log.info({ checked: orders.length, paid }, 'reconciled pending payments');
  }

  private async queueStrandedEvents() {
    const stranded: { event_id: string }[] = await this.ds.query(
      `SELECT event_id FROM stripe_events WHERE processed_at IS NULL AND received_at < now() - ($1::int * interval '1 millisecond')
        ORDER BY received_at LIMIT 1000`,
      [STRANDED_EVENT_AGE_MS],
    );
    if (stranded.length === 0) return;
    const errors = await queueStripeEvents(
      this.queues,
      stranded.map((s) => s.event_id),
    );
    if (errors.length) throw new Error(`Could not queue stranded Stripe events: ${String(errors[0])}`);
    this.log.info({ events: stranded.length }, 'queued stored Stripe events that were not applied');
  }

  /** Unpaid orders older than 24 h expire; their intents are cancelled so they can never be charged. */
  @EventPattern('orders.expire')
  async expire() {
    const stale: { id: string; payment_intent_id: string | null }[] = await this.ds.query(
      `SELECT id, payment_intent_id FROM orders WHERE status IN ('pending_payment','payment_failed') AND created_at < now() - ($1::int * interval '1 millisecond') LIMIT 500`,
      [ORDER_EXPIRY_MS],
    );
    for (const o of stale) {
      if (o.payment_intent_id) {
        const intent = await this.stripe.paymentIntents.retrieve(o.payment_intent_id);
        if (intent.status === 'succeeded') continue;
        if (intent.status !== 'canceled') await this.stripe.paymentIntents.cancel(o.payment_intent_id);
      }
      await this.ds.transaction((m) =>
        transitionOrder(m, { orderId: o.id, to: 'expired', source: 'reconciler', note: 'Not paid within 24 hours' }),
      );
    }
  }

  /** Published outbox rows are kept a day for inspection, then removed. */
  @EventPattern('outbox.sweep')
  async sweep() {
    await this.ds.query(`DELETE FROM outbox WHERE published_at < now() - interval '1 day'`);
  }

  @EventPattern('system.ping')
  ping(@Payload() p: { note?: string }) {
    this.log.info({ note: p.note }, 'ping');
  }
}
