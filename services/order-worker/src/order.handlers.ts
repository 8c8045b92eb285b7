import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { DataSource, Raw } from 'typeorm';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import {
  CUSTOMER_MAILED_PHASES,
  notifiesCustomer,
  ORDER_EXPIRY_MS,
  PAID_ORDER_STATUSES,
  isRequestKind,
  MESSAGE_MAIL_WINDOW_MS,
  type ComplianceAccountChangedPayload,
  type OrderMessagePostedPayload,
  type OrderPhaseChangedPayload,
  type OrderRequestRaisedPayload,
  type OrderStatus,
  type OrderStatusChangedPayload,
  type PaymentSucceededPayload,
  type RefundSucceededPayload,
} from '@filebridge/contracts';
import {
  STRIPE,
  CONFIG,
  LOGGER,
  QUEUES,
  QueueRegistry,
  queueStripeEvents,
  remindPendingIntakes,
  siteOrigin,
  STRANDED_EVENT_AGE_MS,
  applyStripeState,
  ORDER_MONEY_COLUMNS,
  OrderEntity,
  readIntent,
  OrderEventEntity,
  OrderPhaseEventEntity,
  OrderRequestEntity,
  OutboxEntity,
  accountComplianceFacts,
  accountReminderOffsets,
  syncAccountBusinesses,
  accountsWithPaidOrders,
  scheduleComplianceReminders,
  transitionOrder,
  UNPAID_STATUS_SQL,
  toJobId,
  writeOutbox,
  type AppConfig,
  type OrderPaymentRow,
} from '@filebridge/platform';
import { loadOrderForMail, messagesMail, phaseChangedMail, receiptMail, refundMail, requestMail, statusChangedMail } from './order-mails';

