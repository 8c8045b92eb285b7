import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stored Stripe events are queued by the bff straight after they commit, without an outbox row;
 * the reconciler finds the few that were stored but never queued through this index.
 */
export class StripeEventsUnapplied1732240000002 implements MigrationInterface {
  name = 'StripeEventsUnapplied1732240000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX stripe_events_unapplied ON stripe_events (received_at) WHERE processed_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX stripe_events_unapplied`);
  }
}
