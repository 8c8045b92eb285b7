import { Controller, Inject } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { JOBS, ORDER_EXPIRY_MS } from '@filebridge/contracts';
import {
  STRIPE,
  CONFIG,
  LOGGER,
  QUEUES,
  QueueRegistry,
  requeueStripeEvents,
  STORED_EVENT_COLUMNS,
  storedEventJob,
  type StoredEventColumns,
  STRANDED_EVENT_AGE_MS,
  applyStripeState,
  filingStartOf,
  startFiling,
  type FilingStart,
  ORDER_MONEY_COLUMNS,
  OrderEntity,
  readIntent,
  transitionOrder,
  UNPAID_STATUS_SQL,
  type AppConfig,
  type OrderPaymentRow,
} from '@filebridge/platform';

/** A checked order is asked about again after a minute, then two, four… and at most every hour. */
const RECHECK_BASE_MS = 60_000;
const RECHECK_MAX_MS = 60 * 60_000;
/** Orders one reconcile pass asks Stripe about; the rest wait for the next pass, in turn. */
const RECONCILE_BATCH = 200;
const EXPIRE_BATCH = 500;

/**
 * Unpaid orders against what Stripe shows: payments found are applied, stranded Stripe events
 * queued, and orders left unpaid too long expired. Both passes are idempotent: transitions are
 * conditional, so a redelivered job changes nothing twice.
 */
@Controller()
export class ReconciliationHandlers {
  private readonly start: FilingStart;

  constructor(
    private readonly ds: DataSource,
    @Inject(STRIPE) private readonly stripe: Stripe,
    @Inject(LOGGER) private readonly log: Logger,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(QUEUES) private readonly queues: QueueRegistry,
  ) {
    this.start = filingStartOf(config);
  }

  /**
   * Queues stored Stripe events that were never applied and starts paid orders left unstarted, then
   * asks Stripe about the unpaid orders whose turn has come and applies the payments that settle them.
   */
  @EventPattern(JOBS.paymentsReconcile)
  async reconcile() {
    await this.queueStrandedEvents();
    await this.startUnstartedFilings();
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
    const outcome = await applyStripeState(this.ds, this.stripe, o, read, {
      source: 'reconciler',
      paidNote: note,
      start: this.start,
    });
    if (outcome.kind === 'none' && read.status === 'succeeded') {
      this.log.error(
        { orderId: o.id, intent: read.id, reason: outcome.verdict.reason, detail: outcome.verdict.detail },
        'a succeeded payment does not settle its order; not marking it paid',
      );
    }
    return outcome.kind === 'paid' && outcome.changed;
  }

  /**
   * Starts the work of paid orders it was never started for. A payment starts its order's work in
   * the transaction that applies it, so these are orders paid before that was so; each is started
   * as the payment would have started it, receipt and all.
   */
  private async startUnstartedFilings() {
    // Paid and started commit together, so any order still only paid is one of those.
    const unstarted = await this.ds.query<{ id: string }[]>(`SELECT id FROM orders WHERE status = 'paid' ORDER BY paid_at LIMIT $1`, [
      RECONCILE_BATCH,
    ]);
    for (const { id } of unstarted) {
      await this.ds.transaction((m) => startFiling(m, id, this.start, 'reconciler'));
    }
    if (unstarted.length) this.log.info({ orders: unstarted.length }, 'started the work of paid orders left unstarted');
  }

  private async queueStrandedEvents() {
    const stranded = await this.ds.query<StoredEventColumns[]>(
      `SELECT ${STORED_EVENT_COLUMNS} FROM stripe_events WHERE processed_at IS NULL AND received_at < now() - ($1::int * interval '1 millisecond')
        ORDER BY received_at LIMIT 1000`,
      [STRANDED_EVENT_AGE_MS],
    );
    if (stranded.length === 0) return;
    const { removed, errors } = await requeueStripeEvents(this.queues, stranded.map(storedEventJob));
    if (errors.length) throw new Error(`Could not queue stranded Stripe events: ${String(errors[0])}`);
    this.log.info({ events: stranded.length, jobsRemoved: removed }, 'queued stored Stripe events that were not applied');
  }

  /**
   * Unpaid orders older than 24 h expire; their intents are cancelled first so they can never be
   * charged. Walks every stale order in creation order, so none is starved by others that stay.
   */
  @EventPattern(JOBS.ordersExpire)
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
}
