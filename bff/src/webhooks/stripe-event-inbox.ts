import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

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
 * Stores verified Stripe events, each with its outbox row, by group commit: events that arrive
 * while MAX_WRITES statements are in flight go together into the next one. An idle bff writes an
 * event at once; a busy one pays one round trip and one commit for many events instead of one
 * each. A caller is answered only once the statement holding its event has committed, so a 200
 * always means stored, and a failed statement fails every event in it (Stripe then redelivers).
 */
@Injectable()
export class StripeEventInbox {
  private waiting: Pending[] = [];
  private writing = 0;

  constructor(private readonly ds: DataSource) {}

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

  /** One statement: the event rows (a redelivered id is skipped) and an outbox row per new event. */
  private async write(batch: Pending[]): Promise<void> {
    await this.ds.query(
      `WITH stored AS (
         INSERT INTO stripe_events (event_id, type, payload)
         SELECT id, type, payload::jsonb FROM unnest($1::text[], $2::text[], $3::text[]) AS e(id, type, payload)
         ON CONFLICT (event_id) DO NOTHING RETURNING event_id)
       INSERT INTO outbox (topic, payload, job_id)
       SELECT 'stripe.event', jsonb_build_object('eventId', event_id), event_id FROM stored
       ON CONFLICT (job_id) DO NOTHING`,
      [batch.map((e) => e.id), batch.map((e) => e.type), batch.map((e) => e.payload)],
    );
  }
}
