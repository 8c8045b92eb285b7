import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { LOGGER, QUEUES, QueueRegistry, queueStripeEvents } from '@filebridge/platform';

export interface VerifiedEvent {
  id: string;
  type: string;
  /** The raw JSON body Stripe signed. */
  payload: string;
}

interface Pending extends VerifiedEvent {
  settle: (err?: unknown) => void;
}

/** Writes in flight at once: enough to keep PostgreSQL busy, few enough to leave the pool to other calls. */
const MAX_WRITES = 4;
const MAX_BATCH = 500;

/**
 * Stores verified Stripe events by group commit, then queues the new ones. Events that arrive
 * while MAX_WRITES writes are in flight go together into the next one: an idle bff writes an event
 * at once, a busy one pays one statement, one commit and one Redis round trip for many events.
 * A caller is answered only once its event is committed, so a 200 always means stored, and a
 * failed statement fails every event in it (Stripe then redelivers). Queueing needs no outbox row:
 * an event stored but not queued (Redis away, the bff killed in between) stays unapplied, and the
 * reconciler queues it again (STRANDED_EVENT_AGE_MS).
 */
@Injectable()
export class StripeEventInbox {
  private waiting: Pending[] = [];
  private writing = 0;

  constructor(
    private readonly ds: DataSource,
    @Inject(QUEUES) private readonly queues: QueueRegistry,
    @Inject(LOGGER) private readonly log: Logger,
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
        () => batch.forEach((p) => p.settle()),
        (err: unknown) => batch.forEach((p) => p.settle(err)),
      )
      .finally(() => {
        this.writing--;
        this.writeNext();
      });
  }

  private async write(batch: Pending[]): Promise<void> {
    // A redelivered id is skipped, and only events new to us are queued.
    const stored = await this.ds.query<{ event_id: string }[]>(
      `INSERT INTO stripe_events (event_id, type, payload)
       SELECT id, type, payload::jsonb FROM unnest($1::text[], $2::text[], $3::text[]) AS e(id, type, payload)
       ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
      [batch.map((e) => e.id), batch.map((e) => e.type), batch.map((e) => e.payload)],
    );
    if (stored.length === 0) return;
    const errors = await queueStripeEvents(
      this.queues,
      stored.map((s) => s.event_id),
    );
    if (errors.length) {
      this.log.warn(
        { events: errors.length, err: String(errors[0]) },
        'Stripe events stored but not queued; the reconciler will queue them',
      );
    }
  }
}
