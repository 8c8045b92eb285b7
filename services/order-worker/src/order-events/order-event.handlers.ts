import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import {
  isCustomerMailedPhase,
  JOBS,
  notifiesCustomer,
  isRequestKind,
  MESSAGE_MAIL_WINDOW_MS,
  type OrderMessagePostedPayload,
  type OrderPhaseChangedPayload,
  type OrderRequestRaisedPayload,
  type OrderStatusChangedPayload,
  type RefundSucceededPayload,
} from '@filebridge/contracts';
import {
  CONFIG,
  LOGGER,
  QUEUES,
  QueueRegistry,
  siteOrigin,
  OrderEventEntity,
  OrderPhaseEventEntity,
  OrderRequestEntity,
  toJobId,
  writeOutbox,
  loadOrderForMail,
  messagesMail,
  phaseChangedMail,
  refundMail,
  requestMail,
  statusChangedMail,
  type AppConfig,
} from '@filebridge/platform';
import { AccountReminders } from '../reminders/account-reminders.service';

/**
 * The customer's mails about an order's events (its work starts with its payment: startFiling).
 * Every handler is idempotent: mails carry an idempotency key (outbox job id + mail_log), so a
 * redelivered job changes nothing twice.
 */
@Controller()
export class OrderEventHandlers {
  private readonly site: string;

  constructor(
    private readonly ds: DataSource,
    private readonly reminders: AccountReminders,
    @Inject(LOGGER) private readonly log: Logger,
    @Inject(CONFIG) config: AppConfig,
    @Inject(QUEUES) private readonly queues: QueueRegistry,
  ) {
    this.site = siteOrigin(config);
  }

  /** A refund Stripe confirmed: the customer's one mail about it, with its amount and credit note. */
  @EventPattern(JOBS.refundSucceeded)
  async refundSucceeded(@Payload() p: RefundSucceededPayload) {
    const order = await loadOrderForMail(this.ds.manager, p.orderId);
    const [refund] = await this.ds.query<{ id: string; amount_cents: number; reason: string | null; updated_at: Date; ordinal: number }[]>(
      `SELECT id, amount_cents, reason, updated_at, ordinal::int FROM (
         SELECT *, row_number() OVER (ORDER BY created_at, id) AS ordinal FROM order_refunds WHERE order_id = $1 AND status = 'succeeded') r
        WHERE id = $2`,
      [p.orderId, p.refundId],
    );
    if (!order || !refund) return;
    const mail = refundMail(
      order,
      {
        id: refund.id,
        amountCents: refund.amount_cents,
        reason: refund.reason,
        updatedAt: new Date(refund.updated_at),
        ordinal: refund.ordinal,
      },
      this.site,
    );
    await writeOutbox(this.ds.manager, 'mail.send', { ...mail, correlationId: p.correlationId }, mail.idempotencyKey);
    this.log.info({ refundId: refund.id, amountCents: refund.amount_cents }, 'refund mail queued');
  }

  @EventPattern(JOBS.orderStatusChanged)
  async statusChanged(@Payload() p: OrderStatusChangedPayload) {
    if (!notifiesCustomer(p.to)) return;
    await this.ds.transaction(async (m) => {
      const order = await loadOrderForMail(m, p.orderId);
      if (!order) return;
      const event = await m.getRepository(OrderEventEntity).findOne({
        select: { note: true },
        where: { orderId: p.orderId, toStatus: p.to },
        order: { id: 'DESC' },
      });
      const mail = statusChangedMail(order, this.site, p.from, p.to, event?.note ?? undefined);
      await writeOutbox(m, 'mail.send', { ...mail, correlationId: p.correlationId }, mail.idempotencyKey);
      this.log.info({ to: p.to }, 'status change mail queued');
    });
  }

  /** A filing moved on: the customer's one mail about it, for the phases they are told about. */
  @EventPattern(JOBS.orderPhaseChanged)
  async phaseChanged(@Payload() p: OrderPhaseChangedPayload) {
    // The state's approval is the formation date of a company we formed: its record and its reminders follow it.
    if (p.to === 'approved') {
      const [order] = await this.ds.query<{ account_id: string }[]>(`SELECT account_id FROM orders WHERE id = $1`, [p.orderId]);
      if (order) await this.reminders.schedule(order.account_id);
    }
    if (!isCustomerMailedPhase(p.to)) return;
    const m = this.ds.manager;
    const [order, event] = await Promise.all([
      loadOrderForMail(m, p.orderId),
      m.getRepository(OrderPhaseEventEntity).findOneBy({ id: p.phaseEventId, orderId: p.orderId }),
    ]);
    if (!order || !event || !isCustomerMailedPhase(event.toPhase)) return;
    const mail = phaseChangedMail(order, { id: event.id, to: event.toPhase, detail: event.detail }, this.site);
    await writeOutbox(m, 'mail.send', { ...mail, correlationId: p.correlationId }, mail.idempotencyKey);
    this.log.info({ to: p.to }, 'phase mail queued');
  }

  /** The team asked the customer for something: their one mail about it, while it is still open. */
  @EventPattern(JOBS.orderRequestRaised)
  async requestRaised(@Payload() p: OrderRequestRaisedPayload) {
    const m = this.ds.manager;
    const [order, request] = await Promise.all([
      loadOrderForMail(m, p.orderId),
      m.getRepository(OrderRequestEntity).findOneBy({ id: p.requestId, orderId: p.orderId }),
    ]);
    if (!order || !request || request.status !== 'open' || !isRequestKind(request.kind)) return;
    const mail = requestMail(order, { id: request.id, kind: request.kind, message: request.message }, this.site);
    await writeOutbox(m, 'mail.send', { ...mail, correlationId: p.correlationId }, mail.idempotencyKey);
    this.log.info({ kind: request.kind }, 'request mail queued');
  }

  /**
   * The team wrote in an order's thread: one mail for the window once it closes, listing the
   * team's messages the customer has not read by then. Read already on the order page, they need
   * no mail. Arriving while its window is open, the event waits for it to close as a delayed job.
   */
  @EventPattern(JOBS.orderMessagePosted)
  async messagePosted(@Payload() p: OrderMessagePostedPayload) {
    const fromCustomer = p.fromCustomer ?? false;
    const wait = p.window + MESSAGE_MAIL_WINDOW_MS - Date.now();
    if (wait > 0) {
      const side = fromCustomer ? '-customer' : '';
      await this.queues.add(JOBS.orderMessagePosted, p, toJobId(`${JOBS.orderMessagePosted}/${p.orderId}-${p.window}${side}-closed`), {
        delay: wait,
      });
      return;
    }
    const m = this.ds.manager;
    const [order, unread] = await Promise.all([
      loadOrderForMail(m, p.orderId),
      m.query<{ body: string }[]>(
        `SELECT body FROM order_messages WHERE order_id = $1 AND from_customer = $2 AND read_at IS NULL ORDER BY created_at, id`,
        [p.orderId, fromCustomer],
      ),
    ]);
    if (!order || !unread.length) return;
    const mail = messagesMail(
      order,
      p.window,
      unread.map((r) => r.body),
      this.site,
      fromCustomer,
    );
    await writeOutbox(m, 'mail.send', { ...mail, correlationId: p.correlationId }, mail.idempotencyKey);
    this.log.info({ messages: unread.length }, 'message mail queued');
  }
}