/** A checked order is asked about again after a minute, then two, four… and at most every hour. */
const RECHECK_BASE_MS = 60_000;
const RECHECK_MAX_MS = 60 * 60_000;
/** Orders one reconcile pass asks Stripe about; the rest wait for the next pass, in turn. */
const RECONCILE_BATCH = 200;
const EXPIRE_BATCH = 500;
const REMINDER_SCHEDULE_BATCH = 500;

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
    this.site = siteOrigin(config);
  }

  /**
   * An order just placed mails nobody: its confirmation is the receipt, sent once the payment is
   * confirmed. A mail here would go out for every abandoned or repeated checkout, each one a mail
   * about an order the buyer never completed.
   */
  @EventPattern('order.created')
  orderCreated() {
    this.log.info('order received; nothing is mailed until it is paid');
  }

  /** Work starts (paid → in_progress, the filing named in its note), then the receipt mail. */
  @EventPattern('payment.succeeded')
  async paymentSucceeded(@Payload() p: PaymentSucceededPayload) {
    // Two idempotent writes, no transaction: a retry after a crash between them does the rest once.
    const m = this.ds.manager;
    const order = await loadOrderForMail(m, p.orderId);
    if (!order) return;
    // Refunded in full before this ran (Stripe's state wins over the event that paid it): no work, no receipt.
    if (!PAID_ORDER_STATUSES.includes(order.status)) {
      this.log.info({ status: order.status }, 'order no longer paid; no filing started, no receipt');
      return;
    }
    const started = await transitionOrder(m, {
      orderId: p.orderId,
      to: 'in_progress',
      source: 'worker',
      note: `Filing started: ${order.service_name} (${order.package_title})`,
      correlationId: p.correlationId,
    });
    // Written whether or not this attempt moved the order: a retry still owes the receipt.
    const mail = receiptMail(order, this.site);
    await writeOutbox(m, 'mail.send', { ...mail, correlationId: p.correlationId }, mail.idempotencyKey);
    this.log.info({ changed: started.changed }, 'filing started; receipt queued');
    await this.scheduleAccount(order.account_id);
  }

  /** The account's business records brought up to date from its paid orders, then its reminders scheduled from them. */
  private async scheduleAccount(accountId: string) {
    await syncAccountBusinesses(this.ds, accountId);
    const [facts, daysBefore] = await Promise.all([accountComplianceFacts(this.ds, accountId), accountReminderOffsets(this.ds, accountId)]);
    await scheduleComplianceReminders(this.queues, accountId, facts, new Date(), daysBefore);
  }

  /** The customer changed a formation date or their reminder days: their reminders follow at once. */
  @EventPattern('compliance.account-changed')
  async accountChanged(@Payload() p: ComplianceAccountChangedPayload) {
    await this.scheduleAccount(p.accountId);
    this.log.info('compliance reminders scheduled again for one account');
  }

  /** A refund Stripe confirmed: the customer's one mail about it, with its amount and credit note. */
  @EventPattern('refund.succeeded')
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

  /**
   * Schedules again the reminders of every account with a paid order: a filing whose date has passed moves on to
   * its next cycle, and a due date that changed moves its waiting reminders.
   */
  @EventPattern('compliance.schedule')
  async scheduleReminders() {
    let after: string | null = null;
    let accounts = 0;
    for (;;) {
      const page = await accountsWithPaidOrders(this.ds, after, REMINDER_SCHEDULE_BATCH);
      for (const accountId of page) await this.scheduleAccount(accountId);
      accounts += page.length;
      if (page.length < REMINDER_SCHEDULE_BATCH) break;
      after = page[page.length - 1]!;
    }
    this.log.info({ accounts }, 'compliance reminders scheduled');
  }

  @EventPattern('order.status-changed')
  async statusChanged(@Payload() p: OrderStatusChangedPayload) {
    if (!notifiesCustomer(p.to as OrderStatus)) return;
    await this.ds.transaction(async (m) => {
      const order = await loadOrderForMail(m, p.orderId);
      if (!order) return;
      const event = await m.getRepository(OrderEventEntity).findOne({
        select: { note: true },
        where: { orderId: p.orderId, toStatus: p.to as OrderStatus },
        order: { id: 'DESC' },
      });
      const mail = statusChangedMail(order, this.site, p.from, p.to, event?.note ?? undefined);
      await writeOutbox(m, 'mail.send', { ...mail, correlationId: p.correlationId }, mail.idempotencyKey);
      this.log.info({ to: p.to }, 'status change mail queued');
    });
  }

  /** A filing moved on: the customer's one mail about it, for the phases they are told about. */
  @EventPattern('order.phase-changed')
  async phaseChanged(@Payload() p: OrderPhaseChangedPayload) {
    // The state's approval is the formation date of a company we formed: its record and its reminders follow it.
    if (p.to === 'approved') {
      const [order] = await this.ds.query<{ account_id: string }[]>(`SELECT account_id FROM orders WHERE id = $1`, [p.orderId]);
      if (order) await this.scheduleAccount(order.account_id);
    }
    if (!CUSTOMER_MAILED_PHASES.includes(p.to)) return;
    const m = this.ds.manager;
    const [order, event] = await Promise.all([
      loadOrderForMail(m, p.orderId),
      m.getRepository(OrderPhaseEventEntity).findOneBy({ id: p.phaseEventId, orderId: p.orderId }),
    ]);
    if (!order || !event) return;
    const mail = phaseChangedMail(order, { id: event.id, to: event.toPhase, detail: event.detail }, this.site);
    await writeOutbox(m, 'mail.send', { ...mail, correlationId: p.correlationId }, mail.idempotencyKey);
    this.log.info({ to: p.to }, 'phase mail queued');
  }

  /** The team asked the customer for something: their one mail about it, while it is still open. */
  @EventPattern('order.request-raised')
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
  @EventPattern('order.message-posted')
  async messagePosted(@Payload() p: OrderMessagePostedPayload) {
    const fromCustomer = p.fromCustomer ?? false;
    const wait = p.window + MESSAGE_MAIL_WINDOW_MS - Date.now();
    if (wait > 0) {
      const side = fromCustomer ? '-customer' : '';
      await this.queues.add('order.message-posted', p, toJobId(`order.message-posted/${p.orderId}-${p.window}${side}-closed`), {
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

  /** Paid orders still waiting for their filing details: a reminder a day, then three days, after work started. */
  @EventPattern('intake.remind')
  async remindIntakes() {
    const queued = await remindPendingIntakes(this.ds, this.site);
    if (queued > 0) this.log.info({ queued }, 'filing details reminders queued');
  }

  /**
   * Queues stored Stripe events that were never queued, then asks Stripe about the unpaid orders
   * whose turn has come and applies the payments that settle them.
   */
  @EventPattern('payments.reconcile')
  async reconcile() {
    await this.queueStrandedEvents();
    const due = await this.claimDueOrders();
    let paid = 0;
    let unreachable = 0;
    for (const o of due) {
      try {
        if (await this.settleIfPaid(o, 'Payment found by reconciliation')) paid++;
      } catch (err) {
        // Its turn comes back at once rather than after the backoff: Stripe, not the order, failed.
        unreachable++;
        await this.ds.getRepository(OrderEntity).update({ id: o.id }, { nextReconcileAt: () => 'now()' });
        this.log.warn({ orderId: o.id, err: String(err) }, 'could not ask Stripe about an unpaid order; it is checked again next pass');
      }
    }
    if (due.length) this.log.info({ checked: due.length, paid, unreachable }, 'reconciled pending payments');
  }

  /**
   * Takes the unpaid orders whose next check is due, longest-waiting turn first, and moves each
   * one's next check out in the same statement. Every order therefore gets its turn however many
   * wait, and two reconcilers running at once take different orders.
   */
  private claimDueOrders(): Promise<OrderPaymentRow[]> {
    return this.ds
      .query<[OrderPaymentRow[], number]>(
        `UPDATE orders o SET reconcile_checks = o.reconcile_checks + 1,
                next_reconcile_at = now() + least($2::bigint, $3::bigint * power(2, least(o.reconcile_checks, 16))::bigint) * interval '1 millisecond'
           FROM (SELECT id FROM orders
                  WHERE ${UNPAID_STATUS_SQL} AND next_reconcile_at <= now()
                    AND payment_intent_id IS NOT NULL AND created_at < now() - ($1::int * interval '1 millisecond')
                  ORDER BY next_reconcile_at LIMIT $4 FOR UPDATE SKIP LOCKED) due
          WHERE o.id = due.id
          RETURNING ${ORDER_MONEY_COLUMNS.map((c) => `o.${c}`).join(', ')}, o.status`,
        [this.config.RECONCILE_AFTER_MS, RECHECK_MAX_MS, RECHECK_BASE_MS, RECONCILE_BATCH],
      )
      .then(([rows]) => rows);
  }

  /**
   * Reads the order's intent and charge back and applies what they imply: paid when, and only
   * when, the payment settles the order; refunded when Stripe gave it all back meanwhile.
   */
  private async settleIfPaid(o: OrderPaymentRow, note: string, intent?: Stripe.PaymentIntent): Promise<boolean> {
    const read = intent ?? (await readIntent(this.stripe, o.payment_intent_id!));
    const outcome = await applyStripeState(this.ds, this.stripe, o, read, { source: 'reconciler', paidNote: note });
    if (outcome.kind === 'none' && read.status === 'succeeded') {
      this.log.error(
        { orderId: o.id, intent: read.id, reason: outcome.verdict.reason, detail: outcome.verdict.detail },
        'a succeeded payment does not settle its order; not marking it paid',
      );
    }
    return outcome.kind === 'paid' && outcome.changed;
  }

  private async queueStrandedEvents() {
    const stranded = await this.ds.query<{ event_id: string }[]>(
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

  /**
   * Unpaid orders older than 24 h expire; their intents are cancelled first so they can never be
   * charged. Walks every stale order in creation order, so none is starved by others that stay.
   */
  @EventPattern('orders.expire')
  async expire() {
    let cursor = { at: '-infinity', id: '00000000-0000-0000-0000-000000000000' };
    for (;;) {
      // Keyset pagination on (created_at, id) with the cursor kept as text, so no timestamp precision is lost.
      const stale = await this.ds.query<(OrderPaymentRow & { cursor_at: string })[]>(
        `SELECT ${ORDER_MONEY_COLUMNS.join(', ')}, status, created_at::text AS cursor_at FROM orders
          WHERE ${UNPAID_STATUS_SQL} AND created_at < now() - ($1::int * interval '1 millisecond')
            AND (created_at, id) > ($2::timestamptz, $3::uuid)
          ORDER BY created_at, id LIMIT $4`,
        [ORDER_EXPIRY_MS, cursor.at, cursor.id, EXPIRE_BATCH],
      );
      for (const o of stale) {
        await this.expireOne(o).catch((err) =>
          this.log.warn({ orderId: o.id, err: String(err) }, 'could not expire an order; next run tries again'),
        );
      }
      if (stale.length < EXPIRE_BATCH) return;
      cursor = { at: stale.at(-1)!.cursor_at, id: stale.at(-1)!.id };
    }
  }

  private async expireOne(o: OrderPaymentRow) {
    if (o.payment_intent_id) {
      const intent = await readIntent(this.stripe, o.payment_intent_id);
      if (intent.status === 'succeeded') {
        // Paid after all: apply what Stripe shows (paid, or refunded in full); money that does not settle it is left for an admin.
        await this.settleIfPaid(o, 'Payment found when the order was due to expire', intent);
        return;
      }
      if (intent.status !== 'canceled') await this.stripe.paymentIntents.cancel(o.payment_intent_id, { cancellation_reason: 'abandoned' });
    }
    await this.ds.transaction((m) =>
      transitionOrder(m, { orderId: o.id, to: 'expired', source: 'reconciler', note: 'Not paid within 24 hours' }),
    );
  }

  /** Published outbox rows are kept a day for inspection, then removed. */
  @EventPattern('outbox.sweep')
  async sweep() {
    await this.ds.getRepository(OutboxEntity).delete({ publishedAt: Raw((column) => `${column} < now() - interval '1 day'`) });
  }
}
