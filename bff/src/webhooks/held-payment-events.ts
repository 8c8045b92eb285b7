import { Inject, Injectable, type BeforeApplicationShutdown } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource, type EntityManager } from 'typeorm';
import type { StripeEventPayload } from '@filebridge/contracts';
import { CONFIG, LOGGER, QUEUES, QueueRegistry, queueStripeEvents, UNPAID_STATUS_SQL, type AppConfig } from '@filebridge/platform';

/** Intents held at most at once: past it, a payment's success is queued at once. */
const MAX_HELD_INTENTS = 10_000;

/**
 * SQL true when the order an intent pays (`intentId`, an SQL expression) is paid already. A payment's
 * success for such an order has nothing left to bring (the worker would only mark it processed;
 * refunds come by their own events), so it is settled where it is found, without a job.
 */
export const orderPaidSql = (intentId: string) =>
  `EXISTS (SELECT 1 FROM orders WHERE payment_intent_id = ${intentId} AND NOT (${UNPAID_STATUS_SQL}))`;

/**
 * Payments' successes for unpaid orders, stored and held in this process for the customer's
 * confirmation before they are queued (PAYMENT_EVENT_GRACE_MS). Stripe sends the event as the card is
 * confirmed, so it often reaches the bff just before the customer's confirm-payment, which settles
 * the order with what Stripe shows: the confirmation marks the event processed in that same
 * transaction, and the event costs no job. An event the confirmation leaves unsettled is queued
 * then. One no confirmation takes (it came while the confirmation was under way, another bff
 * answered it, or the customer never came back) is settled when the grace ends if its order is paid
 * by then, else queued. One held by a process that dies stays stored and unapplied, and the
 * reconciler queues it (STRANDED_EVENT_AGE_MS).
 */
@Injectable()
export class HeldPaymentEvents implements BeforeApplicationShutdown {
  private readonly held = new Map<string, { events: StripeEventPayload[]; timer: NodeJS.Timeout }>();

  constructor(
    private readonly ds: DataSource,
    @Inject(QUEUES) private readonly queues: QueueRegistry,
    @Inject(LOGGER) private readonly log: Logger,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  /** Holds the payments' successes among stored events; answers the others, to be queued now. */
  hold(events: readonly StripeEventPayload[]): StripeEventPayload[] {
    const now: StripeEventPayload[] = [];
    for (const event of events) {
      const intent = event.paymentIntent;
      const entry = intent && this.held.get(intent);
      if (entry) entry.events.push(event);
      else if (!intent || this.config.PAYMENT_EVENT_GRACE_MS === 0 || this.held.size >= MAX_HELD_INTENTS) now.push(event);
      else {
        const timer = setTimeout(() => void this.release(this.take(intent)), this.config.PAYMENT_EVENT_GRACE_MS);
        this.held.set(intent, { events: [event], timer });
      }
    }
    return now;
  }

  /** The events held for an intent, held no longer: the caller settles them (settleIn) or queues them. */
  take(intentId: string): StripeEventPayload[] {
    const entry = this.held.get(intentId);
    if (!entry) return [];
    clearTimeout(entry.timer);
    this.held.delete(intentId);
    return entry.events;
  }

  /**
   * Marks taken events processed in the transaction that brought their order to what Stripe shows:
   * they have nothing left to bring, as the worker would find.
   */
  async settleIn(m: EntityManager, events: readonly StripeEventPayload[]): Promise<void> {
    if (events.length === 0) return;
    await m.query(`UPDATE stripe_events SET processed_at = now() WHERE event_id = ANY($1) AND processed_at IS NULL`, [
      events.map((e) => e.eventId),
    ]);
  }

  /** Events whose grace ended: settled if their order is paid now, else queued; queued too if the database cannot say. */
  private async release(events: readonly StripeEventPayload[]): Promise<void> {
    const settled = await this.ds
      .query<[{ event_id: string }[], number]>(
        `UPDATE stripe_events e SET processed_at = now()
          WHERE e.event_id = ANY($1) AND e.type = 'payment_intent.succeeded' AND e.processed_at IS NULL
            AND ${orderPaidSql(`e.payload #>> '{data,object,id}'`)}
          RETURNING e.event_id`,
        [events.map((e) => e.eventId)],
      )
      .then(
        // TypeORM answers an UPDATE with [rows, affected count].
        ([rows]) => new Set(rows.map((r) => r.event_id)),
        () => new Set<string>(),
      );
    await this.queue(events.filter((e) => !settled.has(e.eventId)));
  }

  /** Queues events for the worker now; those Redis refuses are left to the reconciler. */
  async queue(events: readonly StripeEventPayload[]): Promise<void> {
    if (events.length === 0) return;
    const errors = await queueStripeEvents(this.queues, events);
    if (errors.length) {
      this.log.warn(
        { events: errors.length, err: String(errors[0]) },
        'Stripe events stored but not queued; the reconciler will queue them',
      );
    }
  }

  /** A bff that stops queues what it holds rather than leave it to the reconciler, while Redis is still open. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.queue([...this.held.keys()].flatMap((intent) => this.take(intent)));
  }
}
