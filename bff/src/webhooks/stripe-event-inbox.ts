import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource, QueryFailedError } from 'typeorm';
import type { StripeEventPayload } from '@filebridge/contracts';
import { LOGGER, STORED_EVENT_COLUMNS, storedEventJob, type StoredEventColumns } from '@filebridge/platform';
import { HeldPaymentEvents, orderPaidSql } from './held-payment-events';

export interface VerifiedEvent {
  id: string;
  type: string;
  /** The raw JSON body Stripe signed. */
  payload: string;
}

interface Pending extends VerifiedEvent {
  settle: (err?: unknown) => void;
}

/** An event PostgreSQL refused for what it holds: storing it again would fail again. */
export class UnstorableEventError extends Error {
  constructor(
    readonly eventId: string,
    readonly reason: string,
  ) {
    super(`Stripe event ${eventId} cannot be stored: ${reason}`);
    this.name = 'UnstorableEventError';
  }
}

/** SQLSTATE class 22, data exception: the statement failed on a value, not on the database. */
function refusedValue(err: unknown): string | null {
  if (!(err instanceof QueryFailedError)) return null;
  const { code, detail } = err.driverError as { code?: string; detail?: string };
  return code?.startsWith('22') ? [err.message, detail].filter(Boolean).join(' ') : null;
}

/** Writes in flight at once: enough to keep PostgreSQL busy, few enough to leave the pool to other calls. */
const MAX_WRITES = 4;
const MAX_BATCH = 500;

/**
 * Stores verified Stripe events by group commit, then queues the new ones (a payment's success for
 * an unpaid order waits a moment for the customer's confirmation first: HeldPaymentEvents). Events that arrive
 * while MAX_WRITES writes are in flight go together into the next one: an idle bff writes an event
 * at once, a busy one pays one statement, one commit and one Redis round trip for many events.
 * A caller is answered only once its event is committed, so a 200 always means stored; a
 * statement that fails on the database fails every event in it (Stripe then redelivers), while an
 * event PostgreSQL cannot hold is refused alone and never takes the others down with it. Queueing needs no outbox row:
 * an event stored but not queued (Redis away, the bff killed in between) stays unapplied, and the
 * reconciler queues it again (STRANDED_EVENT_AGE_MS).
 */
@Injectable()
export class StripeEventInbox {
  private waiting: Pending[] = [];
  private writing = 0;

  constructor(
    private readonly ds: DataSource,
    @Inject(LOGGER) private readonly log: Logger,
    private readonly held: HeldPaymentEvents,
  ) {}

  store(event: VerifiedEvent): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ ...event, settle: (err) => (err ? reject(err) : resolve()) });
      this.writeNext();
    });
  }

  private writeNext(): void {
    if (this.writing >= MAX_WRITES || this.waiting.length === 0) return;
    const batch = this.waiting.splice(0, MAX_BATCH);
    this.writing++;
    this.write(batch)
      .then(
        (refused) => batch.forEach((p) => p.settle(refused.get(p))),
        (err: unknown) => batch.forEach((p) => p.settle(err)),
      )
      .finally(() => {
        this.writing--;
        this.writeNext();
      });
  }

  /** Stores and queues the batch; answers the events refused for what they hold, each with why. */
  private async write(batch: Pending[]): Promise<Map<Pending, UnstorableEventError>> {
    const refused = new Map<Pending, UnstorableEventError>();
    const stored = await this.insert(batch, refused);
    for (const error of refused.values())
      this.log.warn({ eventId: error.eventId, reason: error.reason }, 'Stripe event refused: it cannot be stored');
    await this.held.queue(this.held.hold(stored));
    return refused;
  }

  /**
   * One statement for the batch. When PostgreSQL refuses a value in it, the batch is halved until
   * each event it cannot store stands alone: those are refused, and every other event is stored,
   * in a few more statements rather than one per event. A redelivered id is skipped, and only the
   * ids new to us and left to apply come back to be queued.
   *
   * A payment event for an order no longer unpaid is settled as it is stored (orderPaidSql): usually
   * the customer's confirm-payment got there first.
   */
  private async insert(batch: Pending[], refused: Map<Pending, UnstorableEventError>): Promise<StripeEventPayload[]> {
    try {
      // The arrays are read through subqueries so the planner cannot see their lengths: a plan for
      // the batch's own length always looks cheaper than the one for any length, and PostgreSQL
      // would plan the statement again at every call instead of keeping its generic plan.
      const rows = await this.ds.query<(StoredEventColumns & { settled: boolean })[]>(
        `INSERT INTO stripe_events (event_id, type, payload, processed_at)
         SELECT e.id, e.type, e.body,
                CASE WHEN e.type = 'payment_intent.succeeded' AND ${orderPaidSql(`e.body #>> '{data,object,id}'`)} THEN now() END
           FROM unnest((SELECT $1::text[]), (SELECT $2::text[]), (SELECT $3::text[])) AS raw(id, type, payload),
                LATERAL (SELECT raw.id, raw.type, raw.payload::jsonb AS body) e
         ON CONFLICT (event_id) DO NOTHING RETURNING ${STORED_EVENT_COLUMNS}, processed_at IS NOT NULL AS settled`,
        [batch.map((e) => e.id), batch.map((e) => e.type), batch.map((e) => e.payload)],
      );
      return rows.filter((r) => !r.settled).map(storedEventJob);
    } catch (err) {
      const reason = refusedValue(err);
      if (reason === null) throw err;
      if (batch.length === 1) {
        refused.set(batch[0]!, new UnstorableEventError(batch[0]!.id, reason));
        return [];
      }
      const half = Math.ceil(batch.length / 2);
      return [...(await this.insert(batch.slice(0, half), refused)), ...(await this.insert(batch.slice(half), refused))];
    }
  }
}
